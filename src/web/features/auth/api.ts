import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  type AuthResponse,
  authResponseSchema,
  type ClientAttributes,
  clientAttributesSchema,
  clientResponseSchema,
  type SignInBody,
} from '../../../shared/api/clients';
import type { NewPlayer, PlayerAttributes, PlayerChange } from '../../../shared/api/players';
import { apiRequest } from '../../lib/api-client';
import { dismissApiErrors } from '../../lib/notify-error';
import {
  clearAllStorage,
  clearSelectedLocation,
  setAuthToken,
  setStoredUser,
  useAuthToken,
  useStoredUserJson,
} from '../../lib/session-storage';

export const authKeys = {
  currentClient: ['client', 'profile'] as const,
  /** The account's players (ADR 0045). */
  players: ['client', 'players'] as const,
};

// ---- fetchers ----

export function postSession(body: SignInBody) {
  return apiRequest('/v1/client/sessions', { method: 'POST', body, schema: authResponseSchema });
}

export function getCurrentClient(signal?: AbortSignal) {
  return apiRequest('/v1/client/profiles', { schema: clientResponseSchema, signal });
}

export function deleteSession() {
  return apiRequest('/v1/client/sessions', { method: 'DELETE', schema: z.object({ data: z.null() }) });
}

// ---- queries ----

export function currentClientQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: authKeys.currentClient,
    queryFn: async ({ signal }) => {
      const response = await getCurrentClient(signal);
      setStoredUser(response.data.attributes);
      return response;
    },
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}

/** The signed-in client, refreshed from the server whenever a token is stored (SPEC §4). */
export function useCurrentClient() {
  const token = useAuthToken();
  return useQuery(currentClientQueryOptions(token !== null));
}

/** The stored `user` when it still has the shape of a client, else null. */
export function parseStoredUser(json: string | null): ClientAttributes | null {
  if (!json) return null;
  try {
    const parsed = clientAttributesSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The client recorded at sign-in (or last refresh), or null when absent or outdated in shape. */
export function useStoredUser(): ClientAttributes | null {
  const json = useStoredUserJson();
  return useMemo(() => parseStoredUser(json), [json]);
}

/** What the header shows: the server's copy once loaded, the stored copy until then. */
export function useSessionUser(): ClientAttributes | null {
  const token = useAuthToken();
  const storedUser = useStoredUser();
  const { data } = useCurrentClient();
  if (!token) return null;
  return data?.data.attributes ?? storedUser;
}

// ---- mutations ----

function withoutToken(client: AuthResponse['data']): ClientAttributes {
  const { auth_token: _token, ...attributes } = client.attributes;
  return attributes;
}

/**
 * SPEC §4 sign-in: on success fetch the saved cards (a failure is ignored), then store the
 * session, which lets the route guards move the user on. Signing in clears the saved location.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignInBody) => {
      const response = await postSession(body);
      await prefetchSavedCards(queryClient, response.data.attributes.auth_token);
      return response;
    },
    onSuccess: (response) => {
      clearSelectedLocation();
      // A wrong password's "Invalid email or password" is over once the right one went through.
      dismissApiErrors();
      rememberSession(queryClient, response);
    },
  });
}

/** Stores a freshly issued session (sign-in, sign-up); the route guards then move the user on. */
export function rememberSession(queryClient: QueryClient, response: AuthResponse): ClientAttributes {
  const client = withoutToken(response.data);
  queryClient.setQueryData(authKeys.currentClient, {
    data: { id: response.data.id, type: response.data.type, attributes: client },
  });
  setStoredUser(client);
  setAuthToken(response.data.attributes.auth_token);
  return client;
}

/**
 * SPEC §7: after sign-in or sign-up the saved cards are fetched into the cards feature's query
 * (loaded on demand: the pages with a sign-in form carry no card code); a failure is ignored.
 */
export async function prefetchSavedCards(queryClient: QueryClient, token: string): Promise<void> {
  try {
    const { prefetchCards } = await import('../cards/api');
    await prefetchCards(queryClient, token);
  } catch {
    // Cards are optional here; the payment screens load them again.
  }
}

/** Revokes the token on the server, then forgets everything locally, even if the call failed. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteSession,
    meta: { silentError: true },
    onSettled: () => {
      clearAllStorage();
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });
}

// ---- the account's players ----
// The account's players (ADR 0045): `/v1/client/players`. The active one is what
// `/v1/client/profiles` shows (the header, the profile form, checkout's player details), so a
// change of players refreshes the client first and the list after it: a screen keyed by the
// active player then remounts with the new player's profile already in hand.

// The players' schemas load with the first call: the sign-in and sign-up pages, which share
// this module, never make one.
const playerSchemas = () => import('../../../shared/api/players');

export function getPlayers(signal?: AbortSignal) {
  return apiRequest('/v1/client/players', {
    schema: async () => (await playerSchemas()).playerListResponseSchema,
    signal,
  });
}

export function postPlayer(player: NewPlayer) {
  return apiRequest('/v1/client/players', {
    method: 'POST',
    body: { player },
    schema: async () => (await playerSchemas()).playerResponseSchema,
  });
}

export function putPlayer({ id, player }: { id: number; player: PlayerChange }) {
  return apiRequest(`/v1/client/players/${id}`, {
    method: 'PUT',
    body: { player },
    schema: async () => (await playerSchemas()).playerResponseSchema,
  });
}

export function activatePlayer(id: number) {
  return apiRequest(`/v1/client/players/${id}/activate`, {
    method: 'PUT',
    schema: async () => (await playerSchemas()).playerResponseSchema,
  });
}

export function deletePlayer(id: number) {
  return apiRequest(`/v1/client/players/${id}`, {
    method: 'DELETE',
    schema: async () => (await playerSchemas()).playerDeletedResponseSchema,
  });
}

/**
 * The family's players, oldest first, each with `active`; `enabled` false for guests. Where it
 * is read (header, checkout, bookings) it only adds to the active player's screens, so a failure
 * leaves them as they were, without a toast.
 */
export function usePlayers(enabled = true) {
  const token = useAuthToken();
  return useQuery({
    queryKey: authKeys.players,
    queryFn: async ({ signal }) => (await getPlayers(signal)).data.map((p) => p.attributes),
    enabled: enabled && token !== null,
    staleTime: 5 * 60 * 1000,
    meta: { silentError: true },
  });
}

/**
 * Whether the family has more than one player: then bookings name the player each is for.
 * `fetch` false reads only what the header or profile already loaded (the bookings list asks
 * for nothing more than its pages).
 */
export function useSeveralPlayers(fetch = true): boolean {
  return (usePlayers(fetch).data?.length ?? 0) > 1;
}

export function activePlayerOf(players: PlayerAttributes[] | undefined): PlayerAttributes | undefined {
  return players?.find((p) => p.active);
}

/** The profile first (what the active player's screens show), then the list. */
export async function refreshPlayers(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: authKeys.currentClient });
  await queryClient.invalidateQueries({ queryKey: authKeys.players });
}

/** A change of the account's players; a refusal is the server's message, as a toast (SPEC §8). */
function usePlayerMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshPlayers(queryClient) });
}

/** Adds a player; the form also marks the fields the server's errors name. */
export function useAddPlayer() {
  return usePlayerMutation(postPlayer);
}

export function useChangePlayer() {
  return usePlayerMutation(putPlayer);
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

/** The profile's query parameter that opens a player's edit dialog (checkout's Edit, ADR 0045). */
export const EDIT_PLAYER_PARAM = 'player';

/** Where a player's details are edited: the profile's form is the active player's, another's is a dialog. */
export function editPlayerPath(player: { id: number; active: boolean } | null): string {
  return player && !player.active ? `/profile?${EDIT_PLAYER_PARAM}=${player.id}` : '/profile';
}
