// A booking as calendar events (RFC 5545 through the `ics` package): one per session, in UTC so
// every calendar shows its own local time. The booking page's .ics download and the family's
// calendar feed (ADR 0042) both write them from here.
import type { EventAttributes } from 'ics';
import type { BookingAttributes } from '../api/bookings';
import { PRODUCT_NAME } from '../constants';

export function trainerName(booking: Pick<BookingAttributes, 'athlete'>): string {
  return booking.athlete ? `${booking.athlete.first_name} ${booking.athlete.last_name}` : '';
}

/** A place's city and state as one line ('Lexington, KY'); null when neither is known. */
export function cityAndStateLabel(
  city: string | null | undefined,
  state: string | null | undefined,
): string | null {
  return [city, state].filter((part): part is string => Boolean(part)).join(', ') || null;
}

/**
 * A place's street address with its city and state ('100 Main St, Lexington, KY'): what a family
 * needs to find the field, in a booking, its emails and its calendar event.
 */
export function fullAddress(address: string, cityAndState: string | null | undefined): string {
  return cityAndState && !address.includes(cityAndState) ? `${address}, ${cityAndState}` : address;
}

/** Where a booking or a trainer's session takes place, as people read it. */
export function placeLabel(booking: {
  provided_service: { training_type: string } | null;
  location: string | null;
  address: string | null;
}): string {
  if (booking.provided_service?.training_type === 'virtual') return 'Virtual training';
  return [booking.location, booking.address].filter(Boolean).join(' | ') || 'Location to be confirmed';
}

/**
 * Where, for a calendar's LOCATION: the place and its address as an address reads (calendar
 * apps look it up on a map), where pages write SPEC's 'place | address'.
 */
export function eventLocation(booking: Parameters<typeof placeLabel>[0]): string {
  return placeLabel(booking).replace(' | ', ', ');
}

/**
 * A calendar's reading of a booking's status, or a trainer's session's: accepted reads plain;
 * else still a request, else asked to be cancelled.
 */
export function titlePrefix(statuses: readonly BookingAttributes['status'][]): string {
  if (statuses.includes('accepted') || statuses.includes('completed')) return '';
  if (statuses.includes('pending')) return 'Requested: ';
  if (statuses.includes('incomplete')) return 'Cancellation asked: ';
  return '';
}

export function bookingEvents(booking: BookingAttributes, origin: string): EventAttributes[] {
  const sessions =
    booking.sessions.length > 0
      ? booking.sessions
      : [
          {
            id: booking.id,
            starts_at: booking.training_start_date_time,
            ends_at: booking.training_end_date_time,
          },
        ];
  const service = booking.provided_service;
  // The child it is for, by first name (ADR 0042): a family's calendar holds several players'.
  const forWhom = booking.player ? ` (for ${booking.player.first_name})` : '';
  const name = `${service?.name ?? 'Training'} with ${trainerName(booking)}${forWhom}`;
  const description = [
    name,
    booking.status === 'pending' ? 'Waiting for the trainer to accept.' : null,
    booking.status === 'incomplete' ? 'The trainer asked to cancel: open the booking to answer.' : null,
    service?.connection_detail ? `Join: ${service.connection_detail}` : null,
    booking.notes ? `Notes: ${booking.notes}` : null,
    // The trainer's note with their answer ("See you at Cedar Hill, bring a ball!"): what to bring
    // or where to meet belongs with the event (a family walk missed it there).
    booking.trainer_notes
      ? `From ${booking.athlete?.first_name ?? 'your trainer'}: ${booking.trainer_notes}`
      : null,
    `${origin}/bookings/${booking.id}`,
  ]
    .filter(Boolean)
    .join('\n');
  const confirmed = booking.status === 'accepted' || booking.status === 'completed';
  return sessions.map((session) => ({
    uid: `booking-${booking.id}-${session.id}@trainhub`,
    title: `${titlePrefix([booking.status])}${name}`,
    description,
    location: eventLocation(booking),
    url: `${origin}/bookings/${booking.id}`,
    start: new Date(session.starts_at).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(session.ends_at).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: PRODUCT_NAME,
    status: confirmed ? 'CONFIRMED' : 'TENTATIVE',
  }));
}
