import type { WaitlistEntryAttributes } from '../../../shared/api/waitlist';
import { slugShown } from '../trainer-services/private-link';
import type { PlaceDetail } from './waitlist.repository';

export function waitlistEntryResource(row: PlaceDetail) {
  const { entry } = row;
  const attributes: WaitlistEntryAttributes = {
    id: entry.id,
    status: entry.status,
    place: row.place === null ? null : Number(row.place),
    provided_service_id: entry.providedServiceId,
    service_name: row.serviceName,
    // A private training's link only while the place is in line or offered (ADR 0072).
    service_slug: slugShown(
      { slug: row.serviceSlug, privacySetting: row.servicePrivacy },
      entry.status === 'waiting' || entry.status === 'offered',
    ),
    athlete_slug: row.athleteSlug,
    athlete_name: `${row.athleteFirstName} ${row.athleteLastName}`,
    player_name: row.playerFirstName,
    player_id: entry.playerId,
    starts_at: entry.startsAt.toISOString(),
    ends_at: new Date(entry.startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
    offer_expires_at: entry.status === 'offered' ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
    booking_id: entry.bookingId,
    created_at: entry.createdAt.toISOString(),
  };
  return { id: String(entry.id), type: 'waitlist_entry' as const, attributes };
}
