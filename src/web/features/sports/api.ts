import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sport } from '../../../shared/api/sports';
import { COACH_POSITION_NAMES } from '../../../shared/constants';
import { apiRequest } from '../../lib/api-client';
import { serverReads } from '../../lib/server-reads';

export const sportKeys = {
  all: ['sports'] as const,
  list: () => [...sportKeys.all, 'list'] as const,
};

export function getSports(signal?: AbortSignal) {
  const onServer = serverReads();
  if (onServer) return onServer.sports();
  return apiRequest('/v1/sports', {
    // Loaded with the call (ADR 0010): a server-rendered school or group page has the list
    // already and need not start zod and the schemas before it is interactive (ADR 0022).
    schema: async () => (await import('../../../shared/api/sports')).sportListResponseSchema,
    signal,
  });
}

const coachPositions: ReadonlySet<string> = new Set(COACH_POSITION_NAMES);

/** SPEC §3: coach positions are never offered to players. */
function toPlayerSports(response: Awaited<ReturnType<typeof getSports>>): Sport[] {
  return response.data.map(({ attributes }) => ({
    ...attributes,
    positions: attributes.positions.filter((position) => !coachPositions.has(position.name)),
  }));
}

export function sportsQueryOptions() {
  return queryOptions({
    queryKey: sportKeys.list(),
    queryFn: ({ signal }) => getSports(signal),
    select: toPlayerSports,
    // The catalogue of sports changes rarely.
    staleTime: 60 * 60 * 1000,
  });
}

export function useSports() {
  return useQuery(sportsQueryOptions());
}
