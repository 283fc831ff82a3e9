import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type NewPlayer,
  type PlayerAttributes,
  type PlayerChange,
  playerDeletedResponseSchema,
  playerListResponseSchema,
  playerResponseSchema,
} from '../../../shared/api/players';
import { apiRequest } from '../../lib/api-client';
import { useAuthToken } from '../../lib/session-storage';
import { authKeys } from '../auth/api';

// The account's players (ADR 0045): `/v1/client/players`. The active one is what
// `/v1/client/profiles` shows (the header, the profile form, checkout's player details), so a
// change of players refreshes the client first and the list after it: a screen keyed by the
// active player then remounts with the new player's profile already in hand.

export const playerKeys = {
  list: ['client', 'players'] as const,
};

// ---- fetchers ----

export function getPlayers(signal?: AbortSignal) {
  return apiRequest('/v1/client/players', { schema: playerListResponseSchema, signal });
}

export function postPlayer(player: NewPlayer) {
  return apiRequest('/v1/client/players', { method: 'POST', body: { player }, schema: playerResponseSchema });
}

export function putPlayer({ id, player }: { id: number; player: PlayerChange }) {
  return apiRequest(`/v1/client/players/${id}`, {
    method: 'PUT',
    body: { player },
    schema: playerResponseSchema,
  });
}

export function activatePlayer(id: number) {
  return apiRequest(`/v1/client/players/${id}/activate`, { method: 'PUT', schema: playerResponseSchema });
}

export function deletePlayer(id: number) {
  return apiRequest(`/v1/client/players/${id}`, { method: 'DELETE', schema: playerDeletedResponseSchema });
}

// ---- queries ----

/** The family's players, oldest first, each with `active`; `enabled` false for guests. */
export function usePlayers(enabled = true) {
  const token = useAuthToken();
  return useQuery({
    queryKey: playerKeys.list,
    queryFn: async ({ signal }) => (await getPlayers(signal)).data.map((p) => p.attributes),
    enabled: enabled && token !== null,
    staleTime: 5 * 60 * 1000,
  });
}

export function activePlayerOf(players: PlayerAttributes[] | undefined): PlayerAttributes | undefined {
  return players?.find((p) => p.active);
}

/** The profile first (what the active player's screens show), then the list. */
export async function refreshPlayers(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: authKeys.currentClient });
  await queryClient.invalidateQueries({ queryKey: playerKeys.list });
}

// ---- mutations ----

function usePlayerMutation<V, R>(mutationFn: (variables: V) => Promise<R>, silentError = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => refreshPlayers(queryClient),
    meta: { silentError },
  });
}

/** Adds a player; the form shows the server's field errors itself. */
export function useAddPlayer() {
  return usePlayerMutation(postPlayer, true);
}

export function useChangePlayer() {
  return usePlayerMutation(putPlayer, true);
}

/** Makes a player the active one: what depends on the client is refetched. */
export function useActivatePlayer() {
  return usePlayerMutation(activatePlayer);
}

/** Removes a player; a refusal (bookings, the last one) is the server's message, as a toast. */
export function useRemovePlayer() {
  return usePlayerMutation(deletePlayer);
}

/** "Riley Player", as the lists write a player. */
export function playerName(p: { first_name: string; last_name: string }): string {
  return `${p.first_name} ${p.last_name}`.trim();
}
