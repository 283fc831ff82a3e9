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
import { apiRequest } from '../../lib/api-client';
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
