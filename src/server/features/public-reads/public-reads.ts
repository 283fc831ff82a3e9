import { z } from 'zod';
import {
  type AthleteListFilter,
  athleteDetailResponseSchema,
  generatedSlotSchema,
} from '../../../shared/api/athletes';
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
import { listedFields } from '../../lib/listed-fields';
import type { PageRequest } from '../../lib/pagination';
import type { ReadCache } from '../../lib/read-cache';
import { listAthletes, showAthlete } from '../athletes/athletes.service';
import { athleteSchedule } from '../calendar/calendar.service';
import { showGroup } from '../groups/groups.service';
import { allColleges, findHighSchools, showCollege, showCollegeSchedule } from '../schools/schools.service';
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

export function createPublicReads(db: Db, now: () => Date, cache: ReadCache) {
  return {
    /** GET /v1/client/athletes/{slug} */
    athlete: cache.define(
      'athlete',
      (_args, document) => [athleteRef(document.data.attributes.id), 'colleges', 'sports'],
      async ({ slug, providedService }: { slug: string; providedService: string | undefined }) => {
        const { data } = await showAthlete(db, slug, providedService, now());
        // The slots (hundreds on a busy trainer's page) are shaped by their schema's field list:
        // zod's encode of them was most of the page's shaping (docs/decisions/0049).
        const slots = data.attributes.generated_slots;
        const document = z.encode(athleteDetailResponseSchema, {
          data: { ...data, attributes: { ...data.attributes, generated_slots: [] } },
        });
        document.data.attributes.generated_slots = listedFields(generatedSlotSchema, slots);
        return document;
      },
    ),
    /** GET /v1/client/athletes */
    athletes: cache.define(
      'athletes',
      (_args, document) => [
        'athletes',
        'colleges',
        'sports',
        ...document.data.map((r) => athleteRef(r.attributes.id)),
      ],
      // Its cards were shaped by their schema when read from PostgreSQL's JSON (zod's parse),
      // its pagy is made by code typed by the schema: encoding again would copy every field
      // once more (docs/decisions/0051; public-reads.test.ts compares the bytes).
      async ({ q, page }: { q: AthleteListFilter | undefined; page: PageRequest }) =>
        listAthletes(db, q, page, now()),
    ),
    /** GET /v1/colleges/{id} */
    college: cache.define(
      'college',
      () => ['colleges'],
      async (idOrSlug: string) => z.encode(collegeResponseSchema, await showCollege(db, idOrSlug)),
    ),
    /** GET /v1/colleges */
    colleges: cache.define(
      'colleges',
      () => ['colleges'],
      async (nameContains: string | undefined) =>
        z.encode(collegeListResponseSchema, await allColleges(db, nameContains)),
    ),
    /** GET /v1/client/colleges/{id} */
    schoolSchedule: cache.define(
      'school-schedule',
      (_args, document) => [`college:${document.data.attributes.id}`, 'colleges'],
      async ({
        idOrSlug,
        page,
        lastDate,
      }: {
        idOrSlug: string;
        page: PageRequest;
        lastDate: string | undefined;
      }) => {
        const { data, pagy } = await showCollegeSchedule(db, idOrSlug, page, lastDate, now());
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
        return document;
      },
    ),
    /** GET /v1/high_schools */
    highSchools: cache.define(
      'high-schools',
      () => ['colleges'],
      async ({ text, page }: { text: string | undefined; page: PageRequest }) =>
        z.encode(highSchoolListResponseSchema, await findHighSchools(db, text, page)),
    ),
    /** GET /v1/sports */
    sports: cache.define(
      'sports',
      () => ['sports'],
      async (_all: null) => z.encode(sportListResponseSchema, await listSports(db)),
    ),
    /** GET /v1/sports/{id} */
    sport: cache.define(
      'sport',
      () => ['sports'],
      async (id: number) => z.encode(sportResponseSchema, await showSport(db, id)),
    ),
    /** GET /v2/athlete/groups/{slug} */
    group: cache.define(
      'group',
      (_args, document) => [
        `group:${document.data.attributes.id}`,
        'colleges',
        'sports',
        ...document.data.attributes.athletes.map((athlete) => athleteRef(athlete.id)),
      ],
      async (slug: string) => z.encode(groupResponseSchema, await showGroup(db, slug, now())),
    ),
    /** GET /v1/client/calendar_entries (an athlete's schedule) */
    athleteSchedule: cache.define(
      'athlete-schedule',
      ({ athleteId }) => [athleteRef(athleteId)],
      async ({ athleteId, page }: { athleteId: number; page: PageRequest }) =>
        z.encode(calendarEntryListResponseSchema, await athleteSchedule(db, athleteId, page, now())),
    ),
  };
}

export type CachedPublicReads = ReturnType<typeof createPublicReads>;
