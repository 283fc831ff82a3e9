import type { ReviewAttributes } from '../../../shared/api/reviews';
import type { ReviewRow } from './reviews.repository';

export function toReviewResource(review: ReviewRow) {
  const attributes: ReviewAttributes = {
    id: review.id,
    booking_id: review.bookingId,
    athlete_id: review.athleteId,
    provided_service_id: review.providedServiceId,
    rating: review.rating,
    comment: review.comment,
    private_comment: review.privateComment,
    created_at: review.createdAt.toISOString(),
  };
  return { id: String(review.id), type: 'review' as const, attributes };
}
