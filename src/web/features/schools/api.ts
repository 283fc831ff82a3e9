import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MAX_UPCOMING_CARDS, PAGE_SIZE } from '../../../shared/constants';
import { apiRequest } from '../../lib/api-client';
import { serverReads } from '../../lib/server-reads';

// The schemas load with the calls, not before them: the router starts the school page's calls
// from this module while the page's code is still downloading (ADR 0010).
const schoolSchemas = () => import('../../../shared/api/schools');
const athleteSchemas = () => import('../../../shared/api/athletes');

export interface TrainerFilters {
  schoolSlug: string;
  gender: 'male' | 'female' | '';
  sportId: number | null;
  athleteType: string;
  location: string;
}

export const schoolKeys = {
  all: ['colleges'] as const,
  detail: (slug: string) => [...schoolKeys.all, 'detail', slug] as const,
  schedule: (slug: string, perPage: number) => [...schoolKeys.all, 'schedule', slug, perPage] as const,
  upcoming: (slug: string) => [...schoolKeys.all, 'upcoming', slug] as const,
  trainers: (filters: TrainerFilters) => ['athletes', 'list', filters] as const,
};

export function getCollege(slug: string, signal?: AbortSignal) {
  const onServer = serverReads();
  if (onServer) return onServer.college(slug);
  return apiRequest(`/v1/colleges/${encodeURIComponent(slug)}`, {
    schema: async () => (await schoolSchemas()).collegeResponseSchema,
    signal,
  });
}

/** GET /v1/client/colleges/{slug}: openings grouped by day; `last_date` continues after a day. */
export function getSchoolSchedule(
  slug: string,
  perPage: number,
  lastDate: string | null,
  signal?: AbortSignal,
) {
  const query = { page: 1, per_page: perPage, last_date: lastDate ?? undefined };
  const onServer = serverReads();
  if (onServer) return onServer.schoolSchedule(slug, query);
  return apiRequest(`/v1/client/colleges/${encodeURIComponent(slug)}`, {
    schema: async () => (await schoolSchemas()).schoolScheduleResponseSchema,
    query,
    signal,
  });
}

/** GET /v1/client/athletes with SPEC §7 filters; empty filters are left out. */
export function getTrainers(filters: TrainerFilters, page: number, signal?: AbortSignal) {
  const query = {
    page,
    per_page: PAGE_SIZE,
    q: {
      college_slug_eql: filters.schoolSlug,
      gender_eq: filters.gender,
      sport_id_eq: filters.sportId ?? undefined,
      athlete_type_eq: filters.athleteType === 'all' ? '' : filters.athleteType,
      athlete_search_eql: filters.location.trim(),
    },
  };
  const onServer = serverReads();
  if (onServer) return onServer.athletes(query);
  return apiRequest('/v1/client/athletes', {
    schema: async () => (await athleteSchemas()).athleteListResponseSchema,
    query,
    signal,
  });
}

export function collegeQueryOptions(slug: string) {
  return queryOptions({
    queryKey: schoolKeys.detail(slug),
    queryFn: ({ signal }) => getCollege(slug, signal),
    select: (response) => response.data.attributes,
    // An unknown school is a page of its own (404), not a toast.
    meta: { silentError: true },
    staleTime: 10 * 60 * 1000,
  });
}

export function useCollege(slug: string) {
  return useQuery(collegeQueryOptions(slug));
}

export function schoolScheduleQueryOptions(slug: string, perPage: number = PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: schoolKeys.schedule(slug, perPage),
    queryFn: ({ pageParam, signal }) => getSchoolSchedule(slug, perPage, pageParam, signal),
    initialPageParam: null as string | null,
    // The page says what failed itself: an unknown school is its 404 page, a later page's failure
    // the list's own retry (no toast beside them).
    meta: { silentError: true },
    // The server pages by day: continue after the last day this page holds.
    getNextPageParam: (last) => {
      if (last.pagy.next === null) return undefined;
      const days = Object.keys(last.data.attributes.schedules).sort();
      return days.at(-1) ?? undefined;
    },
  });
}

export function useSchoolSchedule(slug: string, perPage?: number, enabled = true) {
  return useInfiniteQuery({ ...schoolScheduleQueryOptions(slug, perPage), enabled });
}

/**
 * The school page's upcoming trainings (SPEC §2, at most MAX_UPCOMING_CARDS): the first
 * openings of the schedule's first days, kept as that short list. A busy school's first days
 * hold up to a hundred openings; a page kept them all, and the server-rendered page embedded
 * them all for the browser (ADR 0057).
 */
export function upcomingOpeningsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: schoolKeys.upcoming(slug),
    queryFn: async ({ signal }) => {
      // The server reads the openings shown alone (a busy school's first page holds a hundred).
      const onServer = serverReads();
      if (onServer) return onServer.schoolUpcoming(slug);
      const schedules = (await getSchoolSchedule(slug, MAX_UPCOMING_CARDS, null, signal)).data.attributes
        .schedules;
      return Object.keys(schedules)
        .sort()
        .flatMap((day) => schedules[day] ?? [])
        .slice(0, MAX_UPCOMING_CARDS);
    },
  });
}

export function useUpcomingOpenings(slug: string, enabled = true) {
  return useQuery({ ...upcomingOpeningsQueryOptions(slug), enabled });
}

export function trainersQueryOptions(filters: TrainerFilters, enabled = true) {
  return infiniteQueryOptions({
    queryKey: schoolKeys.trainers(filters),
    queryFn: ({ pageParam, signal }) => getTrainers(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagy.next ?? undefined,
    enabled,
    // Keep the list on screen while a changed filter loads.
    placeholderData: (previous) => previous,
  });
}

export function useTrainers(filters: TrainerFilters, enabled = true) {
  return useInfiniteQuery(trainersQueryOptions(filters, enabled));
}

/** The gender filter a school page's URL names (`/s/{school}/{sport}/mens`). */
export function genderFromSlug(slug: string | undefined): TrainerFilters['gender'] {
  if (slug === 'mens' || slug === 'men' || slug === 'male') return 'male';
  if (slug === 'womens' || slug === 'women' || slug === 'female') return 'female';
  return '';
}

/**
 * The school page's address for these filters: `/s/{school}/{sport}/{gender}` (SPEC §2; `all`
 * for no sport or gender), with the athlete type and the place as `?type=` and `?near=`.
 */
export function schoolFiltersAddress(
  schoolSlug: string,
  filters: { gender: TrainerFilters['gender']; athleteType: string; location: string },
  sportSlug: string | undefined,
): string {
  const gender = filters.gender === 'male' ? 'mens' : filters.gender === 'female' ? 'womens' : undefined;
  const path =
    sportSlug || gender
      ? `/s/${schoolSlug}/${sportSlug ?? 'all'}${gender ? `/${gender}` : ''}`
      : `/s/${schoolSlug}`;
  const search = new URLSearchParams();
  if (filters.athleteType !== 'all') search.set('type', filters.athleteType);
  if (filters.location) search.set('near', filters.location);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The first trainer list of a school page opened without filters (`/s/{school}`). */
export function unfilteredTrainers(schoolSlug: string): TrainerFilters {
  return { schoolSlug, gender: '', sportId: null, athleteType: 'all', location: '' };
}
