import { z } from 'zod';
import { REVIEW_RATING } from '../constants';
import { documentSchema, listDocumentSchema, pageQuerySchema, resourceSchema } from './common';

export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_NOT_COMPLETED = 'You can review a training after it is completed';
export const REVIEW_ALREADY_GIVEN = 'You already reviewed this training';
/** A booking takes one public review and one private feedback; this is the second private one. */
export const PRIVATE_FEEDBACK_ALREADY_GIVEN = 'You already sent private feedback for this training';
/** Guests are asked to sign in first (SPEC §4 Review). */
export const REVIEW_GUEST_REFUSED = 'Please sign in to your account to leave a review';

const blankOr = (otherwise: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? "can't be blank" : otherwise;

const reviewText = z
  .string({ error: 'is invalid' })
  .max(REVIEW_TEXT_MAX, `is too long (maximum is ${REVIEW_TEXT_MAX} characters)`)
  .nullish();

const hasText = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * SPEC §3 review payload: rating is always 1; `comment` is the public review, `private_comment`
 * the private feedback page's text — exactly one of them, not blank (SPEC §5 'Review text required').
 */
export const reviewInputSchema = z
  .object({
    rating: z.literal(REVIEW_RATING, { error: blankOr(`must be ${REVIEW_RATING}`) }).default(REVIEW_RATING),
    comment: reviewText,
    private_comment: reviewText,
    // The review pages read it from the URL, so it may come as a string.
    booking_id: z
      .union([z.number(), z.string().max(12)], { error: blankOr('is invalid') })
      .pipe(
        z.coerce
          .number<string | number>({ error: 'is invalid' })
          .int('is invalid')
          .positive('is invalid')
          .max(2_147_483_647, 'is invalid'),
      ),
  })
  .superRefine((review, issues) => {
    const publicText = hasText(review.comment);
    const privateText = hasText(review.private_comment);
    if (!publicText && !privateText) {
      issues.addIssue({ code: 'custom', path: ['comment'], message: "can't be blank" });
    } else if (publicText && privateText) {
      issues.addIssue({
        code: 'custom',
        path: ['base'],
        message: 'Send either a public comment or a private comment, not both',
      });
    }
  });
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const createReviewBodySchema = z.object({ review: reviewInputSchema });
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;

export const reviewAttributesSchema = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  athlete_id: z.number().int().nullable(),
  provided_service_id: z.number().int().nullable(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  private_comment: z.string().nullable(),
  created_at: z.string(),
});
export type ReviewAttributes = z.infer<typeof reviewAttributesSchema>;

export const reviewResourceSchema = resourceSchema('review', reviewAttributesSchema);
export const reviewResponseSchema = documentSchema(reviewResourceSchema);

/** A review is public (`comment`, shown on the trainer's page) or private (only the trainer sees it). */
export const REVIEW_KINDS = ['public', 'private'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const reviewListQuerySchema = pageQuerySchema;

/**
 * One public review on the trainer's page: the player's first name only (never their last name
 * or contact), when it was written, and which training it is about (null once the training is gone).
 */
export const publicReviewAttributesSchema = z.object({
  id: z.number().int(),
  player_first_name: z.string(),
  training_name: z.string().nullable(),
  comment: z.string(),
  created_at: z.string(),
});
export type PublicReviewAttributes = z.infer<typeof publicReviewAttributesSchema>;

export const publicReviewListResponseSchema = listDocumentSchema(
  resourceSchema('review', publicReviewAttributesSchema),
);
export type PublicReviewListResponse = z.infer<typeof publicReviewListResponseSchema>;

/** One review as its trainer sees it on the trainer site: either kind, the player's full name. */
export const trainerReviewAttributesSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REVIEW_KINDS),
  /** The public comment or the private feedback, whichever the review is. */
  comment: z.string(),
  booking_id: z.number().int(),
  training_start_date_time: z.string(),
  training_name: z.string().nullable(),
  player: z.object({ first_name: z.string(), last_name: z.string().nullable() }),
  created_at: z.string(),
});
export type TrainerReviewAttributes = z.infer<typeof trainerReviewAttributesSchema>;

export const trainerReviewListResponseSchema = listDocumentSchema(
  resourceSchema('review', trainerReviewAttributesSchema),
);
export type TrainerReviewListResponse = z.infer<typeof trainerReviewListResponseSchema>;
