import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from './mailer';

/**
 * The mailer features use (ADR 0012): the message is first a `queued` row of `email_outbox`,
 * then an `email.deliver` job hands it to the transport (SMTP, or none for the local outbox)
 * with retries. The row is written before the job, and the sweeper re-enqueues rows left
 * `queued`, so a crash between the two loses no message.
 */
export function createQueuedMailer(db: Db, jobs: JobQueue): Mailer {
  return {
    async send(message) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          kind: message.kind,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          status: 'queued',
        })
        .returning({ id: emailOutbox.id });
      if (row) await jobs.send('email.deliver', { outboxId: row.id }, { singletonKey: `email-${row.id}` });
    },
  };
}
