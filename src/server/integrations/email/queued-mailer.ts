import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from './mailer';
import { emailLog } from './send-safely';

/**
 * The mailer features use (ADR 0012, ADR 0029, ADR 0048): the message, email or text, is
 * first a `queued` row of `email_outbox`, written in the transaction of the change it
 * announces, then an `email.deliver` job hands it to its channel's transport (SMTP, a text
 * provider, or none for the local outbox) with retries. The sweeper re-enqueues rows whose job was never sent or whose delivery was cut
 * short by a crash, so no message is lost.
 */
export function createQueuedMailer(db: Db, jobs: JobQueue): Mailer {
  const mailer: Mailer = {
    async queue(tx, message) {
      const [id] = await mailer.queueAll(tx, [message]);
      if (id === undefined) throw new Error('email_outbox: no row inserted');
      return id;
    },
    async queueAll(tx, messages) {
      if (messages.length === 0) return [];
      const rows = await tx
        .insert(emailOutbox)
        .values(
          messages.map((message) => ({
            channel: message.channel ?? 'email',
            kind: message.kind,
            toAddress: message.to,
            subject: message.channel === 'sms' ? '' : message.subject,
            textBody: message.text,
            htmlBody: message.channel === 'sms' ? '' : message.html,
            status: 'queued' as const,
          })),
        )
        .returning({ id: emailOutbox.id });
      if (rows.length !== messages.length) throw new Error('email_outbox: rows missing after insert');
      return rows.map((r) => r.id);
    },
    async deliver(ids) {
      if (ids.length === 0) return;
      try {
        // One job per row, sent in one statement.
        await jobs.sendAll(
          'email.deliver',
          ids.map((id) => ({ data: { outboxId: id }, options: { singletonKey: `email-${id}` } })),
        );
      } catch (err) {
        emailLog.warn({ err, outboxIds: ids }, 'email jobs not sent; the sweeper will send them');
      }
    },
    async send(message) {
      await mailer.deliver([await mailer.queue(db, message)]);
    },
  };
  return mailer;
}
