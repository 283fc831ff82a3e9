import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AthleteType } from '../../../shared/constants';
import type { Db } from '../../db/client';
import {
  athletes,
  colleges,
  groupAthletes,
  privacySettingEnum,
  serviceGenderEnum,
  serviceStatusEnum,
  sports,
  trainingTypeEnum,
} from '../../db/schema';
import {
  column,
  locationRowSchema,
  queryRows,
  serviceLocationsJson,
  visibleService,
} from '../calendar/sql-rows';
import { escapeLike } from '../schools/schools.repository';
import type { LocationSearch } from './location-search';

export interface AthleteFilter {
  collegeSlug?: string | undefined;
  gender?: 'male' | 'female' | undefined;
  sportId?: number | undefined;
  athleteType?: AthleteType | undefined;
  location?: LocationSearch | null | undefined;
  groupId?: number | undefined;
  /** Start of a first name, a last name or a full name ('first last'), any case. */
  nameStart?: string | undefined;
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
  if (f.nameStart !== undefined) {
    // The full name covers a first name's start and 'first last'; the last name is the other way
    // people look a trainer up. No index serves these yet (a sequential scan: ADR 0034).
    const prefix = escapeLike(f.nameStart);
    conditions.push(
      or(
        sql`lower(${athletes.firstName} || ' ' || ${athletes.lastName}) LIKE lower(${prefix}) || '%'`,
        sql`lower(${athletes.lastName}) LIKE lower(${prefix}) || '%'`,
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
  // columns (sorting full cards is several times slower, ADR 0023).
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
  id: column.int,
  name: column.text,
  slug: column.text,
  slug_title: column.text,
  privacy_setting: z.enum(privacySettingEnum.enumValues),
  training_type: z.enum(trainingTypeEnum.enumValues),
  price_cents: column.int,
  client_service_fee_cents: column.int,
  stripe_fee_cents: column.int,
  description: column.text.nullable(),
  duration_minutes: column.int,
  gender: z.enum(serviceGenderEnum.enumValues),
  min_grade: column.int.nullable(),
  max_grade: column.int.nullable(),
  max_seats: column.int,
  days: z.array(column.int),
  image_url: column.text.nullable(),
  status: z.enum(serviceStatusEnum.enumValues),
  package: column.bool,
  package_start: column.text.nullable(),
  package_end: column.text.nullable(),
  sessions_count: column.int.nullable(),
  hidden_from_trainer_page: column.bool,
  book_all_sessions_hint: column.bool,
  cancellation_policy: column.text,
  free_cancellation_hours: column.int,
  locations: z.array(locationRowSchema).nullable(),
});
export type ServiceRow = z.infer<typeof serviceRowSchema>;

/**
 * The trainer's visible training options, in one query whatever their number. What can be
 * booked of each is the session grid's to say (athletes.service.ts).
 */
export function athleteServices(
  db: Db,
  athleteId: number,
  privateSlugs: readonly string[],
): Promise<ServiceRow[]> {
  return queryRows(
    db,
    sql`
      SELECT ps.id, ps.name, ps.slug, ps.slug_title, ps.privacy_setting::text AS privacy_setting,
        ps.training_type::text AS training_type, ps.price_cents, ps.client_service_fee_cents,
        ps.stripe_fee_cents, ps.description, ps.duration_minutes, ps.gender::text AS gender,
        ps.min_grade, ps.max_grade, ps.max_seats, to_json(ps.days) AS days, ps.image_url,
        ps.status::text AS status, ps.package, ps.package_start::text AS package_start,
        ps.package_end::text AS package_end, ps.sessions_count, ps.hidden_from_trainer_page,
        ps.book_all_sessions_hint, a.cancellation_policy, a.free_cancellation_hours,
        ${serviceLocationsJson} AS locations
      FROM provided_services ps JOIN athletes a ON a.id = ps.athlete_id
      WHERE ps.athlete_id = ${athleteId} AND ${visibleService(privateSlugs)}
      ORDER BY ps.id`,
    serviceRowSchema,
  );
}
