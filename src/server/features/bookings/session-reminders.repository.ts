import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sessionReminders } from '../../db/schema';
import { instant, isoUtc, queryRows } from '../calendar/sql-rows';

const dueRowSchema = z.object({
  entry_id: z.number().int(),
  booking_id: z.number().int(),
  starts_at: z.string(),
  lead: z.enum(['24h', '2h']),
  recipient: z.enum(['family', 'trainer']),
  /** Whether this side keeps reminder emails on. */
  email: z.boolean(),
  /** The number to text when this side asked for text reminders (ADR 0048), else null. */
  phone: z.string().nullable(),
});
export type DueReminder = z.infer<typeof dueRowSchema>;

/**
 * Reminders due now (ADR 0043): each held session of an accepted booking that starts within
 * 24 hours (but more than 2) or within 2 hours, for each side that keeps reminder emails or
 * texts on (ADR 0048), and not written yet. A session accepted late gets only the reminders whose time has not passed.
 */
export async function findDueReminders(db: Db, now: Date, limit: number): Promise<DueReminder[]> {
  const at = instant(now);
  return queryRows(
    db,
    sql`
      SELECT be.id AS entry_id, b.id AS booking_id, ${isoUtc(sql`be.starts_at`)} AS starts_at, l.lead, r.recipient,
        s.email, s.phone
      FROM booking_entries be
      JOIN bookings b ON b.id = be.booking_id
      JOIN clients c ON c.id = b.client_id
      LEFT JOIN athletes a ON a.id = b.athlete_id
      CROSS JOIN (VALUES ('24h', interval '24 hours'), ('2h', interval '2 hours')) AS l(lead, ahead)
      CROSS JOIN (VALUES ('family'), ('trainer')) AS r(recipient)
      CROSS JOIN LATERAL (
        SELECT
          CASE r.recipient WHEN 'family' THEN c.session_reminders ELSE coalesce(a.session_reminders, false) END AS email,
          CASE r.recipient
            WHEN 'family' THEN CASE WHEN c.text_reminders THEN nullif(c.parent_contact_number, '') END
            ELSE CASE WHEN a.text_reminders THEN nullif(a.contact_number, '') END
          END AS phone
      ) s
      WHERE b.status = 'accepted' AND be.released_at IS NULL
        AND be.starts_at > ${at} AND be.starts_at <= ${at} + l.ahead
        AND (l.lead = '2h' OR be.starts_at > ${at} + interval '2 hours')
        AND (s.email OR s.phone IS NOT NULL)
        AND NOT EXISTS (
          SELECT 1 FROM session_reminders sr
          WHERE sr.booking_entry_id = be.id AND sr.lead = l.lead AND sr.recipient = r.recipient)
      ORDER BY be.starts_at, be.id
      LIMIT ${limit}`,
    dueRowSchema,
  );
}

/** Takes the reminder for this process; false when another one already wrote it. */
export async function claimReminder(
  db: Db,
  due: Pick<DueReminder, 'entry_id' | 'lead' | 'recipient'>,
): Promise<boolean> {
  const rows = await db
    .insert(sessionReminders)
    .values({ bookingEntryId: due.entry_id, lead: due.lead, recipient: due.recipient })
    .onConflictDoNothing()
    .returning({ id: sessionReminders.bookingEntryId });
  return rows.length > 0;
}
