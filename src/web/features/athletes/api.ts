import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { serverReads } from '../../lib/server-reads';

export const athleteKeys = {
  all: ['athletes'] as const,
  detail: (slug: string, providedService?: string) =>
    [...athleteKeys.all, 'detail', slug, providedService ?? null] as const,
};

/** GET /v1/client/athletes/{slug}; `providedService` reveals a private training by its link. */
export function getAthlete(slug: string, providedService?: string, signal?: AbortSignal) {
  const onServer = serverReads();
  if (onServer) return onServer.athlete(slug, providedService);
  return apiRequest(`/v1/client/athletes/${encodeURIComponent(slug)}`, {
    // Loaded with the call, not before it: the trainer page's first load stays small (ADR 0010).
    schema: async () => (await import('../../../shared/api/athletes')).athleteDetailResponseSchema,
    query: { provided_service: providedService },
    signal,
  });
}

export function athleteQueryOptions(slug: string, providedService?: string) {
  return queryOptions({
    queryKey: athleteKeys.detail(slug, providedService),
    queryFn: ({ signal }) => getAthlete(slug, providedService, signal),
    select: (response) => response.data.attributes,
    // A missing trainer is a page of its own (404), not a toast.
    meta: { silentError: true },
  });
}

export function useAthlete(slug: string, providedService?: string) {
  return useQuery(athleteQueryOptions(slug, providedService));
}
