import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../shared/constants';
import { apiRequest } from '../../lib/api-client';
import { serverReads } from '../../lib/server-reads';

// The landing page's search by school or trainer name (ADR 0034). The schemas load with the
// calls, never on the landing page's first load (ADR 0010).
const schoolSchemas = () => import('../../../shared/api/schools');
const athleteSchemas = () => import('../../../shared/api/athletes');

export const landingSearchKeys = {
  schools: (text: string) => ['colleges', 'search', text] as const,
  trainers: (text: string) => ['athletes', 'search', text] as const,
};

/** The search text of the landing page's URL (`/?q=`), or '' when there is none. */
export function searchTextOf(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, 100);
}

/** GET /v1/colleges?q[name_or_nickname_cont]: schools whose name or nickname contains the text. */
export function getSchoolsNamed(text: string, signal?: AbortSignal) {
  const query = { q: { name_or_nickname_cont: text } };
  const onServer = serverReads();
  if (onServer) return onServer.colleges(query);
  return apiRequest('/v1/colleges', {
    schema: async () => (await schoolSchemas()).collegeListResponseSchema,
    query,
    signal,
  });
}

/** GET /v1/client/athletes?q[name_start]: the first page of trainers whose name starts with the text. */
export function getTrainersNamed(text: string, signal?: AbortSignal) {
  const query = { page: 1, per_page: PAGE_SIZE, q: { name_start: text } };
  const onServer = serverReads();
  if (onServer) return onServer.athletes(query);
  return apiRequest('/v1/client/athletes', {
    schema: async () => (await athleteSchemas()).athleteListResponseSchema,
    query,
    signal,
  });
}

export function schoolSearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: landingSearchKeys.schools(text),
    queryFn: ({ signal }) => getSchoolsNamed(text, signal),
    select: (response) => response.data.map((resource) => resource.attributes),
  });
}

export function trainerSearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: landingSearchKeys.trainers(text),
    queryFn: ({ signal }) => getTrainersNamed(text, signal),
    select: (response) => ({
      trainers: response.data.map((resource) => resource.attributes),
      more: response.pagy.next !== null,
    }),
  });
}

export function useSchoolSearch(text: string) {
  return useQuery({ ...schoolSearchQueryOptions(text), enabled: text !== '' });
}

export function useTrainerSearch(text: string) {
  return useQuery({ ...trainerSearchQueryOptions(text), enabled: text !== '' });
}
