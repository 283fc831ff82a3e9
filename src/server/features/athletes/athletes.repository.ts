import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { athleteResourceSchema } from '../../../shared/api/athletes';
import type { AthleteType } from '../../../shared/constants';
import type { Db } from '../../db/client';
import {
  athleteFacetCounts,
  athletes,
  colleges,
  groupAthletes,
  privacySettingEnum,
  serviceGenderEnum,
  serviceStatusEnum,
  sports,
  trainingTypeEnum,
} from '../../db/schema';
import { nextAvailabilityJoins } from '../calendar/calendar.repository';
import {
  gridRowSchema,
  type TrainerGrid,
  toTrainerGrid,
  trainerGridColumns,
} from '../calendar/session-grid.repository';
import {
  column,
  instant,
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

/** A trainer who deleted their account (ADR 0055) is in no list, search or group page. */
export const listedAthlete = isNull(athletes.deletedAt);

/** The trainer's own columns the list filters by, on `athletes` or on its facet counts. */
type FacetColumns = Pick<
  typeof athletes | typeof athleteFacetCounts,
  'collegeId' | 'gender' | 'sportId' | 'athleteType'
>;

/** The filter's conditions on the columns `athlete_facet_counts` is kept by (ADR 0059). */
function facetConditions(f: AthleteFilter, t: FacetColumns): SQL[] {
  const conditions: SQL[] = [];
  if (f.collegeSlug !== undefined) {
    // A sub-select keeps the athletes' (college_id, first_name, id) index usable.
    conditions.push(
      eq(
        t.collegeId,
        sql`(SELECT ${colleges.id} FROM ${colleges} WHERE ${colleges.slug} = ${f.collegeSlug})`,
      ),
    );
  }
  if (f.gender !== undefined) conditions.push(eq(t.gender, f.gender));
  if (f.sportId !== undefined) conditions.push(eq(t.sportId, f.sportId));
  if (f.athleteType !== undefined) conditions.push(eq(t.athleteType, f.athleteType));
  return conditions;
}

/** The filter's other conditions: a group, a name, a place. */
function otherConditions(f: AthleteFilter): SQL[] {
  const conditions: SQL[] = [];
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
    const byName = or(
      sql`lower(${athletes.firstName} || ' ' || ${athletes.lastName}) LIKE lower(${prefix}) || '%'`,
      sql`lower(${athletes.lastName}) LIKE lower(${prefix}) || '%'`,
    );
    if (byName) conditions.push(byName);
  }
  const loc = f.location;
  if (loc?.kind === 'zip') conditions.push(eq(athletes.zip, loc.zip));
  if (loc?.kind === 'place') {
    // lower(state), lower(city): the expressions of athletes_location_idx.
    if (loc.state !== undefined) conditions.push(sql`lower(${athletes.state}) = lower(${loc.state})`);
    if (loc.city !== undefined) conditions.push(sql`lower(${athletes.city}) = lower(${loc.city})`);
  }
  return conditions;
}

function filterWhere(f: AthleteFilter): SQL | undefined {
  return and(listedAthlete, ...facetConditions(f, athletes), ...otherConditions(f));
}

/**
 * How many trainers match the filter (`where`: its conditions on `athletes`). A filter on the
 * trainer's own columns alone (school, gender, sport, type) sums the few rows of
 * `athlete_facet_counts` that match it (ADR 0059); any other counts the trainers.
 */
function matchingCount(f: AthleteFilter, where: SQL): SQL {
  if (otherConditions(f).length > 0) return sql`(SELECT count(*)::int FROM ${athletes} WHERE ${where})`;
  const facets = and(...facetConditions(f, athleteFacetCounts)) ?? sql`true`;
  return sql`(SELECT coalesce(sum(${athleteFacetCounts.athletes}), 0)::int FROM ${athleteFacetCounts} WHERE ${facets})`;
}

const byName = [asc(athletes.firstName), asc(athletes.lastName), asc(athletes.id)];

/** Trainer cards matching the filter, by first name, last name, id (a group page's trainers). */
export function selectAthleteCards(db: Db, filter: AthleteFilter) {
  return db
    .select(cardColumns)
    .from(athletes)
    .leftJoin(colleges, eq(colleges.id, athletes.collegeId))
    .leftJoin(sports, eq(sports.id, athletes.sportId))
    .where(filterWhere(filter))
    .orderBy(...byName);
}
export type AthleteCardRow = Awaited<ReturnType<typeof selectAthleteCards>>[number];

/**
 * A trainer card as the list answers it (`athleteResourceSchema`, the same fields and values
 * `toAthleteListAttributes` makes of a card row and its next availability), written as JSON by
 * PostgreSQL for the trainer aliased `a`, with `c` their college, `s` their sport and `n` their
 * next availability (`nextAvailabilityJoins`).
 */
const cardJson = sql`json_build_object('id', a.id::text, 'type', 'athlete', 'attributes', json_build_object(
  'id', a.id, 'slug', a.slug, 'first_name', a.first_name, 'last_name', a.last_name,
  'profile_image', a.profile_image, 'gender', a.gender, 'athlete_type', a.athlete_type,
  'sport_name', s.name, 'sport_id', a.sport_id, 'position', a.positions,
  'passing_year', a.passing_year, 'jersey_number', a.jersey_number, 'city', a.city,
  'state', a.state, 'hometown', a.hometown, 'private_email', a.private_email,
  'private_contact_number', a.private_contact_number, 'college_id', a.college_id,
  'college', c.nickname, 'college_name', c.name, 'high_school', a.high_school, 'club', a.club,
  'profile_description', a.profile_description, 'facebook', a.facebook, 'twitter', a.twitter,
  'instagram', a.instagram, 'tiktok', a.tiktok, 'website', a.website, 'time_zone', a.time_zone,
  'sport', s.name, 'latitude', a.latitude, 'longitude', a.longitude,
  'email', CASE WHEN a.private_email THEN NULL ELSE a.email END,
  'contact_number', CASE WHEN a.private_contact_number THEN NULL ELSE a.contact_number END,
  'college_slug', c.slug, 'college_color_code', c.color_code,
  'next_availability', CASE WHEN n.from_time IS NULL THEN NULL ELSE json_build_object(
    'selected_trainings', n.selected_trainings, 'from_time', n.from_time, 'to_time', n.to_time) END))`;

const cardPageRowSchema = z.object({
  count: column.int,
  athletes: z.array(athleteResourceSchema),
  /** The first time the clock alone changes a card: its next opening's booking closing. */
  changes_at: column.text.nullable(),
});

/**
 * A page of the trainers matching the filter (by first name, last name, id) as the list's
 * cards, with how many match: one statement, whose cards PostgreSQL writes as JSON (ADR 0051).
 * The page's ids are sorted first on narrow rows; only the page then gets its joins and wide
 * columns (sorting full cards is several times slower, ADR 0023).
 * The page's size is written into the text (a bounded set: validated page sizes), so that
 * PostgreSQL can keep one plan for each; an offset travels as a parameter.
 */
export async function athleteCardPage(
  db: Db,
  filter: AthleteFilter,
  window: { limit: number; offset: number },
  now: Date,
): Promise<z.infer<typeof cardPageRowSchema>> {
  if (!Number.isSafeInteger(window.limit) || window.limit < 0) throw new Error('Bad page size');
  const where = filterWhere(filter) ?? sql`true`;
  const [row] = await queryRows(
    db,
    sql`
      SELECT ${matchingCount(filter, where)} AS count, p.athletes, p.changes_at
        FROM (SELECT coalesce(json_agg(${cardJson} ORDER BY a.first_name, a.last_name, a.id), '[]') AS athletes,
            min(n.closes_at) AS changes_at
          FROM (
            SELECT ${athletes.id} AS id FROM ${athletes} WHERE ${where}
            ORDER BY ${athletes.firstName}, ${athletes.lastName}, ${athletes.id}
            LIMIT ${sql.raw(String(window.limit))}${window.offset > 0 ? sql` OFFSET ${window.offset}` : sql``}
          ) page
          JOIN athletes a ON a.id = page.id
          LEFT JOIN colleges c ON c.id = a.college_id
          LEFT JOIN sports s ON s.id = a.sport_id
          ${nextAvailabilityJoins(sql`a.id`, now)}
        ) p`,
    cardPageRowSchema,
  );
  return row ?? { count: 0, athletes: [], changes_at: null };
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
 * A visible training option of the trainer aliased `a` (`ps`): what the trainer page lists of it.
 * What can be booked of each is the session grid's to say (athletes.service.ts).
 */
const serviceColumns = sql`ps.id, ps.name, ps.slug, ps.slug_title, ps.privacy_setting::text AS privacy_setting,
        ps.training_type::text AS training_type, ps.price_cents, ps.client_service_fee_cents,
        ps.stripe_fee_cents, ps.description, ps.duration_minutes, ps.gender::text AS gender,
        ps.min_grade, ps.max_grade, ps.max_seats, to_json(ps.days) AS days, ps.image_url,
        ps.status::text AS status, ps.package, ps.package_start::text AS package_start,
        ps.package_end::text AS package_end, ps.sessions_count, ps.hidden_from_trainer_page,
        ps.book_all_sessions_hint, a.cancellation_policy, a.free_cancellation_hours,
        ${serviceLocationsJson} AS locations`;

const trainerPageRowSchema = gridRowSchema.extend({
  card: athleteResourceSchema,
  /** When the card's next availability stops being bookable (its notice), if it has one. */
  changes_at: column.text.nullable(),
  /** The day of the trainer's latest opening (past ones count). */
  latest_booking_date: column.text.nullable(),
  services: z.array(serviceRowSchema),
});

/**
 * Everything the trainer page reads, in one statement whatever the number of trainings or
 * openings (issue 23: one round trip where one will do): the trainer's card with its next
 * availability (the list's, `cardJson`), the day of their latest opening, their visible trainings
 * (public ones, and a private one named by the page's link: its slug, or the part after the
 * trainer's slug), and their session grid from `now` to `horizon`, or to the last day of a
 * package listed if later (`gridUntil`). Undefined for no trainer (or a deleted one).
 */
export async function trainerPage(
  db: Db,
  slug: string,
  privateSlug: string | undefined,
  now: Date,
  horizon: Date,
): Promise<TrainerPageRow | undefined> {
  const privateSlugs = privateSlug === undefined ? [] : [privateSlug, sql`a.slug || '-' || ${privateSlug}`];
  const [row] = await queryRows(
    db,
    sql`
      SELECT ${cardJson} AS card, n.closes_at AS changes_at,
        (SELECT ce.booking_date::text FROM calendar_entries ce
          WHERE ce.athlete_id = a.id ORDER BY ce.from_time DESC, ce.id DESC LIMIT 1) AS latest_booking_date,
        v.services,
        ${trainerGridColumns(
          instant(now),
          sql`greatest(${instant(horizon)}, (v.last_package_end + 2)::timestamp AT TIME ZONE 'UTC')`,
        )}
      FROM (SELECT * FROM ${athletes} WHERE ${athletes.slug} = ${slug} AND ${listedAthlete} LIMIT 1) a
      LEFT JOIN colleges c ON c.id = a.college_id
      LEFT JOIN sports s ON s.id = a.sport_id
      ${nextAvailabilityJoins(sql`a.id`, now)}
      CROSS JOIN LATERAL (
        SELECT coalesce(json_agg(o ORDER BY o.id), '[]'::json) AS services,
          max(o.package_end)::date AS last_package_end
        FROM (SELECT ${serviceColumns} FROM provided_services ps
          WHERE ps.athlete_id = a.id AND ${visibleService(privateSlugs)}) o
      ) v`,
    trainerPageRowSchema,
  );
  if (!row) return undefined;
  return {
    card: row.card.attributes,
    changesAt: row.changes_at,
    latestBookingDate: row.latest_booking_date,
    services: row.services,
    grid: toTrainerGrid(row),
  };
}
export interface TrainerPageRow {
  card: z.infer<typeof athleteResourceSchema>['attributes'];
  changesAt: string | null;
  latestBookingDate: string | null;
  services: ServiceRow[];
  grid: TrainerGrid;
}
