// Upcoming openings (calendar entries) as the public sees them. An opening is shown only
// while it offers at least one public, published training; "upcoming" means it has not
// started yet (from_time >= now). Its seats left come from the session grid (calendar.service.ts).
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { HeldSession } from '../../../shared/domain/session-grid';
import type { Db } from '../../db/client';
import { trainingTypeEnum } from '../../db/schema';
import { heldSessionRowSchema, toHeldSession } from './session-grid.repository';
import {
  column,
  countSchema,
  instant,
  intArray,
  isoUtc,
  locationRowSchema,
  queryRows,
  serviceLocationsJson,
  visibleService,
} from './sql-rows';

const entryServiceRowSchema = z.object({
  id: column.int,
  name: column.text,
  slug: column.text,
  training_type: z.enum(trainingTypeEnum.enumValues),
  duration_minutes: column.int,
  price_cents: column.int,
  client_service_fee_cents: column.int,
  stripe_fee_cents: column.int,
  package: column.bool,
  max_seats: column.int,
  days: z.array(column.int),
  package_start: column.text.nullable(),
  package_end: column.text.nullable(),
  sessions_count: column.int.nullable(),
  locations: z.array(locationRowSchema).nullable(),
});

const entryRowSchema = z.object({
  id: column.int,
  booking_date: column.text,
  from_time: column.text,
  to_time: column.text,
  max_slot: column.int,
  entry_color: column.text.nullable(),
  athlete_id: column.int,
  time_zone: column.text,
  buffer_minutes: column.int,
  min_notice_minutes: column.int,
  slug: column.text,
  first_name: column.text,
  last_name: column.text,
  profile_image: column.text.nullable(),
  positions: z.array(column.text),
  passing_year: column.int.nullable(),
  jersey_number: column.text.nullable(),
  athlete_type: column.text,
  sport_id: column.int.nullable(),
  sport_name: column.text.nullable(),
  college_nickname: column.text.nullable(),
  college_slug: column.text.nullable(),
  services: z.array(entryServiceRowSchema),
});
export type EntryRow = z.infer<typeof entryRowSchema>;

/**
 * An opening as the statement sends it: the ids of its trainings; its public ones come once for
 * the whole page, on its first row (`offered`), and the others are not listed.
 */
const entryIdsRowSchema = entryRowSchema.omit({ services: true }).extend({
  service_ids: z.array(column.int),
  offered: z.array(entryServiceRowSchema).nullable(),
});

/** The opening aliased `e` is open to families (not closed by time off) and offers a public, published training. */
const offersVisibleService = sql`e.closed_at IS NULL AND EXISTS (
  SELECT 1 FROM provided_services ps WHERE ps.id = ANY(e.service_ids) AND ${visibleService()})`;

/**
 * One query: the openings matching `where` (which sees the opening as `e`), the first `limit`
 * in `order` (openings tied in it then by id), with their trainer and public trainings. The page of ids is picked first, so
 * the rest is worked out only for openings on the page. A training is written out once for the
 * page however many of its openings the page lists (a trainer's week of openings lists the same
 * few trainings): the openings carry their trainings' ids, the first row the trainings (ADR 0073).
 */
async function selectEntries(db: Db, where: SQL, order: SQL, limit: number, offset = 0): Promise<EntryRow[]> {
  const rows = await queryRows(
    db,
    sql`
      WITH picked AS MATERIALIZED (
        SELECT e.id FROM calendar_entries e
        WHERE ${where} AND ${offersVisibleService}
        ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}
      ), offered AS MATERIALIZED (
        SELECT ps.id, ps.name, ps.slug, ps.training_type, ps.duration_minutes, ps.price_cents,
          ps.client_service_fee_cents, ps.stripe_fee_cents, ps.package, ps.max_seats, ps.days,
          ps.package_start, ps.package_end, ps.sessions_count, ${serviceLocationsJson} AS locations
        FROM provided_services ps
        WHERE ps.id IN (SELECT unnest(pe.service_ids) FROM picked JOIN calendar_entries pe ON pe.id = picked.id)
          AND ${visibleService()}
      )
      SELECT e.id, e.booking_date::text AS booking_date, ${isoUtc(sql`e.from_time`)} AS from_time,
        ${isoUtc(sql`e.to_time`)} AS to_time, e.max_slot, e.entry_color,
        a.id AS athlete_id, a.time_zone, a.buffer_minutes, a.min_notice_minutes, a.slug, a.first_name, a.last_name, a.profile_image,
        to_json(a.positions) AS positions, a.passing_year, a.jersey_number,
        a.athlete_type::text AS athlete_type, a.sport_id, s.name AS sport_name,
        c.nickname AS college_nickname, c.slug AS college_slug, e.service_ids,
        CASE WHEN e.id = (SELECT min(id) FROM picked)
          THEN (SELECT json_agg(o ORDER BY o.id) FROM offered o) END AS offered
      FROM picked
      JOIN calendar_entries e ON e.id = picked.id
      JOIN athletes a ON a.id = e.athlete_id
      LEFT JOIN sports s ON s.id = a.sport_id
      LEFT JOIN colleges c ON c.id = a.college_id
      ORDER BY ${order}, e.id`,
    entryIdsRowSchema,
  );
  const offered = new Map(rows.flatMap((row) => row.offered ?? []).map((service) => [service.id, service]));
  return rows.map(({ service_ids, offered: _, ...row }) => ({
    ...row,
    services: service_ids.flatMap((id) => offered.get(id) ?? []),
  }));
}

/**
 * Whether the athlete exists: an unknown or deleted one (ADR 0055) has no schedule page (404), a
 * known one may have no openings.
 */
export async function athleteExists(db: Db, athleteId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 AS found FROM athletes WHERE id = ${athleteId} AND deleted_at IS NULL`,
    z.object({ found: z.number() }),
  );
  return rows.length > 0;
}

/** An athlete's upcoming openings, soonest first. */
export function athleteEntriesPage(db: Db, athleteId: number, now: Date, limit: number, offset: number) {
  return selectEntries(
    db,
    sql`e.athlete_id = ${athleteId} AND e.from_time >= ${instant(now)}`,
    sql`e.from_time, e.id`,
    limit,
    offset,
  );
}

export async function countAthleteEntries(db: Db, athleteId: number, now: Date): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`SELECT count(*) AS count FROM calendar_entries e
        WHERE e.athlete_id = ${athleteId} AND e.from_time >= ${instant(now)} AND ${offersVisibleService}`,
    countSchema,
  );
  return row?.count ?? 0;
}

/**
 * Upcoming openings of a college's athletes, optionally only on days after `after`: read in day
 * order on `calendar_entries_college_date_idx`. An opening's `college_id` is the school whose
 * schedule lists it, kept by the database: its trainer's, none once the trainer is erased
 * (ADR 0056).
 */
function collegeEntryFilter(collegeId: number, now: Date, after: string | undefined): SQL {
  const afterDate = after === undefined ? sql`` : sql` AND e.booking_date > ${after}::date`;
  return sql`e.college_id = ${collegeId} AND e.from_time >= ${instant(now)}${afterDate}`;
}

/**
 * The `offset`-th day (0-based) with upcoming openings of the college, for page-number
 * paging without a `last_date` cursor.
 */
export async function collegeScheduleDayAt(
  db: Db,
  collegeId: number,
  now: Date,
  offset: number,
): Promise<string | undefined> {
  const rows = await queryRows(
    db,
    sql`SELECT DISTINCT e.booking_date::text AS day FROM calendar_entries e
        WHERE ${collegeEntryFilter(collegeId, now, undefined)} AND ${offersVisibleService}
        ORDER BY 1 OFFSET ${offset} LIMIT 1`,
    z.object({ day: column.text }),
  );
  return rows[0]?.day;
}

/**
 * The college's first `limit` upcoming openings (on days after `after`, when given), in
 * day and start order. Bounded by `limit`, so a college with thousands of openings a day
 * costs no more than one with ten.
 */
export function collegeEntriesAfter(
  db: Db,
  collegeId: number,
  now: Date,
  after: string | undefined,
  limit: number,
) {
  // No id tie-break: openings starting together keep the date index's order, so the scan
  // stops after `limit` rows; sorting by id too would read every opening sharing the time.
  return selectEntries(
    db,
    collegeEntryFilter(collegeId, now, after),
    sql`e.booking_date, e.from_time`,
    limit,
  );
}

/**
 * The days of the college's first `limit` upcoming openings, with their ids, in the order of
 * `collegeEntriesAfter`: what a schedule page is cut from, without the openings' trainers and
 * trainings (an index walk on `calendar_entries_college_date_idx`).
 */
export function collegeEntryDays(db: Db, collegeId: number, now: Date, limit: number) {
  return queryRows(
    db,
    sql`SELECT id, booking_date::text AS booking_date FROM (
          SELECT e.id, e.booking_date, e.from_time FROM calendar_entries e
          WHERE ${collegeEntryFilter(collegeId, now, undefined)} AND ${offersVisibleService}
          ORDER BY e.booking_date, e.from_time LIMIT ${limit}) head
        ORDER BY booking_date, from_time, id`,
    z.object({ id: column.int, booking_date: column.text }),
  );
}

/** The openings whose ids are given, in that order, with their trainer and public trainings. */
export async function entriesByIds(db: Db, ids: readonly number[]): Promise<EntryRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectEntries(db, sql`e.id = ANY(${intArray(ids)})`, sql`e.id`, ids.length);
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

const nextAvailabilityRowSchema = z.object({
  athlete_id: column.int,
  from_time: column.text,
  to_time: column.text,
  selected_trainings: z.array(column.int),
  /** Until when it can be booked: its start less the trainer's minimum notice (ADR 0028). */
  closes_at: column.text,
});
export type NextAvailabilityRow = z.infer<typeof nextAvailabilityRowSchema>;

/**
 * The joins that give the trainer whose id is `athleteId` (an SQL expression of the outer query)
 * their next opening with a free seat that offers a public training and can still be booked (it
 * starts no sooner than the trainer's minimum notice from now, as the slots, ADR 0028), as `n`
 * (from_time, to_time, selected_trainings, closes_at; all null when there is none): an index walk
 * on (athlete_id, from_time).
 * An opening offers only its own trainer's trainings, so the trainer's visible ones are looked
 * up once, not per opening (ADR 0023).
 *
 * An opening a held session takes whole is free only while that session has a seat and starts
 * with the opening, and then only for that session's training (a group with seats left is still
 * joined there; the trainer is not free for anything else). Held sessions never overlap (the
 * exclusion constraint), so the one that may take the opening is the last to start at or before
 * it: one index probe on (athlete_id, starts_at) per opening looked at.
 */
export function nextAvailabilityJoins(athleteId: SQL, now: Date): SQL {
  return sql`
      CROSS JOIN LATERAL (
        SELECT coalesce(array_agg(ps.id), '{}') AS ids FROM provided_services ps
        WHERE ps.athlete_id = ${athleteId} AND ${visibleService()}
      ) visible
      LEFT JOIN LATERAL (
        SELECT make_interval(mins => an.min_notice_minutes) AS span FROM athletes an WHERE an.id = ${athleteId}
      ) notice ON true
      LEFT JOIN LATERAL (
        SELECT ${isoUtc(sql`e.from_time`)} AS from_time, ${isoUtc(sql`e.to_time`)} AS to_time, svc.ids AS selected_trainings,
          ${isoUtc(sql`(e.from_time - coalesce(notice.span, interval '0'))`)} AS closes_at
        FROM calendar_entries e
        LEFT JOIN LATERAL (
          SELECT ts.provided_service_id AS service_id, ts.blocks_until,
            ts.seats_taken < ts.max_seats AND ts.starts_at = e.from_time AS has_seat
          FROM training_sessions ts
          WHERE ts.athlete_id = ${athleteId} AND ts.seats_taken > 0 AND ts.starts_at <= e.from_time
          ORDER BY ts.starts_at DESC
          LIMIT 1
        ) held ON held.blocks_until >= e.to_time
        CROSS JOIN LATERAL (
          SELECT json_agg(offered.id ORDER BY offered.id) AS ids
          FROM unnest(e.service_ids) AS offered(id)
          WHERE offered.id = ANY(visible.ids)
            AND (held.service_id IS NULL OR (held.has_seat AND offered.id = held.service_id))
        ) svc
        WHERE e.athlete_id = ${athleteId} AND svc.ids IS NOT NULL AND e.closed_at IS NULL
          AND e.from_time >= ${instant(now)}::timestamptz + coalesce(notice.span, interval '0')
        ORDER BY e.from_time, e.id
        LIMIT 1
      ) n ON true`;
}

/**
 * For each athlete, the next opening with a free seat that offers a public training
 * (`nextAvailabilityJoins`): one query for any number of athletes.
 */
export async function nextAvailabilities(
  db: Db,
  athleteIds: readonly number[],
  now: Date,
): Promise<NextAvailabilityRow[]> {
  if (athleteIds.length === 0) return [];
  return queryRows(
    db,
    sql`
      SELECT ids.id AS athlete_id, n.from_time, n.to_time, n.selected_trainings, n.closes_at
      FROM unnest(${intArray(athleteIds)}) AS ids(id)
      ${nextAvailabilityJoins(sql`ids.id`, now)}
      WHERE n.from_time IS NOT NULL`,
    nextAvailabilityRowSchema,
  );
}

const heldRowSchema = heldSessionRowSchema.extend({ athlete_id: column.int });

/** The sessions holding seats of these trainers that reach into [from, until), by trainer. */
export async function heldSessions(
  db: Db,
  athleteIds: readonly number[],
  from: Date,
  until: Date,
): Promise<Map<number, HeldSession[]>> {
  const byAthlete = new Map<number, HeldSession[]>();
  if (athleteIds.length === 0) return byAthlete;
  const rows = await queryRows(
    db,
    sql`SELECT s.athlete_id, s.provided_service_id, ${isoUtc(sql`s.starts_at`)} AS starts_at,
          ${isoUtc(sql`s.blocks_until`)} AS blocks_until, s.seats_taken, s.seats_withdrawn, s.max_seats
        FROM training_sessions s
        WHERE s.athlete_id = ANY(${intArray(athleteIds)}) AND s.seats_taken > 0
          AND s.blocks_until > ${instant(from)} AND s.starts_at < ${instant(until)}
        ORDER BY s.starts_at`,
    heldRowSchema,
  );
  for (const r of rows) {
    const list = byAthlete.get(r.athlete_id) ?? [];
    list.push(toHeldSession(r));
    byAthlete.set(r.athlete_id, list);
  }
  return byAthlete;
}
