import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '../../../shared/api/reviews';
import { apiRequest } from '../../lib/api-client';

/** Reviews a trainer's page shows at a time; 6 fill the 1-, 2- and 3-column grids evenly. */
export const PUBLIC_REVIEWS_PAGE_SIZE = 6;

export const reviewKeys = {
  all: ['reviews'] as const,
  publicList: (athleteSlug: string) => ['reviews', 'public', athleteSlug] as const,
};

// ---- fetchers ----
// Schemas load with the call (ADR 0010): the trainer page's reviews section imports this file.

export function postReview(review: ReviewInput) {
  return apiRequest('/v1/client/reviews', {
    method: 'POST',
    body: { review },
    schema: async () => (await import('../../../shared/api/reviews')).reviewResponseSchema,
  });
}

/** GET /v1/client/athletes/{slug}/reviews: public reviews, newest first (open to anyone). */
export function getPublicReviews(athleteSlug: string, page: number, signal?: AbortSignal) {
  return apiRequest(`/v1/client/athletes/${encodeURIComponent(athleteSlug)}/reviews`, {
    schema: async () => (await import('../../../shared/api/reviews')).publicReviewListResponseSchema,
    query: { page, per_page: PUBLIC_REVIEWS_PAGE_SIZE },
    // The trainer page's section is anonymous like the page: the same answer for everyone.
    authToken: null,
    signal,
  });
}

// ---- queries ----

export function publicReviewsQueryOptions(athleteSlug: string) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.publicList(athleteSlug),
    queryFn: ({ pageParam, signal }) => getPublicReviews(athleteSlug, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagy.next ?? undefined,
    // A section below the trainings: if it fails, the page goes on without it (no toast).
    meta: { silentError: true },
  });
}

export function usePublicReviews(athleteSlug: string) {
  return useInfiniteQuery(publicReviewsQueryOptions(athleteSlug));
}

// ---- mutations ----

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReview,
    // The trainer's page shows the new public review when the player goes there next.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
