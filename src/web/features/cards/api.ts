import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cardDeletedResponseSchema,
  cardListResponseSchema,
  cardResponseSchema,
} from '../../../shared/api/cards';
import { apiRequest } from '../../lib/api-client';
import { useAuthToken } from '../../lib/session-storage';
import { savedCardsKey } from '../auth/api';

// Saved cards share the key sign-in warms (SPEC §4: cards are fetched after sign-in).
const cardsKey = [...savedCardsKey, 'parsed'] as const;

// ---- fetchers ----

export function getCards(signal?: AbortSignal) {
  return apiRequest('/v1/client/cards', { schema: cardListResponseSchema, signal });
}

export function deleteCard(id: number) {
  return apiRequest(`/v1/client/cards/${id}`, { method: 'DELETE', schema: cardDeletedResponseSchema });
}

export function makeDefaultCard(id: number) {
  return apiRequest(`/v1/client/cards/${id}/default`, { method: 'PUT', schema: cardResponseSchema });
}

// ---- queries and mutations ----

/** The signed-in client's cards, default first (SPEC §3). */
export function useCards() {
  const token = useAuthToken();
  return useQuery({
    queryKey: cardsKey,
    queryFn: async ({ signal }) => (await getCards(signal)).data.map((card) => card.attributes),
    enabled: token !== null,
  });
}

function useCardMutation<T>(mutationFn: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCardsKey }),
  });
}

export function useDeleteCard() {
  return useCardMutation(deleteCard);
}

export function useMakeDefaultCard() {
  return useCardMutation(makeDefaultCard);
}
