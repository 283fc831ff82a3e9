import {
  athleteDetailQuerySchema,
  athleteListQuerySchema,
  athleteParamsSchema,
} from '../../../shared/api/athletes';
import { groupParamsSchema } from '../../../shared/api/groups';
import type { PublicReads } from '../../../shared/api/public-reads';
import {
  collegeListQuerySchema,
  collegeParamsSchema,
  schoolScheduleQuerySchema,
} from '../../../shared/api/schools';
import type { CachedPublicReads } from '../public-reads/public-reads';

/**
 * The public pages' reads for the server's page renderer (ADR 0036): each reads what the call's
 * URL would carry with the route's own schemas, then takes the route's answer from the public
 * reads the route itself uses (their cache and service functions, ADR 0037). No HTTP, no JSON
 * between the service and the page (a document the cache keeps packed is parsed back, ADR 0050);
 * the one JSON written is the page state the browser hydrates from.
 * A bad input rejects (the renderer then sends the plain shell); a missing record rejects with 404.
 */
export function pageReads(reads: CachedPublicReads): PublicReads {
  return {
    athlete: async (input, providedService) => {
      const { slug } = athleteParamsSchema.parse({ slug: input });
      const query = athleteDetailQuerySchema.parse({ provided_service: providedService });
      return (await reads.athlete({ slug, providedService: query.provided_service })).document;
    },
    athletes: async (input) => {
      const { q, page, per_page } = athleteListQuerySchema.parse(input);
      return (await reads.athletes({ q, page: { page, per_page } })).document;
    },
    college: async (input) => (await reads.college(collegeParamsSchema.parse({ id: input }).id)).document,
    colleges: async (input) =>
      (await reads.colleges(collegeListQuerySchema.parse(input).q?.name_or_nickname_cont)).document,
    schoolSchedule: async (input, query) => {
      const { id } = collegeParamsSchema.parse({ id: input });
      const { page, per_page, last_date } = schoolScheduleQuerySchema.parse(query);
      return (await reads.schoolSchedule({ idOrSlug: id, page: { page, per_page }, lastDate: last_date }))
        .document;
    },
    schoolUpcoming: async (input) =>
      (await reads.schoolUpcoming(collegeParamsSchema.parse({ id: input }).id)).document.openings,
    sports: async () => (await reads.sports(null)).document,
    group: async (input) => (await reads.group(groupParamsSchema.parse({ slug: input }).slug)).document,
  };
}
