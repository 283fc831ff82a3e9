import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { serverReads } from '../../lib/server-reads';

export const groupKeys = {
  all: ['groups'] as const,
  detail: (slug: string) => [...groupKeys.all, 'detail', slug] as const,
};

/** GET /v2/athlete/groups/{slug}: the group and its trainers. */
export function getGroup(slug: string, signal?: AbortSignal) {
  const onServer = serverReads();
  if (onServer) return onServer.group(slug);
  return apiRequest(`/v2/athlete/groups/${encodeURIComponent(slug)}`, {
    // Loaded with the call: the route's loader starts it from the entry chunk (ADR 0010).
    schema: async () => (await import('../../../shared/api/groups')).groupResponseSchema,
    signal,
  });
}

export function groupQueryOptions(slug: string) {
  return queryOptions({
    queryKey: groupKeys.detail(slug),
    queryFn: ({ signal }) => getGroup(slug, signal),
    select: (response) => response.data.attributes,
    // An unknown group is a page of its own (404), not a toast.
    meta: { silentError: true },
  });
}

export function useGroup(slug: string) {
  return useQuery(groupQueryOptions(slug));
}
