// Session reminders (ADR 0043): written by the `bookings.send-reminders` job every minute; each
// in its own transaction with the row that claims it, so a reminder is written exactly once
// whatever the number of processes, and a crash after the commit leaves it to the outbox.
import type { AppContext } from '../../context';
import { findBookingEmailFacts } from './booking-facts.repository';
import { familyReminderEmail, trainerReminderEmail } from './emails/session-reminder';
import { claimReminder, findDueReminders } from './session-reminders.repository';

/** Writes every due reminder; returns how many were written. */
export async function sendSessionReminders(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl' | 'now'>,
  limit = 500,
): Promise<number> {
  const now = ctx.now();
  let written = 0;
  for (const due of await findDueReminders(ctx.db, now, limit)) {
    const ids = await ctx.db.transaction(async (tx) => {
      if (!(await claimReminder(tx, due))) return [];
      const facts = await findBookingEmailFacts(tx, due.booking_id, now);
      if (!facts) return [];
      const startsAt = new Date(due.starts_at);
      if (due.recipient === 'family') {
        return [await ctx.mailer.queue(tx, familyReminderEmail(facts, startsAt, due.lead, ctx.publicUrl))];
      }
      if (!facts.trainer) return [];
      return [
        await ctx.mailer.queue(
          tx,
          trainerReminderEmail(facts, facts.trainer, startsAt, due.lead, ctx.publicUrl),
        ),
      ];
    });
    written += ids.length;
    await ctx.mailer.deliver(ids);
  }
  return written;
}
