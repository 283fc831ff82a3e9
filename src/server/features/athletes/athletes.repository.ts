import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AthleteType } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { athletes, colleges, groupAthletes, sports } from '../../db/schema';
import {
  instant,
  locationRowSchema,
  queryRows,
  serviceLocationsJson,
  visibleService,
} from '../calendar/sql-rows';
import type { LocationSearch } from './location-search';

export interface AthleteFilter {
  collegeSlug?: string | undefined;
  gender?: 'male' | 'female' | undefined;
  sportId?: number | undefined;
  athleteType?: AthleteType | undefined;
  location?: LocationSearch | null | undefined;
  groupId?: number | undefined;
}

// What a trainer card needs; never the password hash or payout account.
const cardColumns = {
  id: athletes.id,
  slug: athletes.slug,
  firstName: athletes.firstName,
  lastName: athletes.lastName,
  email: athletes.email,
  contactNumber: athletes.contactNumber,
  privateEmail: athletes.privateEmail,
  privateContactNumber: athletes.privateContactNumber,
  profileImage: athletes.profileImage,
  gender: athletes.gender,
  sportId: athletes.sportId,
  sportName: sports.name,
  positions: athletes.positions,
  passingYear: athletes.passingYear,
  jerseyNumber: athletes.jerseyNumber,
  city: athletes.city,
  state: athletes.state,
  hometown: athletes.hometown,
  latitude: athletes.latitude,
  longitude: athletes.longitude,
  collegeId: athletes.collegeId,
  collegeName: colleges.name,
  collegeNickname: colleges.nickname,
  collegeSlug: colleges.slug,
  collegeColorCode: colleges.colorCode,
  highSchool: athletes.highSchool,
  club: athletes.club,
  profileDescription: athletes.profileDescription,
  facebook: athletes.facebook,
  twitter: athletes.twitter,
  instagram: athletes.instagram,
  tiktok: athletes.tiktok,
  website: athletes.website,
  athleteType: athletes.athleteType,
  timeZone: athletes.timeZone,
};

function filterWhere(f: AthleteFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.collegeSlug !== undefined) {
    // A sub-select keeps the athletes' (college_id, first_name, id) index usable.
    conditions.push(
      eq(
        athletes.collegeId,
        sql`(SELECT ${colleges.id} FROM ${colleges} WHERE ${colleges.slug} = ${f.collegeSlug})`,
      ),
    );
  }
  if (f.gender !== undefined) conditions.push(eq(athletes.gender, f.gender));
  if (f.sportId !== undefined) conditions.push(eq(athletes.sportId, f.sportId));
  if (f.athleteType !== undefined) conditions.push(eq(athletes.athleteType, f.athleteType));
  if (f.groupId !== undefined) {
    conditions.push(
      inArray(
        athletes.id,
        sql`(SELECT ${groupAthletes.athleteId} FROM ${groupAthletes} WHERE ${groupAthletes.groupId} = ${f.groupId})`,
      ),
    );
  }
  const loc = f.location;
  if (loc?.kind === 'zip') conditions.push(eq(athletes.zip, loc.zip));
  if (loc?.kind === 'place') {
    // lower(state), lower(city): the expressions of athletes_location_idx.
    if (loc.state !== undefined) conditions.push(sql`lower(${athletes.state}) = lower(${loc.state})`);
    if (loc.city !== undefined) conditions.push(sql`lower(${athletes.city}) = lower(${loc.city})`);
  }
  return and(...conditions);
}

const byName = [asc(athletes.firstName), asc(athletes.lastName), asc(athletes.id)];

/** Trainer cards matching the filter, by first name, last name, id. */
export function selectAthleteCards(
  db: Db,
  filter: AthleteFilter,
  window?: { limit: number; offset: number },
) {
  const where = filterWhere(filter);
  // The page's ids are sorted first on narrow rows; only the page then gets its joins and wide
  // columns (sorting 100k full cards took 4x as long).
  const pageIds = window
    ? inArray(
        athletes.id,
        db
          .select({ id: athletes.id })
          .from(athletes)
          .where(where)
          .orderBy(...byName)
          .limit(window.limit)
          .offset(window.offset),
      )
    : where;
  return db
    .select(cardColumns)
    .from(athletes)
    .leftJoin(colleges, eq(colleges.id, athletes.collegeId))
    .leftJoin(sports, eq(sports.id, athletes.sportId))
    .where(pageIds)
    .orderBy(...byName);
}
export type AthleteCardRow = Awaited<ReturnType<typeof selectAthleteCards>>[number];

export async function countAthletes(db: Db, filter: AthleteFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(athletes).where(filterWhere(filter));
  return row?.n ?? 0;
}

/** One trainer by slug, with the day of their latest opening (past ones count). */
export async function findAthleteBySlug(db: Db, slug: string) {
  const latest = sql<string | null>`(
    SELECT ce.booking_date::text FROM calendar_entries ce
    WHERE ce.athlete_id = athletes.id ORDER BY ce.from_time DESC, ce.id DESC LIMIT 1)`;
  const [row] = await db
    .select({ ...cardColumns, latestBookingDate: latest })
    .from(athletes)
    .leftJoin(colleges, eq(colleges.id, athletes.collegeId))
    .leftJoin(sports, eq(sports.id, athletes.sportId))
    .where(eq(athletes.slug, slug))
    .limit(1);
  return row;
}

const serviceRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  slug_title: z.string(),
  privacy_setting: z.enum(['public', 'private']),
  training_type: z.enum(['virtual', 'individual', 'group']),
  price_cents: z.number().int(),
  client_service_fee_cents: z.number().int(),
  stripe_fee_cents: z.number().int(),
  description: z.string().nullable(),
  duration_minutes: z.number().int(),
  gender: z.enum(['male', 'female', 'unisex']),
  min_grade: z.number().int().nullable(),
  max_grade: z.number().int().nullable(),
  max_seats: z.number().int(),
  days: z.array(z.number().int()),
  image_url: z.string().nullable(),
  status: z.enum(['draft', 'published', 'unpublished']),
  package: z.boolean(),
  package_start: z.string().nullable(),
  package_end: z.string().nullable(),
  sessions_count: z.number().int().nullable(),
  hidden_from_trainer_page: z.boolean(),
  book_all_sessions_hint: z.boolean(),
  locations: z.array(locationRowSchema).nullable(),
  free_seats: z.number().int(),
  min_free_seats: z.number().int(),
  upcoming_entries: z.number().int(),
  next_id: z.number().int().nullable(),
  next_date: z.string().nullable(),
  last_id: z.number().int().nullable(),
  last_date: z.string().nullable(),
  package_current: z.boolean(),
});
export type ServiceRow = z.infer<typeof serviceRowSchema>;

/**
 * The trainer's visible training options with their availability, in one query whatever
 * their number: seats over upcoming openings (from_time >= now, the rule of bookableSlots),
 * the first and last upcoming opening with a free seat, and whether a package still runs
 * (its end day not before today in the trainer's time zone).
 *
 * One pass over the trainer's upcoming openings (index on athlete_id, from_time) and their
 * links, aggregated per training: an opening only ever offers its own trainer's trainings
 * (the trainer side checks it), so the trainer's openings are all the openings of these
 * trainings. Per-training lateral scans read every link three times (ADR 0023).
 */
export function athleteServices(
  db: Db,
  athleteId: number,
  privateSlugs: readonly string[],
  now: Date,
): Promise<ServiceRow[]> {
  return queryRows(
    db,
    sql`
      WITH ps AS MATERIALIZED (
        SELECT ps.* FROM provided_services ps
        WHERE ps.athlete_id = ${athleteId} AND ${visibleService(privateSlugs)}
      ),
      st AS (
        SELECT ces.provided_service_id AS service_id, sum(e.free_slot)::int AS free_seats,
          min(e.free_slot)::int AS min_free_seats, count(*)::int AS upcoming_entries,
          array_agg(e.id ORDER BY e.from_time, e.id) FILTER (WHERE e.free_slot > 0) AS open_ids
        FROM calendar_entries e
        JOIN calendar_entry_services ces ON ces.calendar_entry_id = e.id
        WHERE e.athlete_id = ${athleteId} AND e.from_time >= ${instant(now)}
          AND ces.provided_service_id IN (SELECT id FROM ps)
        GROUP BY ces.provided_service_id
      )
      SELECT ps.id, ps.name, ps.slug, ps.slug_title, ps.privacy_setting::text AS privacy_setting,
        ps.training_type::text AS training_type, ps.price_cents, ps.client_service_fee_cents,
        ps.stripe_fee_cents, ps.description, ps.duration_minutes, ps.gender::text AS gender,
        ps.min_grade, ps.max_grade, ps.max_seats, to_json(ps.days) AS days, ps.image_url,
        ps.status::text AS status, ps.package, ps.package_start::text AS package_start,
        ps.package_end::text AS package_end, ps.sessions_count, ps.hidden_from_trainer_page,
        ps.book_all_sessions_hint, ${serviceLocationsJson} AS locations,
        coalesce(st.free_seats, 0) AS free_seats, coalesce(st.min_free_seats, 0) AS min_free_seats,
        coalesce(st.upcoming_entries, 0) AS upcoming_entries,
        nx.id AS next_id, nx.booking_date::text AS next_date, ls.id AS last_id, ls.booking_date::text AS last_date,
        coalesce(ps.package_end >= (${instant(now)} AT TIME ZONE a.time_zone)::date, false) AS package_current
      FROM ps
      JOIN athletes a ON a.id = ps.athlete_id
      LEFT JOIN st ON st.service_id = ps.id
      LEFT JOIN calendar_entries nx ON nx.id = st.open_ids[1]
      LEFT JOIN calendar_entries ls ON ls.id = st.open_ids[cardinality(st.open_ids)]
      ORDER BY ps.id`,
    serviceRowSchema,
  );
}
