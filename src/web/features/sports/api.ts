import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Sport, sportListResponseSchema } from '../../../shared/api/sports';
import { COACH_POSITION_NAMES } from '../../../shared/constants';
import { apiRequest } from '../../lib/api-client';

export const sportKeys = {
  all: ['sports'] as const,
  list: () => [...sportKeys.all, 'list'] as const,
};

export function getSports(signal?: AbortSignal) {
  return apiRequest('/v1/sports', { schema: sportListResponseSchema, signal });
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
