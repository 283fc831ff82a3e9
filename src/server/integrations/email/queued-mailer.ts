import type { Db } from '../../db/client';
import { insertedRow } from '../../db/queries';
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
      const row = await tx
        .insert(emailOutbox)
        .values({
          channel: message.channel ?? 'email',
          kind: message.kind,
          toAddress: message.to,
          subject: message.channel === 'sms' ? '' : message.subject,
          textBody: message.text,
          htmlBody: message.channel === 'sms' ? '' : message.html,
          status: 'queued',
        })
        .returning({ id: emailOutbox.id })
        .then(insertedRow('email_outbox'));
      return row.id;
    },
    async deliver(ids) {
      for (const id of ids) {
        try {
          await jobs.send('email.deliver', { outboxId: id }, { singletonKey: `email-${id}` });
        } catch (err) {
          emailLog.warn({ err, outboxId: id }, 'email job not sent; the sweeper will send it');
        }
      }
    },
    async send(message) {
      await mailer.deliver([await mailer.queue(db, message)]);
    },
  };
  return mailer;
}
