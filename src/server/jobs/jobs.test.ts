import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../app';
import type { Database } from '../db/client';
import { bookings, emailOutbox } from '../db/schema';
import type { EmailMessage } from '../integrations/email/mailer';
import { createQueuedMailer } from '../integrations/email/queued-mailer';
import { createRecordingJobQueue } from '../integrations/jobs/job-queue';
import { type PgBossQueue, startPgBossQueue } from '../integrations/jobs/pg-boss-queue';
import { createBooking } from '../testing/engagement-factories';
import { createAthlete, createClient, createService } from '../testing/factories';
import { openTestDatabase } from '../testing/test-app';
import { DELIVERY_LEASE_MS, deliverOutboxEmail, messageIdOf, sweepOutbox } from './email-delivery';
import { createJobHandlers } from './handlers';

// The durable queue (pg-boss) on the test database: PGlite here, PostgreSQL in CI's second run.
const silent = { error: () => {}, warn: () => {}, info: () => {} };
const message = (to: string): EmailMessage => ({
  kind: 'test',
  to,
  subject: 'Your training',
  text: 'See you there',
  html: '<p>See you there</p>',
});

let database: Database;
let queue: PgBossQueue | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await queue?.stop();
  queue = undefined;
});
afterAll(async () => {
  await database.close();
});

/** Starts a queue whose workers run the real handlers with the given transport. */
async function startWorkers(
  transport: { deliver(m: EmailMessage): Promise<unknown> },
  pollingIntervalSeconds = 0.5,
) {
  queue = await startPgBossQueue({
    database,
    log: silent,
    pollingIntervalSeconds,
    schedule: false,
    // Retry after a second in tests instead of 30 s with backoff.
    settings: { 'email.deliver': { retryDelay: 1, retryBackoff: false } },
  });
  const ctx = createContext(database, { jobs: queue });
  await queue.work(createJobHandlers({ ctx, transport, log: silent }));
  return ctx;
}

async function outboxRow(to: string) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  return row;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('email through the job queue', () => {
  it('a message sent by a feature is delivered by a worker and marked sent', async () => {
    const delivered: EmailMessage[] = [];
    const ctx = await startWorkers({ deliver: async (m) => void delivered.push(m) });
    await ctx.mailer.send(message('parent1@example.test'));

    const row = await waitFor(
      () => outboxRow('parent1@example.test'),
      (r) => r?.status === 'sent',
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(delivered.map((m) => m.to)).toEqual(['parent1@example.test']);
  });

  it('a message sent while the worker waits for its next poll goes out at once', async () => {
    const delivered: string[] = [];
    // The product's polling (15 s) and longer: only the send's wake-up can explain a quick delivery.
    const ctx = await startWorkers({ deliver: async (m) => void delivered.push(m.to) }, 120);
    // The workers' first fetch (at start) is over: they now sleep until the next poll.
    await new Promise((r) => setTimeout(r, 1500));
    await ctx.mailer.send(message('parent0@example.test'));

    const row = await waitFor(
      () => outboxRow('parent0@example.test'),
      (r) => r?.status === 'sent',
      10_000,
    );
    expect(row?.status).toBe('sent');
    expect(delivered).toEqual(['parent0@example.test']);
  });

  it("a change's messages, queued and sent together, are each delivered once and at once", async () => {
    const delivered: string[] = [];
    // As above: with the product's polling only the send's wake-up delivers them quickly.
    const ctx = await startWorkers({ deliver: async (m) => void delivered.push(m.to) }, 120);
    await new Promise((r) => setTimeout(r, 1500));
    const to = ['family4@example.test', 'trainer4@example.test', 'family5@example.test'];
    const ids = await database.db.transaction((tx) => ctx.mailer.queueAll(tx, to.map(message)));
    expect(ids).toHaveLength(3);
    await ctx.mailer.deliver(ids);
    // Handing the same rows over again (a retried request) sends no second job while theirs waits.
    await ctx.mailer.deliver(ids);

    const rows = await waitFor(
      () => Promise.all(to.map(outboxRow)),
      (rs) => rs.every((r) => r?.status === 'sent'),
      10_000,
    );
    expect(rows.map((r) => r?.status)).toEqual(['sent', 'sent', 'sent']);
    expect(rows.map((r) => r?.attempts)).toEqual([1, 1, 1]);
    expect([...delivered].sort()).toEqual([...to].sort());
  });

  it('a failed delivery is retried and its error recorded until it goes through', async () => {
    let calls = 0;
    const ctx = await startWorkers({
      deliver: async () => {
        calls += 1;
        if (calls === 1) throw new Error('connection refused');
      },
    });
    await ctx.mailer.send(message('parent2@example.test'));

    const failedOnce = await waitFor(
      () => outboxRow('parent2@example.test'),
      (r) => r?.lastError !== null,
    );
    expect(failedOnce?.lastError).toBe('connection refused');
    const row = await waitFor(
      () => outboxRow('parent2@example.test'),
      (r) => r?.status === 'sent',
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('a message queued while no worker ran is delivered after a restart', async () => {
    // Process 1 enqueues and "crashes" before any worker picks the job up.
    const first = await startPgBossQueue({ database, log: silent, schedule: false });
    await createQueuedMailer(database.db, first).send(message('parent3@example.test'));
    await first.stop();
    expect((await outboxRow('parent3@example.test'))?.status).toBe('queued');

    // Process 2 starts its workers and finds the job waiting.
    const delivered: string[] = [];
    await startWorkers({ deliver: async (m) => void delivered.push(m.to) });
    const row = await waitFor(
      () => outboxRow('parent3@example.test'),
      (r) => r?.status === 'sent',
    );
    expect(row?.status).toBe('sent');
    expect(delivered).toEqual(['parent3@example.test']);
  });

  it('the sweeper re-sends a message whose job was lost between the row and the job', async () => {
    // The row was written, then the process died before the job was sent.
    await database.db.insert(emailOutbox).values({
      ...{ kind: 'test', subject: 'Lost', textBody: 'x', htmlBody: '<p>x</p>' },
      toAddress: 'parent4@example.test',
      status: 'queued',
      createdAt: new Date(Date.now() - 5 * 60_000),
    });
    const delivered: string[] = [];
    const ctx = await startWorkers({ deliver: async (m) => void delivered.push(m.to) });
    await ctx.jobs.send('email.sweep', {});
    const row = await waitFor(
      () => outboxRow('parent4@example.test'),
      (r) => r?.status === 'sent',
    );
    expect(row?.status).toBe('sent');
    expect(delivered).toEqual(['parent4@example.test']);
  });
});

describe('a delivery cut off by a crash', () => {
  it('is not started twice while its lease holds, and is sent again by the sweeper once it lapsed', async () => {
    const now = new Date();
    const [row] = await database.db
      .insert(emailOutbox)
      .values({
        ...{ kind: 'test', subject: 'Interrupted', textBody: 'x', htmlBody: '<p>x</p>' },
        toAddress: 'parent5@example.test',
        status: 'queued',
      })
      .returning();
    if (!row) throw new Error('no row');
    // A process claims the row and dies inside the transport call.
    const sent: string[] = [];
    const dying = { deliver: () => new Promise<never>(() => {}) };
    void deliverOutboxEmail(database.db, dying, row.id, now);
    await waitFor(
      () => outboxRow('parent5@example.test'),
      (r) => r?.attempts === 1,
    );
    // Another job for the same row (a retry, the sweeper) during the lease does nothing.
    const recorder = { deliver: async (m: { messageId?: string }) => void sent.push(m.messageId ?? '') };
    expect(await deliverOutboxEmail(database.db, recorder, row.id, now)).toBe('skipped');
    const queue = createRecordingJobQueue();
    expect(await sweepOutbox(database.db, queue, new Date(now.getTime() + 30_000))).toBe(0);

    // Past the lease the sweeper hands it to a new job, which sends it, with the same Message-ID.
    const later = new Date(now.getTime() + DELIVERY_LEASE_MS + 1000);
    await sweepOutbox(database.db, queue, later);
    expect(queue.sent).toEqual([
      { name: 'email.deliver', data: { outboxId: row.id }, options: { singletonKey: `email-${row.id}` } },
    ]);
    expect(await deliverOutboxEmail(database.db, recorder, row.id, later)).toBe('sent');
    expect(sent).toEqual([messageIdOf(row.id)]);
    expect(await outboxRow('parent5@example.test')).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('bookings roll over to completed', () => {
  it('an accepted booking whose training has ended becomes completed and asks for a review', async () => {
    const client = await createClient(database.db, { email: 'roll@example.test' });
    const athlete = await createAthlete(database.db);
    const service = await createService(database.db, athlete);
    const start = new Date('2026-06-01T15:00:00Z');
    const ended = await createBooking(database.db, {
      clientId: client.id,
      athleteId: athlete.id,
      providedServiceId: service.id,
      status: 'accepted',
      start,
    });
    const later = await createBooking(database.db, {
      clientId: client.id,
      athleteId: athlete.id,
      providedServiceId: service.id,
      status: 'accepted',
      start: new Date('2026-06-03T15:00:00Z'),
    });
    // The clock says the first training ended an hour ago; the second is tomorrow.
    queue = await startPgBossQueue({ database, log: silent, pollingIntervalSeconds: 0.5, schedule: false });
    const ctx = createContext(database, { jobs: queue, now: () => new Date('2026-06-02T16:00:00Z') });
    await queue.work(createJobHandlers({ ctx, transport: { deliver: async () => {} }, log: silent }));
    await ctx.jobs.send('bookings.complete-past', {});

    // The completed booking's player is asked for a review, by an email the queue delivers.
    const review = await waitFor(
      () => outboxRow(client.email),
      (r) => r?.status === 'sent',
    );
    expect(review).toMatchObject({ kind: 'review_request', status: 'sent' });
    expect(review?.textBody).toContain(`/feedback/${ended.id}/`);
    const statusOf = async (id: number) =>
      (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;
    expect(await statusOf(ended.id)).toBe('completed');
    expect(await statusOf(later.id)).toBe('accepted');
    const requests = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, client.email));
    expect(requests).toHaveLength(1);
  });
});
