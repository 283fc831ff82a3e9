import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { trainerReviewListResponseSchema } from '../../../shared/api/reviews';
import { trainerKeys } from './api';
import { trainerRequest } from './trainer-request';

// The trainer's reviews: public reviews and private feedback, newest first.

export const TRAINER_REVIEWS_PAGE_SIZE = 20;

// Under trainerKeys.all, so signing out forgets them with the rest of the trainer's data.
export const trainerReviewKeys = { list: [...trainerKeys.all, 'reviews'] as const };

export function getTrainerReviews(page: number, signal?: AbortSignal) {
  return trainerRequest('/v1/trainer/reviews', {
    schema: trainerReviewListResponseSchema,
    query: { page, per_page: TRAINER_REVIEWS_PAGE_SIZE },
    signal,
  });
}

export const trainerReviewsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: trainerReviewKeys.list,
    queryFn: ({ pageParam, signal }) => getTrainerReviews(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagy.next ?? undefined,
  });

export const useTrainerReviews = () => useInfiniteQuery(trainerReviewsQueryOptions());
