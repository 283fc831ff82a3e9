import type { AppContext } from '../../context';
import { type ErrorLog, sendSafely } from '../../integrations/email/send-safely';
import { reviewRequestEmail } from './emails/review-request-email';
import { findReviewRequestFacts, reviewRequestAlreadySent } from './review-request.repository';
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
  const facts = await findReviewRequestFacts(ctx.db, input.bookingId);
  if (!facts) return { sent: false, reason: 'not_found' };
  if (facts.status !== 'completed') return { sent: false, reason: 'not_completed' };
  if (facts.guest) return { sent: false, reason: 'guest' };
  const { athleteSlug, trainerFirstName, serviceId, serviceName } = facts;
  if (athleteSlug === null || trainerFirstName === null || serviceId === null || serviceName === null) {
    return { sent: false, reason: 'trainer_removed' };
  }
  if (await reviewExistsForBooking(ctx.db, facts.bookingId)) return { sent: false, reason: 'reviewed' };
  if (await reviewRequestAlreadySent(ctx.db, facts.bookingId, facts.email)) {
    return { sent: false, reason: 'already_requested' };
  }
  const message = reviewRequestEmail({
    publicUrl: ctx.publicUrl,
    to: facts.email,
    name: facts.parentFirstName?.trim() || facts.playerName,
    playerName: facts.playerName,
    timeZone: facts.timeZone,
    bookingId: facts.bookingId,
    athleteSlug,
    serviceId,
    serviceName,
    trainerFirstName,
    trainedAt: facts.startsAt,
  });
  return (await sendSafely(ctx.mailer, message, log))
    ? { sent: true }
    : { sent: false, reason: 'mail_failed' };
}
