// The trainer's daily agenda email (ADR 0030): once per trainer and local day, from 6 AM in
// their zone, on days with sessions, unless turned off on the trainer site.
import type { AppContext } from '../../context';
import { countInLineBySlot } from '../waitlist/waitlist.repository';
import { claimAgendaDay, findDueAgendas } from './daily-agenda.repository';
import { dailyAgendaEmail } from './emails/daily-agenda-email';
import { listUpcomingSessions } from './trainer-bookings.repository';
import { toSessions } from './trainer-bookings.serializer';

/** Writes every due agenda; returns how many were written. */
export async function sendDailyAgendas(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl' | 'now'>,
  limit = 200,
): Promise<number> {
  const now = ctx.now();
  let written = 0;
  for (const due of await findDueAgendas(ctx.db, now, limit)) {
    const dayStart = new Date(due.day_start);
    const ids = await ctx.db.transaction(async (tx) => {
      const dayEnd = new Date(due.day_end);
      const rows = await listUpcomingSessions(tx, due.athlete_id, dayStart, dayEnd);
      // Families waiting for a seat in a session (ADR 0047): the trainer sees the line.
      const inLine = await countInLineBySlot(tx, due.athlete_id, new Date(dayStart.getTime() - 1), dayEnd);
      // Only the sessions that start that day (one that began yesterday evening is not today's).
      const sessions = toSessions(rows, [], now, inLine).filter((s) => new Date(s.starts_at) >= dayStart);
      if (!(await claimAgendaDay(tx, due.athlete_id, due.local_date, sessions.length))) return [];
      const message = dailyAgendaEmail({
        firstName: due.first_name,
        to: due.email,
        timeZone: due.time_zone,
        day: dayStart,
        sessions,
        pendingRequests: due.pending_requests,
        publicUrl: ctx.publicUrl,
      });
      return [await ctx.mailer.queue(tx, message)];
    });
    written += ids.length;
    await ctx.mailer.deliver(ids);
  }
  return written;
}
