import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupResponseSchema } from '../../../shared/api/groups';
import { apiRequest } from '../../lib/api-client';

export const groupKeys = {
  all: ['groups'] as const,
  detail: (slug: string) => [...groupKeys.all, 'detail', slug] as const,
};

/** GET /v2/athlete/groups/{slug}: the group and its trainers. */
export function getGroup(slug: string, signal?: AbortSignal) {
  return apiRequest(`/v2/athlete/groups/${encodeURIComponent(slug)}`, {
    schema: groupResponseSchema,
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
