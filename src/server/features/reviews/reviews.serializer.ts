import type {
  PublicReviewAttributes,
  ReviewAttributes,
  TrainerReviewAttributes,
} from '../../../shared/api/reviews';
import { isChild } from '../../../shared/domain/children';
import type { PublicReviewRow, TrainerReviewRow } from './review-lists.repository';
import type { ReviewRow } from './reviews.repository';

/** A review of any list as a JSON-API resource: its id, the `review` type and its attributes. */
function reviewResource<A extends { id: number }>(attributes: A) {
  return { id: String(attributes.id), type: 'review' as const, attributes };
}

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
  return reviewResource(attributes);
}

export function toPublicReviewResource(row: PublicReviewRow) {
  const attributes: PublicReviewAttributes = {
    id: row.id,
    player_first_name: row.playerFirstName,
    // A private training is named nowhere public, its trainer's reviews included (ADR 0072).
    training_name: row.servicePrivacy === 'private' ? null : row.serviceName,
    comment: row.comment ?? '',
    created_at: row.createdAt.toISOString(),
  };
  return reviewResource(attributes);
}

export function toTrainerReviewResource(row: TrainerReviewRow, now: Date) {
  const attributes: TrainerReviewAttributes = {
    id: row.id,
    kind: row.kind,
    comment: (row.kind === 'public' ? row.comment : row.privateComment) ?? '',
    booking_id: row.bookingId,
    training_start_date_time: row.trainingStart.toISOString(),
    training_name: row.serviceName,
    // A child's last name stays with the family (ADR 0041).
    player: {
      first_name: row.playerFirstName,
      last_name: isChild(row.playerDob, now, row.playerTimeZone) ? null : row.playerLastName,
    },
    created_at: row.createdAt.toISOString(),
  };
  return reviewResource(attributes);
}
