import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import {
  bookingEntries,
  bookings,
  calendarEntries,
  emailOutbox,
  payments,
  sandboxLedger,
} from '../db/schema';
import { reconcileProviderCalls } from '../features/payments/provider-calls.service';
import { createRecordingJobQueue } from '../integrations/jobs/job-queue';
import { sweepOutbox } from '../jobs/email-delivery';
import {
  bookingBody,
  createBookableService,
  createPlayersWithCards,
  createTrainer,
  freeSlotOf,
} from '../testing/booking-factories';
import { createCalendarEntry } from '../testing/factories';
import { jobContext } from '../testing/job-context';
import { freePort, type RunningServer, serverDataForFile, startServer } from './server-process';

// The real server process (node src/server/main.ts with its job queue) on a data directory (or
// a PostgreSQL database with TEST_DATABASE_URL), SIGKILLed in the middle of a stream of paid
// bookings and started again on the same data. Retries carry the same Idempotency-Key, as a
// client that lost its answer would send them.
const PLAYERS = 10;
const OPENINGS = 3;
const SEATS = 7;
const KILL_AFTER = 12;

let server: RunningServer | undefined;
const store = serverDataForFile('crash', () => [server]);

type Outcome = { status: number; id?: number } | { status: 'lost' };

/** Sets up trainers, openings and players with cards, before the server owns the data. */
async function seed(database: Database) {
  const now = new Date();
  const db = database.db;
  const trainer = await createTrainer(db, now);
  const { service, entry } = await createBookableService(db, now, { trainer, seats: SEATS });
  const entries = [entry];
  for (let i = 1; i < OPENINGS; i += 1) {
    entries.push(
      await createCalendarEntry(db, {
        athleteId: trainer.id,
        serviceIds: [service.id],
        from: new Date(now.getTime() + (48 + i * 2) * 3600_000),
        seats: SEATS,
      }),
    );
  }
  const requests = [];
  for (const { player, card } of await createPlayersWithCards(db, now, PLAYERS)) {
    for (const e of entries) {
      requests.push({
        key: `crash-${player.id}-${e.id}`,
        headers: player.headers,
        body: bookingBody(service, e, { card_id: card.id }),
      });
    }
  }
  return { requests, entryIds: entries.map((e) => e.id) };
}

type BookingRequest = Awaited<ReturnType<typeof seed>>['requests'][number];

async function post(baseUrl: string, request: BookingRequest): Promise<Outcome> {
  try {
    const res = await fetch(`${baseUrl}/v1/client/bookings`, {
      method: 'POST',
      headers: { ...request.headers, 'content-type': 'application/json', 'idempotency-key': request.key },
      body: JSON.stringify(request.body),
    });
    const body: { data?: { id?: string } } = await res.json();
    return { status: res.status, ...(body.data?.id ? { id: Number(body.data.id) } : {}) };
  } catch {
    return { status: 'lost' };
  }
}

/** Sends the stream four at a time; `onAnswer` may kill the server mid-stream. */
async function stream(baseUrl: string, requests: BookingRequest[], onAnswer: (done: number) => void) {
  const outcomes = new Map<string, Outcome>();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next];
      next += 1;
      if (!request) break;
      const outcome = await post(baseUrl, request);
      outcomes.set(request.key, outcome);
      if (outcome.status === 'lost') break;
      done += 1;
      onAnswer(done);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return outcomes;
}

describe('SIGKILL in the middle of a booking stream, then a restart', () => {
  it('keeps every acknowledged booking with its payment, takes no money without a booking, loses no email', async () => {
    const {
      data,
      seeded: { requests, entryIds },
    } = await store.prepare(seed);

    const port = await freePort();
    server = await startServer(data.env, port);
    const first = server;
    const before = await stream(first.baseUrl, requests, (done) => {
      if (done === KILL_AFTER) first.child.kill('SIGKILL');
    });
    await first.exited;
    const acknowledged = [...before.values()].flatMap((o) => (o.status === 201 && 'id' in o ? [o] : []));
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER - 4);
    expect(
      [...before.values()].every(
        (o) => o.status === 'lost' || (typeof o.status === 'number' && o.status < 500),
      ),
    ).toBe(true);

    // Restart on the same data; send again whatever got no answer or was never sent.
    server = await startServer(data.env, port);
    const retry = requests.filter((r) => {
      const outcome = before.get(r.key);
      return outcome === undefined || outcome.status === 'lost';
    });
    // The kill really cut the stream.
    expect(retry.length).toBeGreaterThan(0);
    const after = await stream(server.baseUrl, retry, () => {});
    for (const outcome of after.values()) {
      expect(outcome.status === 201 || outcome.status === 200 || outcome.status === 409).toBe(true);
    }
    // Give the restarted workers a moment to deliver the booking emails, then stop politely.
    await new Promise((r) => setTimeout(r, 2000));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const database = await data.open();
    try {
      const db = database.db;
      // The reconciliation job, as it runs every minute, once the cut-off requests' leases passed.
      const later = new Date(Date.now() + 10 * 60_000);
      const reconciler = jobContext(db, () => later, 'http://localhost');
      while ((await reconcileProviderCalls(reconciler)) > 0) {}
      const allBookings = await db.select().from(bookings);
      const allPayments = await db.select().from(payments);
      // Every acknowledged booking survived the crash.
      const storedIds = new Set(allBookings.map((b) => b.id));
      for (const outcome of acknowledged) expect(storedIds.has(outcome.id ?? -1)).toBe(true);
      // One booking per (player, opening) even with retries after the crash.
      expect(new Set(allBookings.map((b) => b.idempotencyKey)).size).toBe(allBookings.length);
      // Every booking has its payment record and every payment its booking.
      for (const booking of allBookings) {
        expect(allPayments.filter((p) => p.bookingId === booking.id)).toHaveLength(1);
      }
      for (const payment of allPayments) expect(storedIds.has(payment.bookingId)).toBe(true);
      // Every hold taken at the provider belongs to a payment, or was voided: a request cut
      // off by the kill leaves its hold to the reconciliation job, which voids it.
      const ledger = await db.select().from(sandboxLedger);
      const held = new Set(allPayments.map((p) => p.providerAuthorizationId));
      const voided = new Set(ledger.filter((l) => l.kind === 'void').map((l) => l.reference));
      const orphans = ledger.filter(
        (l) => l.kind === 'authorization' && l.status === 'succeeded' && !held.has(l.id) && !voided.has(l.id),
      );
      expect(orphans).toEqual([]);
      expect(ledger.filter((l) => l.kind === 'capture' || l.kind === 'charge')).toHaveLength(0);
      // Seats: free + held = capacity on every opening.
      for (const entryId of entryIds) {
        const free = await freeSlotOf(db, entryId);
        const [entry] = await db.select().from(calendarEntries).where(eq(calendarEntries.id, entryId));
        const live = await db
          .select({ id: bookingEntries.id })
          .from(bookingEntries)
          .where(and(eq(bookingEntries.calendarEntryId, entryId), isNull(bookingEntries.releasedAt)));
        expect(free).toBeGreaterThanOrEqual(0);
        expect((entry?.maxSlot ?? 0) - (free ?? 0)).toBe(live.length);
      }
      // No email is stuck: each one is sent, has a job waiting, or is one the sweeper re-enqueues.
      const outbox = await db.select().from(emailOutbox);
      expect(outbox.length).toBeGreaterThan(0);
      const { rows } = await database.executeSql(
        "select data->>'outboxId' as id from pgboss.job where name = 'email.deliver' and state in ('created', 'retry', 'active')",
        [],
      );
      const waiting = new Set(
        rows.map((row) => (typeof row === 'object' && row && 'id' in row ? Number(row.id) : 0)),
      );
      const queue = createRecordingJobQueue();
      await sweepOutbox(db, queue, new Date(Date.now() + 2 * 60_000));
      const swept = new Set(queue.sent.map((job) => ('outboxId' in job.data ? job.data.outboxId : 0)));
      for (const row of outbox) {
        if (row.status === 'sent') continue;
        expect(waiting.has(row.id) || swept.has(row.id), `outbox ${row.id} ${row.status}`).toBe(true);
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
