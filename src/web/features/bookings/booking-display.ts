import type { BookingAttributes } from '../../../shared/api/bookings';
import { formatInstantDate, formatInstantTime } from '../../../shared/domain/display';
import { formatPrice } from '../../../shared/domain/money';

/** '3:00 PM - 4:00 PM' in the zone. */
export function timeRange(start: string, end: string, timeZone: string): string {
  return `${formatInstantTime(start, timeZone)} - ${formatInstantTime(end, timeZone)}`;
}

/**
 * When a booking is, in one line for its card: its date and time; a package of several sessions
 * by its first and last days (its sessions need not share an hour: a walk saw "8:00 PM - 2:00 PM",
 * the first session's start with the last one's end).
 */
export function bookingWhen(booking: BookingAttributes, timeZone: string): string {
  const starts = booking.sessions.map((s) => s.starts_at).sort();
  const first = starts[0];
  const last = starts.at(-1);
  if (booking.package && first !== undefined && last !== undefined && starts.length > 1) {
    return `${formatInstantDate(first, timeZone)} - ${formatInstantDate(last, timeZone)} · ${starts.length} sessions`;
  }
  return `${formatInstantDate(booking.training_start_date_time, timeZone)} · ${timeRange(booking.training_start_date_time, booking.training_end_date_time, timeZone)}`;
}

export { placeLabel, trainerName } from '../../../shared/domain/booking-events';

/** The trainer as the player calls them in a sentence: first name, or 'Your trainer'. */
export function trainerFirstName(booking: BookingAttributes): string {
  return booking.athlete?.first_name || 'Your trainer';
}

/** The notice of a trainer's cancellation request, or null when there is none standing. */
export function cancellationRequestTitle(booking: BookingAttributes): string | null {
  return booking.cancellation_requested ? `${trainerFirstName(booking)} asked to cancel this booking` : null;
}

/** What cancelling does with the money (ADR 0030: a capture is refunded, a card hold released). */
export function cancelMoneyNote(booking: BookingAttributes): string | null {
  if (booking.payment_status === 'succeeded') {
    return `If you cancel, your ${formatPrice(booking.amount)} is refunded in full.`;
  }
  if (booking.payment_status === 'authorized') {
    return 'If you cancel, the hold on your card is released and nothing is charged.';
  }
  return null;
}

/**
 * The booking's cancellation policy as the player reads it (ADR 0046): until when it can be
 * cancelled for a full refund, or that it is non-refundable (SPEC's terms).
 */
export function cancellationPolicyLine(booking: BookingAttributes, timeZone: string): string {
  const until = booking.free_cancellation_until;
  if (!until) return 'Non-refundable';
  const at = `${formatInstantDate(until, timeZone)} ${formatInstantTime(until, timeZone)}`;
  return booking.can_cancel_free ? `Free cancellation until ${at}` : `Free cancellation ended ${at}`;
}

/** What became of the money of a booking that ended: refunded, or the card hold released. */
export function moneyBackLine(booking: BookingAttributes): string | null {
  if (booking.payment_status === 'refunded') return `${formatPrice(booking.amount)} refunded to your card`;
  if (booking.payment_status === 'voided') return 'Card hold released: nothing was charged';
  return null;
}

/** What a free cancellation does with the money: all of it comes back. */
export function freeCancelMoneyNote(booking: BookingAttributes): string {
  if (booking.payment_status === 'succeeded')
    return `Your ${formatPrice(booking.amount)} is refunded in full.`;
  if (booking.payment_status === 'authorized')
    return 'The hold on your card is released and nothing is charged.';
  return 'Nothing is charged.';
}

/** A pending request: whose answer it waits for, and until when (MM-DD-YYYY h:mm A, SPEC §9). */
export function waitingLine(booking: BookingAttributes, timeZone: string): string | null {
  if (booking.status !== 'pending') return null;
  const trainer = booking.athlete ? `${booking.athlete.first_name}'s` : "your trainer's";
  const who = `Waiting for ${trainer} answer`;
  if (!booking.respond_by) return who;
  return `${who} until ${formatInstantDate(booking.respond_by, timeZone)} ${formatInstantTime(booking.respond_by, timeZone)}`;
}

/** A request nobody answered in time (status rejected, read 'Expired'): why, and the money unless `moneyBackLine` says it. */
export function expiredLine(booking: BookingAttributes): string | null {
  if (!booking.expired) return null;
  // A released hold or a refund has its own line (`moneyBackLine`), shown beside this one.
  const money = moneyBackLine(booking) ? '' : ' Nothing was charged.';
  return `${trainerFirstName(booking)} did not answer in time, so the request expired.${money}`;
}

/** A virtual training's link is shared once accepted: until then, say so. */
export function meetingLinkNote(booking: BookingAttributes): string | null {
  if (booking.provided_service?.training_type !== 'virtual') return null;
  if (booking.provided_service.connection_detail) return null;
  if (booking.status !== 'pending') return null;
  return `The meeting link will be shared once ${trainerFirstName(booking)} accepts.`;
}
