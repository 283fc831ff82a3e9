import type { AppContext } from '../../context';
import { type ErrorLog, sendSafely } from '../../integrations/email/send-safely';
import { findBookingParties } from '../bookings/booking-facts.repository';
import { reviewRequestEmail } from './emails/review-request-email';
import { reviewRequestAlreadySent } from './review-request.repository';
import { reviewExistsForBooking } from './reviews.repository';

export type ReviewRequestOutcome =
  | { sent: true }
  | {
      sent: false;
      reason:
        | 'not_found'
        | 'not_completed'
        | 'guest'
        | 'trainer_removed'
        | 'reviewed'
        | 'already_requested'
        | 'mail_failed';
    };

/**
 * The `reviews.request` job's work: one email asking for a review of a completed booking.
 * Not sent to guests (they cannot sign in, and only signed-in clients may review, SPEC §4),
 * when the trainer or training is gone (the review page needs both), when the booking already
 * has a review, or when it was already asked (a retried job does not ask twice). ADR 0013.
 */
export async function sendReviewRequest(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>,
  input: { bookingId: number },
  log?: ErrorLog,
): Promise<ReviewRequestOutcome> {
  const facts = await findBookingParties(ctx.db, input.bookingId);
  if (!facts) return { sent: false, reason: 'not_found' };
  const { booking } = facts;
  if (booking.status !== 'completed') return { sent: false, reason: 'not_completed' };
  if (facts.clientGuest) return { sent: false, reason: 'guest' };
  const { trainerSlug, trainerFirstName, serviceId, serviceName } = facts;
  if (trainerSlug === null || trainerFirstName === null || serviceId === null || serviceName === null) {
    return { sent: false, reason: 'trainer_removed' };
  }
  if (await reviewExistsForBooking(ctx.db, booking.id)) return { sent: false, reason: 'reviewed' };
  if (await reviewRequestAlreadySent(ctx.db, booking.id, facts.clientEmail)) {
    return { sent: false, reason: 'already_requested' };
  }
  const message = reviewRequestEmail({
    publicUrl: ctx.publicUrl,
    to: facts.clientEmail,
    name: facts.parentFirstName?.trim() || facts.clientFirstName,
    playerName: facts.clientFirstName,
    timeZone: facts.timeZone,
    bookingId: booking.id,
    athleteSlug: trainerSlug,
    serviceId: serviceId,
    serviceName: serviceName,
    trainerFirstName,
    trainedAt: booking.trainingStartDateTime,
  });
  return (await sendSafely(ctx.mailer, message, log))
    ? { sent: true }
    : { sent: false, reason: 'mail_failed' };
}
