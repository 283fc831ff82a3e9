import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { trainerAgendas } from '../../db/schema';
import { instant, isoUtc, queryRows } from '../calendar/sql-rows';

/** A trainer's agenda email is written from this local hour on (a missed run sends it later). */
export const AGENDA_LOCAL_HOUR = 6;

const dueRowSchema = z.object({
  athlete_id: z.number().int(),
  first_name: z.string(),
  email: z.string(),
  time_zone: z.string(),
  local_date: z.string(),
  day_start: z.string(),
  day_end: z.string(),
  pending_requests: z.number().int(),
});
export type DueAgenda = z.infer<typeof dueRowSchema>;

/**
 * Trainers whose agenda for their local today is due (ADR 0030): the setting is on, it is past
 * 6 AM where they are, none was written for that day yet, and they have a session that day.
 */
export async function findDueAgendas(db: Db, now: Date, limit: number): Promise<DueAgenda[]> {
  const at = instant(now);
  return queryRows(
    db,
    sql`
      WITH local AS (
        SELECT a.id, a.first_name, a.email, a.time_zone,
          (${at} AT TIME ZONE a.time_zone)::date AS local_date,
          extract(hour FROM ${at} AT TIME ZONE a.time_zone)::int AS local_hour
        FROM athletes a
        WHERE a.daily_agenda_email AND a.time_zone IN (SELECT name FROM pg_timezone_names)
      ), days AS (
        SELECT l.*, (l.local_date::timestamp AT TIME ZONE l.time_zone) AS day_start,
          ((l.local_date + 1)::timestamp AT TIME ZONE l.time_zone) AS day_end
        FROM local l
        WHERE l.local_hour >= ${AGENDA_LOCAL_HOUR}
          AND NOT EXISTS (SELECT 1 FROM trainer_agendas t WHERE t.athlete_id = l.id AND t.local_date = l.local_date)
      )
      SELECT d.id AS athlete_id, d.first_name, d.email, d.time_zone, d.local_date::text AS local_date,
        ${isoUtc(sql`d.day_start`)} AS day_start, ${isoUtc(sql`d.day_end`)} AS day_end,
        (SELECT count(*)::int FROM bookings b WHERE b.athlete_id = d.id AND b.status = 'pending') AS pending_requests
      FROM days d
      WHERE EXISTS (
        SELECT 1 FROM booking_entries be JOIN bookings b ON b.id = be.booking_id
        WHERE b.athlete_id = d.id AND b.status IN ('pending', 'accepted', 'incomplete')
          AND be.released_at IS NULL AND be.starts_at >= d.day_start AND be.starts_at < d.day_end
      )
      ORDER BY d.id
      LIMIT ${limit}`,
    dueRowSchema,
  );
}

/** Claims the trainer's day: false when its agenda was already written (by a retry or another process). */
export async function claimAgendaDay(
  db: Db,
  athleteId: number,
  localDate: string,
  sessions: number,
): Promise<boolean> {
  const rows = await db
    .insert(trainerAgendas)
    .values({ athleteId, localDate, sessions })
    .onConflictDoNothing()
    .returning({ athleteId: trainerAgendas.athleteId });
  return rows.length > 0;
}
