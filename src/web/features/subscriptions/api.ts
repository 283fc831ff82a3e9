import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema } from '../../../shared/api/clients';
import { type SubscriptionInput, subscriptionResponseSchema } from '../../../shared/api/subscriptions';
import { apiRequest } from '../../lib/api-client';

/** POST /v1/client/subscribed_provided_services: answers 201 with the subscription. */
export function postSubscription(input: SubscriptionInput) {
  return apiRequest('/v1/client/subscribed_provided_services', {
    method: 'POST',
    body: { subscribed_provided_service: input },
    schema: subscriptionResponseSchema,
  });
}

/** DELETE /v1/client/subscribed_provided_services/{id}: the id or the email link's token. */
export function deleteSubscription(idOrToken: string) {
  return apiRequest(`/v1/client/subscribed_provided_services/${encodeURIComponent(idOrToken)}`, {
    method: 'DELETE',
    schema: z.object({ data: z.unknown() }),
  });
}

export function useDisableNotifications() {
  return useMutation({ mutationFn: deleteSubscription });
}

/**
 * POST /v1/client/subscribed_provided_services/{id}/disable_link: a numeric id opened without
 * signing in; the subscriber is emailed the link that disables (ADR 0031).
 */
export function requestDisableLink(id: string) {
  return apiRequest(`/v1/client/subscribed_provided_services/${encodeURIComponent(id)}/disable_link`, {
    method: 'POST',
    schema: messageResponseSchema,
    authToken: null,
  });
}

export function useRequestDisableLink() {
  return useMutation({ mutationFn: requestDisableLink });
}
