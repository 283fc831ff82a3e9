import { z } from 'zod';
import {
  athleteDetailQuerySchema,
  athleteDetailResponseSchema,
  athleteListQuerySchema,
  athleteListResponseSchema,
  athleteParamsSchema,
} from '../../../shared/api/athletes';
import { groupParamsSchema, groupResponseSchema } from '../../../shared/api/groups';
import type { PublicReads } from '../../../shared/api/public-reads';
import {
  collegeListQuerySchema,
  collegeListResponseSchema,
  collegeParamsSchema,
  collegeResponseSchema,
  schoolScheduleQuerySchema,
  schoolScheduleResponseSchema,
} from '../../../shared/api/schools';
import { sportListResponseSchema } from '../../../shared/api/sports';
import type { AppContext } from '../../context';
import { listAthletes, showAthlete } from '../athletes/athletes.service';
import { showGroup } from '../groups/groups.service';
import { allColleges, showCollege, showCollegeSchedule } from '../schools/schools.service';
import { listSports } from '../sports/sports.service';

/**
 * The public pages' reads for the server's page renderer (ADR 0036): each runs the service
 * function its API route runs, reading its input with the route's schema and shaping its answer
 * with the route's response schema, as the route's serializer does. No HTTP, no JSON between
 * the service and the page; the one JSON is the page state the browser hydrates from. A bad
 * input rejects (the renderer then sends the plain shell); a missing record rejects with 404.
 */
export function pageReads({ db, now }: Pick<AppContext, 'db' | 'now'>): PublicReads {
  return {
    athlete: async (input, providedService) => {
      const { slug } = athleteParamsSchema.parse({ slug: input });
      const query = athleteDetailQuerySchema.parse({ provided_service: providedService });
      return z.encode(
        athleteDetailResponseSchema,
        await showAthlete(db, slug, query.provided_service, now()),
      );
    },
    athletes: async (input) => {
      const { q, page, per_page } = athleteListQuerySchema.parse(input);
      return z.encode(athleteListResponseSchema, await listAthletes(db, q, { page, per_page }, now()));
    },
    college: async (input) => {
      const { id } = collegeParamsSchema.parse({ id: input });
      return z.encode(collegeResponseSchema, await showCollege(db, id));
    },
    colleges: async (input) => {
      const { q } = collegeListQuerySchema.parse(input);
      return z.encode(collegeListResponseSchema, await allColleges(db, q?.name_or_nickname_cont));
    },
    schoolSchedule: async (idOrSlug, input) => {
      const { id } = collegeParamsSchema.parse({ id: idOrSlug });
      const { page, per_page, last_date } = schoolScheduleQuerySchema.parse(input);
      const schedule = await showCollegeSchedule(db, id, { page, per_page }, last_date, now());
      return z.encode(schoolScheduleResponseSchema, schedule);
    },
    sports: async () => z.encode(sportListResponseSchema, await listSports(db)),
    group: async (input) => {
      const { slug } = groupParamsSchema.parse({ slug: input });
      return z.encode(groupResponseSchema, await showGroup(db, slug, now()));
    },
  };
}
