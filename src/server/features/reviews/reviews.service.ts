import {
  REVIEW_ALREADY_GIVEN,
  REVIEW_GUEST_REFUSED,
  REVIEW_NOT_COMPLETED,
  type ReviewInput,
} from '../../../shared/api/reviews';
import { REVIEW_RATING } from '../../../shared/constants';
import type { AppContext } from '../../context';
import { ApiError, conflict, notFound, unprocessable } from '../../lib/errors';
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
 * A review of one of the client's own completed trainings, once per booking. Guests are
 * refused with 403 (not 401: that would sign them out, SPEC §8) so the page can ask them
 * to sign in first (SPEC §4).
 */
export async function createReview(
  ctx: Pick<AppContext, 'db'>,
  clientId: number,
  input: ReviewInput,
): Promise<ReviewRow> {
  if (await isGuestClient(ctx.db, clientId)) throw new ApiError(403, [REVIEW_GUEST_REFUSED]);
  const booking = await findClientBooking(ctx.db, clientId, input.booking_id);
  if (!booking) throw notFound('Booking');
  if (booking.status !== 'completed') throw unprocessable([{ base: REVIEW_NOT_COMPLETED }]);
  if (await reviewExistsForBooking(ctx.db, booking.id)) throw conflict(REVIEW_ALREADY_GIVEN);
  const review = await insertReview(ctx.db, {
    bookingId: booking.id,
    clientId,
    athleteId: booking.athleteId,
    providedServiceId: booking.providedServiceId,
    rating: REVIEW_RATING,
    comment: textOrNull(input.comment),
    privateComment: textOrNull(input.private_comment),
  });
  if (!review) throw conflict(REVIEW_ALREADY_GIVEN);
  return review;
}
