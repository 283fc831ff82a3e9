import type { GeocodeInput, LatLng, Places } from './places';

interface WarnLogger {
  warn(details: object, message: string): void;
}

/**
 * Geocoding where it is a nicety (SPEC §7 "failures only logged"): the save goes ahead without
 * coordinates when the address is unknown or the service fails. For the trainer profile's
 * latitude/longitude; clients have no coordinates to fill.
 */
export async function geocodeQuietly(
  places: Places,
  input: GeocodeInput,
  log: WarnLogger,
): Promise<LatLng | null> {
  try {
    const found = await places.geocode(input);
    // Only where, never who: the address parts, no street.
    if (!found) log.warn({ city: input.city, state: input.state, zip: input.zip }, 'address not geocoded');
    return found;
  } catch (error) {
    log.warn({ err: error, city: input.city, state: input.state, zip: input.zip }, 'geocoding failed');
    return null;
  }
}
