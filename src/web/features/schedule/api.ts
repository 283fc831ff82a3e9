import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { calendarEntryListResponseSchema } from '../../../shared/api/calendar';
import { PAGE_SIZE } from '../../../shared/constants';
import { apiRequest } from '../../lib/api-client';

export const scheduleKeys = {
  all: ['calendar_entries'] as const,
  athlete: (athleteId: string) => [...scheduleKeys.all, 'athlete', athleteId] as const,
};

/** GET /v1/client/calendar_entries?id={athleteId}&page&per_page=10 (SPEC §7). */
export function getAthleteSchedule(athleteId: string, page: number, signal?: AbortSignal) {
  return apiRequest('/v1/client/calendar_entries', {
    schema: calendarEntryListResponseSchema,
    query: { id: athleteId, page, per_page: PAGE_SIZE },
    signal,
  });
}

export function athleteScheduleQueryOptions(athleteId: string) {
  return infiniteQueryOptions({
    queryKey: scheduleKeys.athlete(athleteId),
    queryFn: ({ pageParam, signal }) => getAthleteSchedule(athleteId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagy.next ?? undefined,
    // The page shows its own failures: an unknown athlete (404) is its not-found page.
    meta: { silentError: true },
  });
}

/** An id the API could know: a positive whole number (anything else is a page nobody has). */
export const isAthleteId = (id: string) => /^[1-9]\d{0,15}$/.test(id);

export function useAthleteSchedule(athleteId: string) {
  return useInfiniteQuery({ ...athleteScheduleQueryOptions(athleteId), enabled: isAthleteId(athleteId) });
}
