import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cardDeletedResponseSchema,
  cardListResponseSchema,
  cardResponseSchema,
} from '../../../shared/api/cards';
import { apiRequest } from '../../lib/api-client';
import { useAuthToken } from '../../lib/session-storage';

/** The signed-in client's saved cards: fetched at sign-in (SPEC §4), read by every card screen. */
export const cardsKey = ['cards', 'list'] as const;

// ---- fetchers ----

export function getCards(signal?: AbortSignal, authToken?: string) {
  return apiRequest('/v1/client/cards', { schema: cardListResponseSchema, signal, authToken });
}

export function deleteCard(id: number) {
  return apiRequest(`/v1/client/cards/${id}`, { method: 'DELETE', schema: cardDeletedResponseSchema });
}

export function makeDefaultCard(id: number) {
  return apiRequest(`/v1/client/cards/${id}/default`, { method: 'PUT', schema: cardResponseSchema });
}

// ---- queries and mutations ----

function cardsQueryOptions(authToken?: string) {
  return queryOptions({
    queryKey: cardsKey,
    queryFn: async ({ signal }) => (await getCards(signal, authToken)).data.map((card) => card.attributes),
  });
}

/** SPEC §4: after sign-in or sign-up the saved cards are fetched; a failure is ignored. */
export function prefetchCards(queryClient: QueryClient, authToken: string): Promise<void> {
  return queryClient.prefetchQuery(cardsQueryOptions(authToken));
}

/** The signed-in client's cards, default first (SPEC §3). */
export function useCards() {
  const token = useAuthToken();
  return useQuery({ ...cardsQueryOptions(), enabled: token !== null });
}

function useCardMutation<T>(mutationFn: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsKey }),
  });
}

export function useDeleteCard() {
  return useCardMutation(deleteCard);
}

export function useMakeDefaultCard() {
  return useCardMutation(makeDefaultCard);
}
