import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { EmailMessage } from '../integrations/email/mailer';
import type { JobQueue } from '../integrations/jobs/job-queue';
import { QUEUE_SETTINGS } from '../integrations/jobs/pg-boss-queue';

/** The part of an email transport delivery needs (SMTP, or the outbox that delivers nowhere). */
export interface Deliverer {
  deliver(message: EmailMessage): Promise<unknown>;
}

const MAX_ATTEMPTS = QUEUE_SETTINGS['email.deliver'].retryLimit + 1;

/**
 * Delivers one outbox row. The row is claimed (attempts + 1) before the transport is called,
 * so the sweeper never mistakes a message being sent for one whose job was lost. A failure is
 * recorded and thrown, so the queue retries with backoff; the last failure marks it `failed`.
 */
export async function deliverOutboxEmail(
  db: Db,
  transport: Deliverer,
  outboxId: number,
  now: Date,
): Promise<'sent' | 'skipped'> {
  const [row] = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1` })
    .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, 'queued')))
    .returning();
  if (!row) return 'skipped';
  try {
    await transport.deliver({
      kind: row.kind,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db
      .update(emailOutbox)
      .set({
        lastError: message.slice(0, 1000),
        ...(row.attempts >= MAX_ATTEMPTS ? { status: 'failed' } : {}),
      })
      .where(eq(emailOutbox.id, outboxId));
    throw err;
  }
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(eq(emailOutbox.id, outboxId));
  return 'sent';
}

/** Rows never tried a minute after they were written lost their job (a crash): send it again. */
export async function sweepOutbox(db: Db, jobs: JobQueue, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 60_000);
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.status, 'queued'), eq(emailOutbox.attempts, 0), lt(emailOutbox.createdAt, cutoff)),
    )
    .orderBy(emailOutbox.id)
    .limit(200);
  for (const { id } of rows) {
    await jobs.send('email.deliver', { outboxId: id }, { singletonKey: `email-${id}` });
  }
  return rows.length;
}
