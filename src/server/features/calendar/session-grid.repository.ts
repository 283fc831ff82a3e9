// What the session grid (src/shared/domain/session-grid.ts) needs of one trainer: their rules,
// their openings and the sessions they hold in a time range. Read in one round trip.
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_DAYS_AHEAD } from '../../../shared/domain/availability';
import { freeCancellationHoursOf } from '../../../shared/domain/cancellation-policy';
import type { GridService, GridWindow, HeldSession, TrainerRules } from '../../../shared/domain/session-grid';
import type { Db } from '../../db/client';
import { cell, column, epochMs, instant, queryRows, tuples } from './sql-rows';

export interface TrainerGrid {
  rules: TrainerRules;
  /** How many hours before a session its request must be answered (ADR 0030). */
  requestDeadlineHours: number;
  /** Hours of free cancellation a booking made now gets; null: non-refundable (ADR 0046). */
  freeCancellationHours: number | null;
  windows: GridWindow[];
  sessions: HeldSession[];
}

/** A session holding seats, as the grid's SQL writes it (instants as ISO text). */
export const heldSessionRowSchema = z.object({
  provided_service_id: column.int,
  starts_at: column.text,
  blocks_until: column.text,
  seats_taken: column.int,
  seats_withdrawn: column.int,
  max_seats: column.int,
});

export function toHeldSession(s: z.infer<typeof heldSessionRowSchema>): HeldSession {
  return {
    providedServiceId: s.provided_service_id,
    startsAt: new Date(s.starts_at),
    blocksUntil: new Date(s.blocks_until),
    seatsTaken: s.seats_taken,
    seatsWithdrawn: s.seats_withdrawn,
    maxSeats: s.max_seats,
  };
}

export const gridRowSchema = z.object({
  time_zone: column.text,
  buffer_minutes: column.int,
  min_notice_minutes: column.int,
  request_deadline_hours: column.int,
  cancellation_policy: column.text,
  free_cancellation_hours: column.int,
  // [id, from (ms), to (ms), max_slot, service ids]
  windows: tuples<[number, number, number, number, number[]]>(
    cell.int,
    cell.ms,
    cell.ms,
    cell.int,
    cell.ints,
  ),
  // [provided_service_id, starts_at (ms), blocks_until (ms), seats_taken, max_seats, seats_withdrawn]
  sessions: tuples<[number, number, number, number, number, number]>(
    cell.int,
    cell.ms,
    cell.ms,
    cell.int,
    cell.int,
    cell.int,
  ),
});

/**
 * The trainer's rules, openings overlapping [from, until) and the sessions holding seats that
 * reach into it, as columns of the trainer aliased `a` (`gridRowSchema`'s). Openings and sessions
 * come as arrays of numbers (a busy trainer has hundreds of each). A page that reads more of the
 * trainer selects these beside it, in the same statement (`trainerPage`).
 */
export function trainerGridColumns(from: SQL, until: SQL): SQL {
  return sql`a.time_zone, a.buffer_minutes, a.min_notice_minutes, a.request_deadline_hours,
        a.cancellation_policy, a.free_cancellation_hours,
        coalesce((
          SELECT json_agg(json_build_array(e.id, ${epochMs(sql`e.from_time`)}, ${epochMs(sql`e.to_time`)},
            e.max_slot, e.service_ids)
            ORDER BY e.from_time, e.id)
          FROM calendar_entries e
          WHERE e.athlete_id = a.id AND e.to_time > ${from} AND e.from_time < ${until}
            AND e.closed_at IS NULL
        ), '[]'::json) AS windows,
        coalesce((
          SELECT json_agg(json_build_array(s.provided_service_id, ${epochMs(sql`s.starts_at`)},
            ${epochMs(sql`s.blocks_until`)}, s.seats_taken, s.max_seats, s.seats_withdrawn) ORDER BY s.starts_at)
          FROM training_sessions s
          WHERE s.athlete_id = a.id AND s.seats_taken > 0
            AND s.blocks_until > ${from} AND s.starts_at < ${until}
        ), '[]'::json) AS sessions`;
}

/** `trainerGridColumns` as the grid. */
export function toTrainerGrid(row: z.infer<typeof gridRowSchema>): TrainerGrid {
  return {
    rules: {
      timeZone: row.time_zone,
      bufferMinutes: row.buffer_minutes,
      minNoticeMinutes: row.min_notice_minutes,
    },
    requestDeadlineHours: row.request_deadline_hours,
    freeCancellationHours: freeCancellationHoursOf(row.cancellation_policy, row.free_cancellation_hours),
    windows: row.windows.map(([id, fromMs, toMs, maxSeats, serviceIds]) => ({
      id,
      startsAt: new Date(fromMs),
      endsAt: new Date(toMs),
      maxSeats,
      serviceIds,
    })),
    sessions: row.sessions.map(
      ([providedServiceId, startsAt, blocksUntil, seatsTaken, maxSeats, seatsWithdrawn]) => ({
        providedServiceId,
        startsAt: new Date(startsAt),
        blocksUntil: new Date(blocksUntil),
        seatsTaken,
        seatsWithdrawn,
        maxSeats,
      }),
    ),
  };
}

/** The trainer's grid over [from, until) (`trainerGridColumns`); undefined for an unknown trainer. */
export async function loadTrainerGrid(
  db: Db,
  athleteId: number,
  from: Date,
  until: Date,
): Promise<TrainerGrid | undefined> {
  const [row] = await queryRows(
    db,
    sql`
      SELECT ${trainerGridColumns(instant(from), instant(until))}
      FROM athletes a WHERE a.id = ${athleteId}`,
    gridRowSchema,
  );
  return row && toTrainerGrid(row);
}

const DAY = 86_400_000;

/**
 * The trainer's grid a day either side of `start`, where one time is looked for (a booking, a
 * move, a place in line); undefined, as for an unknown trainer, for a time past the bookable year:
 * no opening starts there (MAX_DAYS_AHEAD, a day's slack for time zones).
 */
export async function loadGridAround(
  db: Db,
  athleteId: number,
  start: Date,
  now: Date,
): Promise<TrainerGrid | undefined> {
  if (start.getTime() > now.getTime() + (MAX_DAYS_AHEAD + 1) * DAY) return undefined;
  return loadTrainerGrid(db, athleteId, new Date(start.getTime() - DAY), new Date(start.getTime() + DAY));
}

/** The columns of a service the grid reads, from a drizzle row. */
export function gridService(s: GridService): GridService {
  return {
    id: s.id,
    durationMinutes: s.durationMinutes,
    trainingType: s.trainingType,
    maxSeats: s.maxSeats,
    days: s.days,
    package: s.package,
    packageStart: s.packageStart,
    packageEnd: s.packageEnd,
    sessionsCount: s.sessionsCount,
  };
}

/** The same service from its API attributes (a trainer page's or a schedule's rows). */
export function gridServiceOf(s: {
  id: number;
  duration_minutes: number;
  training_type: GridService['trainingType'];
  max_seats: number;
  days: readonly number[];
  package: boolean;
  package_start: string | null;
  package_end: string | null;
  sessions_count: number | null;
}): GridService {
  return gridService({
    id: s.id,
    durationMinutes: s.duration_minutes,
    trainingType: s.training_type,
    maxSeats: s.max_seats,
    days: s.days,
    package: s.package,
    packageStart: s.package_start,
    packageEnd: s.package_end,
    sessionsCount: s.sessions_count,
  });
}

/** How far past a package's last day its sessions may be looked for (its end day, whole). */
export function gridUntil(now: Date, days: number, packageEnds: readonly (string | null)[]): Date {
  let until = now.getTime() + days * 86_400_000;
  for (const end of packageEnds) {
    if (end === null) continue;
    // The end day runs to midnight in the trainer's zone at the latest; two days covers any zone.
    const endMs = Date.parse(`${end}T00:00:00Z`) + 2 * 86_400_000;
    if (endMs > until) until = endMs;
  }
  return new Date(until);
}
