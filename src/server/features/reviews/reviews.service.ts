import {
  PRIVATE_FEEDBACK_ALREADY_GIVEN,
  REVIEW_ALREADY_GIVEN,
  REVIEW_GUEST_REFUSED,
  REVIEW_NOT_COMPLETED,
  type ReviewInput,
} from '../../../shared/api/reviews';
import { REVIEW_RATING } from '../../../shared/constants';
import type { AppContext } from '../../context';
import { ApiError, conflict, notFound, unprocessable } from '../../lib/errors';
import { type PageRequest, pageWindow } from '../../lib/pagination';
import { findAthleteIdBySlug, listPublicReviews, listTrainerReviews } from './review-lists.repository';
import {
  findClientBooking,
  insertReview,
  isGuestClient,
  type ReviewRow,
  reviewExistsForBooking,
} from './reviews.repository';

const textOrNull = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

/**
 * A review of one of the client's own completed trainings: one public review and one private
 * feedback per booking (the review email offers both), each once. Guests are
 * refused with 403 (not 401: that would sign them out, SPEC §8) so the page can ask them
 * to sign in first (SPEC §4).
 */
export async function createReview(
  ctx: Pick<AppContext, 'db' | 'now'>,
  clientId: number,
  input: ReviewInput,
): Promise<ReviewRow> {
  if (await isGuestClient(ctx.db, clientId)) throw new ApiError(403, [REVIEW_GUEST_REFUSED]);
  const booking = await findClientBooking(ctx.db, clientId, input.booking_id);
  if (!booking) throw notFound('Booking');
  if (booking.status !== 'completed') throw unprocessable([{ base: REVIEW_NOT_COMPLETED }]);
  const comment = textOrNull(input.comment);
  const given = conflict(comment === null ? PRIVATE_FEEDBACK_ALREADY_GIVEN : REVIEW_ALREADY_GIVEN);
  if (await reviewExistsForBooking(ctx.db, booking.id, comment === null ? 'private' : 'public')) throw given;
  const review = await insertReview(ctx.db, {
    bookingId: booking.id,
    clientId,
    athleteId: booking.athleteId,
    providedServiceId: booking.providedServiceId,
    rating: REVIEW_RATING,
    comment,
    privateComment: textOrNull(input.private_comment),
    // Written on the app's clock, as the booking it follows was completed (the dev clock too).
    createdAt: ctx.now(),
  });
  if (!review) throw given;
  return review;
}

/** The trainer page's reviews: public ones only; an unknown trainer is 404 like their page. */
export async function publicReviewsOf(ctx: Pick<AppContext, 'db'>, slug: string, page: PageRequest) {
  const athleteId = await findAthleteIdBySlug(ctx.db, slug);
  if (athleteId === undefined) throw notFound('Athlete');
  return listPublicReviews(ctx.db, athleteId, pageWindow(page));
}

/** The signed-in trainer's own reviews, both kinds. */
export async function trainerReviewsOf(ctx: Pick<AppContext, 'db'>, athleteId: number, page: PageRequest) {
  return listTrainerReviews(ctx.db, athleteId, pageWindow(page));
}
