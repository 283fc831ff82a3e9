import type { z } from 'zod';
import type { AthleteDetailResponse, AthleteListResponse, athleteListQuerySchema } from './athletes';
import type { CalendarEntryAttributes } from './calendar';
import type { GroupResponse } from './groups';
import type {
  CollegeListQuery,
  collegeListResponseSchema,
  collegeResponseSchema,
  SchoolScheduleResponse,
  schoolScheduleQuerySchema,
} from './schools';
import type { sportListResponseSchema } from './sports';

/**
 * The public reads a server-rendered page is made of (ADR 0036), one per API call the public
 * pages send. The browser makes them over HTTP (src/web/features/.../api.ts); the server's page
 * renderer is given the same reads answered by the service functions the API routes call
 * (src/server/features/web-pages/page-reads.ts). Each takes what the call's URL carries, as the
 * route's own schemas read it, and resolves to the route's response document. A read of
 * something that does not exist rejects with an error whose `statusCode` is 404, as the route
 * answers 404.
 */
export interface PublicReads {
  /** GET /v1/client/athletes/{slug} */
  athlete(slug: string, providedService?: string): Promise<AthleteDetailResponse>;
  /** GET /v1/client/athletes */
  athletes(query: z.input<typeof athleteListQuerySchema>): Promise<AthleteListResponse>;
  /** GET /v1/colleges/{id} */
  college(idOrSlug: string): Promise<z.output<typeof collegeResponseSchema>>;
  /** GET /v1/colleges */
  colleges(query: CollegeListQuery): Promise<z.output<typeof collegeListResponseSchema>>;
  /** GET /v1/client/colleges/{id} */
  schoolSchedule(
    idOrSlug: string,
    query: z.input<typeof schoolScheduleQuerySchema>,
  ): Promise<SchoolScheduleResponse>;
  /**
   * The school page's upcoming trainings: the first MAX_UPCOMING_CARDS openings of
   * GET /v1/client/colleges/{id}?per_page=MAX_UPCOMING_CARDS, in its order (the browser reads
   * that page; the server reads those openings alone).
   */
  schoolUpcoming(idOrSlug: string): Promise<CalendarEntryAttributes[]>;
  /** GET /v1/sports */
  sports(): Promise<z.output<typeof sportListResponseSchema>>;
  /** GET /v2/athlete/groups/{slug} */
  group(slug: string): Promise<GroupResponse>;
}
