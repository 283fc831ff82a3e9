import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type JoinWaitlistBody,
  waitlistEntryResponseSchema,
  waitlistListResponseSchema,
} from '../../../shared/api/waitlist';
import { apiRequest } from '../../lib/api-client';
import { useAuthToken } from '../../lib/session-storage';

// The waitlist of full slots (ADR 0047): the account's places in line, join, leave, one place.

export const waitlistKeys = {
  all: ['waitlist'] as const,
  list: ['waitlist', 'list'] as const,
  detail: (id: number) => ['waitlist', 'detail', id] as const,
};

export function waitlistQueryOptions() {
  return queryOptions({
    queryKey: waitlistKeys.list,
    queryFn: ({ signal }) =>
      apiRequest('/v1/client/waitlist', { schema: waitlistListResponseSchema, signal }),
  });
}

/** The signed-in account's places in line; nothing is asked while signed out. */
export function useWaitlist() {
  const token = useAuthToken();
  return useQuery({ ...waitlistQueryOptions(), enabled: token !== null });
}

export function useWaitlistEntry(id: number) {
  return useQuery({
    queryKey: waitlistKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/v1/client/waitlist/${id}`, { schema: waitlistEntryResponseSchema, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinWaitlistBody) =>
      apiRequest('/v1/client/waitlist', { method: 'POST', body, schema: waitlistEntryResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
    // The full times say why a player may not wait (their grade, the training's gender).
    meta: { silentError: true },
  });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/v1/client/waitlist/${id}`, { method: 'DELETE', schema: waitlistEntryResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
  });
}
