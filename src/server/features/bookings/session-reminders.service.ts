// Session reminders (ADR 0043; texts ADR 0048): written by the `bookings.send-reminders` job
// every minute; each reminder (its email and its text) in one transaction with the row that
// claims it, so a reminder is written exactly once whatever the number of processes, and a
// crash after the commit leaves it to the outbox.
import { textAddress } from '../../../shared/domain/contact';
import type { AppContext } from '../../context';
import type { OutboxMessage } from '../../integrations/email/mailer';
import { findBookingEmailFacts } from './booking-facts.repository';
import { familyReminderEmail, reminderText, trainerReminderEmail } from './emails/session-reminder';
import { claimReminder, findDueReminders } from './session-reminders.repository';

/** Writes every due reminder; returns how many messages were written. */
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
      if (due.recipient === 'trainer' && !facts.trainer) return [];
      const messages: OutboxMessage[] = [];
      if (due.email) {
        messages.push(
          facts.trainer && due.recipient === 'trainer'
            ? trainerReminderEmail(facts, facts.trainer, startsAt, due.lead, ctx.publicUrl)
            : familyReminderEmail(facts, startsAt, due.lead, ctx.publicUrl),
        );
      }
      const phone = textAddress(due.phone);
      if (phone) {
        messages.push(reminderText(facts, due.recipient, phone, startsAt, due.lead, ctx.publicUrl));
      }
      return ctx.mailer.queueAll(tx, messages);
    });
    written += ids.length;
    await ctx.mailer.deliver(ids);
  }
  return written;
}
