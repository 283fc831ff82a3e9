import { z } from 'zod';
import { type AthleteListFilter, athleteDetailResponseSchema } from '../../../shared/api/athletes';
import { calendarEntryAttributesSchema, calendarEntryListResponseSchema } from '../../../shared/api/calendar';
import { groupResponseSchema } from '../../../shared/api/groups';
import {
  collegeListResponseSchema,
  collegeResponseSchema,
  highSchoolListResponseSchema,
  schoolScheduleResponseSchema,
} from '../../../shared/api/schools';
import { sportListResponseSchema, sportResponseSchema } from '../../../shared/api/sports';
import type { Db } from '../../db/client';
import { KeptDocument } from '../../lib/kept-bodies';
import { listedFields, listedFieldsOf } from '../../lib/listed-fields';
import type { PageRequest } from '../../lib/pagination';
import type { ReadCache } from '../../lib/read-cache';
import { listAthletes, showAthlete } from '../athletes/athletes.service';
import { athleteSchedule } from '../calendar/calendar.service';
import { showGroup } from '../groups/groups.service';
import {
  allColleges,
  findHighSchools,
  showCollege,
  showCollegeSchedule,
  showCollegeUpcoming,
} from '../schools/schools.service';
import { listSports, showSport } from '../sports/sports.service';

// The public reads (ADR 0037): what the discovery routes answer anyone, and the server-rendered
// pages are made of (ADR 0036), each through the read cache. An answer is the route's document,
// shaped once by the route's response schema (as its serializer does), and names what it was
// made of in the names the database announces changes in (migration 0011):
//   athlete:{id}  a trainer, their trainings, openings, sessions and reviews
//   college:{id}  a college's schedule (its trainers' openings)
//   group:{id}    a group and who is in it
//   athletes      which trainers a list holds (any trainer's profile)
//   colleges      colleges and high schools; sports: sports and positions

const athleteRef = (id: number) => `athlete:${id}`;

/** The route's document, shaped by its response schema, as the cache keeps it (kept-bodies.ts). */
const kept = <S extends z.ZodType>(schema: S, value: z.output<S>, changesAt?: number) =>
  new KeptDocument(z.encode(schema, value) as z.input<S> & object, changesAt);

export function createPublicReads(db: Db, now: () => Date, cache: ReadCache) {
  /** Seconds the answer stays true by the app's clock, when its read can tell (ADR 0050). */
  const keepFor = (document: KeptDocument<object>) =>
    document.changesAt === undefined ? undefined : (document.changesAt - now().getTime()) / 1000;
  /**
   * A school, the schools, the high schools and the sports: nothing in them changes by the clock,
   * and every write to them is announced (migration 0011), so they are kept as long as answers
   * that can tell (ADR 0081). Kept `READ_CACHE_SECONDS` instead, they made every page showing
   * them (a trainer's, a school's) expire with them, rendered again every 10 s however popular.
   */
  const untilChanged = { keepFor: () => Number.POSITIVE_INFINITY };
  return {
    /** GET /v1/client/athletes/{slug} */
    athlete: cache.define(
      'athlete',
      (_args, kept) => [athleteRef(kept.document.data.attributes.id), 'colleges', 'sports'],
      async ({ slug, providedService }: { slug: string; providedService: string | undefined }) => {
        const { data, changesAt } = await showAthlete(db, slug, providedService, now());
        // Shaped by its schema's field lists, the code's own typed parts: zod's encode of the
        // slots (hundreds on a busy trainer's page) was most of the page's shaping
        // (docs/decisions/0049), and of the rest a twentieth of an uncached page (ADR 0059).
        return new KeptDocument(listedFieldsOf(athleteDetailResponseSchema, { data }), changesAt);
      },
      { keepFor },
    ),
    /** GET /v1/client/athletes */
    athletes: cache.define(
      'athletes',
      (_args, kept) => [
        'athletes',
        'colleges',
        'sports',
        ...kept.document.data.map((r) => athleteRef(r.attributes.id)),
      ],
      // Its cards were shaped by their schema when read from PostgreSQL's JSON (zod's parse),
      // its pagy is made by code typed by the schema: encoding again would copy every field
      // once more (docs/decisions/0051; public-reads.test.ts compares the bytes).
      async ({ q, page }: { q: AthleteListFilter | undefined; page: PageRequest }) => {
        const { list, changesAt } = await listAthletes(db, q, page, now());
        return new KeptDocument(list, changesAt);
      },
      { keepFor },
    ),
    /** GET /v1/colleges/{id} */
    college: cache.define(
      'college',
      // Its count of trainers changes with any of them joining, leaving or deleting their account.
      (_args, kept) => [`college:${kept.document.data.id}`, 'colleges'],
      async (idOrSlug: string) => kept(collegeResponseSchema, await showCollege(db, idOrSlug)),
      untilChanged,
    ),
    /** GET /v1/colleges */
    colleges: cache.define(
      'colleges',
      // Each school's count of trainers: any trainer's row may change one (ADR 0055).
      () => ['colleges', 'athletes'],
      async (nameContains: string | undefined) =>
        kept(collegeListResponseSchema, await allColleges(db, nameContains)),
      untilChanged,
    ),
    /** GET /v1/client/colleges/{id} */
    schoolSchedule: cache.define(
      'school-schedule',
      (_args, kept) => [`college:${kept.document.data.attributes.id}`, 'colleges'],
      async ({
        idOrSlug,
        page,
        lastDate,
      }: {
        idOrSlug: string;
        page: PageRequest;
        lastDate: string | undefined;
      }) => {
        const { data, pagy, changesAt } = await showCollegeSchedule(db, idOrSlug, page, lastDate, now());
        // The openings (up to 100) are shaped by their schema's field list, as a trainer page's
        // slots: zod's encode of them was most of the page's shaping (docs/decisions/0051).
        const { schedules } = data.attributes;
        const document = z.encode(schoolScheduleResponseSchema, {
          data: { ...data, attributes: { ...data.attributes, schedules: {} } },
          pagy,
        });
        for (const [day, entries] of Object.entries(schedules)) {
          document.data.attributes.schedules[day] = listedFields(calendarEntryAttributesSchema, entries);
        }
        return new KeptDocument(document, changesAt);
      },
      { keepFor },
    ),
    /**
     * The school page's upcoming trainings: the first openings of GET /v1/client/colleges/{id}
     * with per_page MAX_UPCOMING_CARDS, read alone (`collegeUpcoming`).
     */
    schoolUpcoming: cache.define(
      'school-upcoming',
      (_args, kept) => [`college:${kept.document.college_id}`, 'colleges'],
      async (idOrSlug: string) => {
        const { collegeId, openings, changesAt } = await showCollegeUpcoming(db, idOrSlug, now());
        return new KeptDocument(
          { college_id: collegeId, openings: listedFields(calendarEntryAttributesSchema, openings) },
          changesAt,
        );
      },
      { keepFor },
    ),
    /** GET /v1/high_schools */
    highSchools: cache.define(
      'high-schools',
      () => ['colleges'],
      async ({ text, page }: { text: string | undefined; page: PageRequest }) =>
        kept(highSchoolListResponseSchema, await findHighSchools(db, text, page)),
      untilChanged,
    ),
    /** GET /v1/sports */
    sports: cache.define(
      'sports',
      () => ['sports'],
      async (_all: null) => kept(sportListResponseSchema, await listSports(db)),
      untilChanged,
    ),
    /** GET /v1/sports/{id} */
    sport: cache.define(
      'sport',
      () => ['sports'],
      async (id: number) => kept(sportResponseSchema, await showSport(db, id)),
      untilChanged,
    ),
    /** GET /v2/athlete/groups/{slug} */
    group: cache.define(
      'group',
      (_args, kept) => [
        `group:${kept.document.data.attributes.id}`,
        'colleges',
        'sports',
        ...kept.document.data.attributes.athletes.map((athlete) => athleteRef(athlete.id)),
      ],
      async (slug: string) => {
        const { document, changesAt } = await showGroup(db, slug, now());
        return kept(groupResponseSchema, document, changesAt);
      },
      { keepFor },
    ),
    /** GET /v1/client/calendar_entries (an athlete's schedule) */
    athleteSchedule: cache.define(
      'athlete-schedule',
      ({ athleteId }) => [athleteRef(athleteId)],
      async ({ athleteId, page }: { athleteId: number; page: PageRequest }) => {
        const { changesAt, ...schedule } = await athleteSchedule(db, athleteId, page, now());
        return kept(calendarEntryListResponseSchema, schedule, changesAt);
      },
      { keepFor },
    ),
  };
}

export type CachedPublicReads = ReturnType<typeof createPublicReads>;
