import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AthleteDetailAttributes } from '../../../shared/api/athletes';
import { weekdaySpanStarts } from '../../../shared/domain/display';
import { apiRequest } from '../../lib/api-client';
import { serverReads } from '../../lib/server-reads';

export const athleteKeys = {
  all: ['athletes'] as const,
  detail: (slug: string, providedService?: string) =>
    [...athleteKeys.all, 'detail', slug, providedService ?? null] as const,
  summary: (slug: string) => [...athleteKeys.all, 'summary', slug] as const,
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

/**
 * A trainer's page without its bookable times (`generated_slots`): what the trainer page shows.
 * `weekday_starts` keeps, per training id, the few of its times that say on which weekdays it
 * falls in the visitor's zone (`weekdaySpanStarts`): its card's Days, read on the visitor's
 * calendar like its Next and Last (ADR 0082).
 */
export type AthleteSummary = Omit<AthleteDetailAttributes, 'generated_slots'> & {
  weekday_starts: Record<number, string[]>;
};

/** Per training, the starts of the listed times that decide its weekdays in any zone. */
function weekdayStartsOf(slots: AthleteDetailAttributes['generated_slots']): Record<number, string[]> {
  const starts = new Map<number, string[]>();
  for (const slot of slots) {
    for (const id of slot.selected_trainings) {
      const list = starts.get(id);
      if (list) list.push(slot.training_start_date_time);
      else starts.set(id, [slot.training_start_date_time]);
    }
  }
  return Object.fromEntries([...starts].map(([id, list]) => [id, weekdaySpanStarts(list)]));
}

/**
 * GET /v1/client/athletes/{slug} kept without `generated_slots`, for the pages that show the
 * trainer and their trainings but no times (the trainer page, its schedule, a review): the
 * server-rendered trainer page carries its data in the HTML, and a busy trainer's times are most
 * of it (a year of slots: 112 of 125 KB). Booking and rescheduling ask for the whole answer
 * (`athleteQueryOptions`, by the training's slug), as they did.
 */
export function athleteSummaryQueryOptions(slug: string) {
  return queryOptions({
    queryKey: athleteKeys.summary(slug),
    queryFn: async ({ signal }): Promise<AthleteSummary> => {
      const { generated_slots: times, ...summary } = (await getAthlete(slug, undefined, signal)).data
        .attributes;
      return { ...summary, weekday_starts: weekdayStartsOf(times) };
    },
    meta: { silentError: true },
  });
}

export function useAthleteSummary(slug: string) {
  return useQuery(athleteSummaryQueryOptions(slug));
}
