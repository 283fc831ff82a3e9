import { useMutation } from '@tanstack/react-query';
import { type ReviewInput, reviewResponseSchema } from '../../../shared/api/reviews';
import { apiRequest } from '../../lib/api-client';

export function postReview(review: ReviewInput) {
  return apiRequest('/v1/client/reviews', { method: 'POST', body: { review }, schema: reviewResponseSchema });
}

export function useCreateReview() {
  return useMutation({ mutationFn: postReview });
}
