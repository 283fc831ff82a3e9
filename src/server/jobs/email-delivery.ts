import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { OutgoingMessage } from '../integrations/email/transport';
import type { JobQueue } from '../integrations/jobs/job-queue';
import { QUEUE_SETTINGS } from '../integrations/jobs/pg-boss-queue';

/**
 * The part of the transports delivery needs: takes an email or a text message and hands it to
 * its channel (SMTP, a text provider, or the outbox that delivers nowhere).
 */
export interface Deliverer {
  deliver(message: OutgoingMessage): Promise<unknown>;
}

const MAX_ATTEMPTS = QUEUE_SETTINGS['email.deliver'].retryLimit + 1;

/**
 * How long a delivery holds its row: no other delivery of it starts meanwhile, and a delivery
 * still unfinished after it (its process died) is handed to a new job by the sweeper. Longer
 * than the SMTP transport's own timeouts.
 */
export const DELIVERY_LEASE_MS = 60_000;

/** The same Message-ID for every delivery of one row. */
export const messageIdOf = (outboxId: number) => `<outbox-${outboxId}@trainhub.mail>`;

/**
 * Delivers one outbox row, email or text. The row is claimed (attempts + 1, a lease) before the transport is
 * called, so no two deliveries of it run at once. A failure is recorded and thrown, so the
 * queue retries with backoff; the last failure marks it `failed`.
 */
export async function deliverOutboxEmail(
  db: Db,
  transport: Deliverer,
  outboxId: number,
  now: Date,
): Promise<'sent' | 'skipped'> {
  const [row] = await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      claimedUntil: new Date(now.getTime() + DELIVERY_LEASE_MS),
    })
    .where(
      and(
        eq(emailOutbox.id, outboxId),
        eq(emailOutbox.status, 'queued'),
        or(isNull(emailOutbox.claimedUntil), lt(emailOutbox.claimedUntil, now)),
      ),
    )
    .returning();
  if (!row) return 'skipped';
  try {
    const messageId = messageIdOf(row.id);
    await transport.deliver(
      row.channel === 'sms'
        ? { channel: 'sms', kind: row.kind, to: row.toAddress, text: row.textBody, messageId }
        : {
            channel: 'email',
            kind: row.kind,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
            messageId,
          },
    );
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db
      .update(emailOutbox)
      .set({
        lastError: message.slice(0, 1000),
        claimedUntil: null,
        ...(row.attempts >= MAX_ATTEMPTS ? { status: 'failed' } : {}),
      })
      .where(eq(emailOutbox.id, outboxId));
    throw err;
  }
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null, claimedUntil: null })
    .where(eq(emailOutbox.id, outboxId));
  return 'sent';
}

/**
 * Rows that lost their job are sent again: never tried a minute after they were written (a
 * crash before the job was sent), or whose delivery lease lapsed (a crash mid-delivery).
 * Runs every minute, so either is delivered within about two minutes.
 */
export async function sweepOutbox(db: Db, jobs: JobQueue, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 60_000);
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'queued'),
        or(
          and(eq(emailOutbox.attempts, 0), lt(emailOutbox.createdAt, cutoff)),
          lt(emailOutbox.claimedUntil, now),
        ),
      ),
    )
    .orderBy(emailOutbox.id)
    .limit(200);
  for (const { id } of rows) {
    await jobs.send('email.deliver', { outboxId: id }, { singletonKey: `email-${id}` });
  }
  return rows.length;
}
