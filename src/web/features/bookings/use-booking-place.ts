import { useQuery } from '@tanstack/react-query';
import type { BookingAttributes } from '../../../shared/api/bookings';
import { getAthlete } from '../athletes/api';
import { getCities } from '../signup/api';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/**
 * Where to centre the map: the booked location's city (offline US city data on our server),
 * else the trainer's own coordinates. A failure only means no map (SPEC §7: geocoding failures
 * are only logged); the address text is always shown.
 */
async function findPoint(booking: BookingAttributes, signal: AbortSignal): Promise<MapPoint | null> {
  const service = booking.provided_service;
  if (!booking.trainer_slug || !service) return null;
  const athlete = (await getAthlete(booking.trainer_slug, service.slug, signal)).data.attributes;
  const location = athlete.provided_services
    .find((s) => s.id === service.id)
    ?.provided_service_locations.find(
      (l) => l.location === booking.location || l.address === booking.address,
    );
  const [city, state] = (location?.city_and_state ?? '').split(',').map((part) => part.trim());
  if (city && state) {
    const places = (await getCities(city, signal)).data.map((p) => p.attributes);
    const place = places.find((p) => p.state === state && p.city.toLowerCase() === city.toLowerCase());
    if (place && place.latitude !== null && place.longitude !== null) {
      return { latitude: place.latitude, longitude: place.longitude };
    }
  }
  if (athlete.latitude !== null && athlete.longitude !== null) {
    return { latitude: athlete.latitude, longitude: athlete.longitude };
  }
  return null;
}

export function useBookingPlace(booking: BookingAttributes | undefined) {
  const inPerson = booking !== undefined && booking.provided_service?.training_type !== 'virtual';
  return useQuery({
    queryKey: ['bookings', 'place', booking?.id ?? 0],
    queryFn: async ({ signal }) => {
      try {
        return booking ? await findPoint(booking, signal) : null;
      } catch (error) {
        console.warn('Could not place the booking on a map', error);
        return null;
      }
    },
    enabled: inPerson,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silentError: true },
  });
}
