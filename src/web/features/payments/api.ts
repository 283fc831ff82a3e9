import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cardResponseSchema, sandboxTokenResponseSchema } from '../../../shared/api/cards';
import { paymentConfigResponseSchema } from '../../../shared/api/payments';
import { apiRequest } from '../../lib/api-client';
import { cardsKey } from '../cards/api';
import type { toSandboxCard } from './card-fields';

// ---- fetchers ----

/** Which provider tokenises cards in the browser (the sandbox form or Stripe Elements). */
export async function fetchPaymentConfig() {
  return (await apiRequest('/v1/payments/config', { schema: paymentConfigResponseSchema })).data;
}

/** The sandbox's stand-in for Stripe.js: card details in, a single-use token out. */
export function createSandboxToken(card: ReturnType<typeof toSandboxCard>) {
  return apiRequest('/v1/payments/sandbox/tokens', {
    method: 'POST',
    body: { card },
    schema: sandboxTokenResponseSchema,
  });
}

/** Saves the provider's token (sandbox `tok_…` or Stripe `pm_…`) as a card of the signed-in client. */
export async function saveCard(token: string) {
  return (
    await apiRequest('/v1/client/cards', { method: 'POST', body: { token }, schema: cardResponseSchema })
  ).data;
}

// ---- queries and mutations ----

export const paymentConfigKey = ['payments', 'config'] as const;

export function usePaymentConfig() {
  return useQuery({
    queryKey: paymentConfigKey,
    queryFn: fetchPaymentConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves a token as a card, then reloads the saved cards (SPEC §4 Cards). */
export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsKey }),
  });
}
