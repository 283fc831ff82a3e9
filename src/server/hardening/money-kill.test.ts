import { eq, isNull, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import {
  bookingEntries,
  bookings,
  emailOutbox,
  payments,
  providerCalls,
  sandboxLedger,
  trainingSessions,
} from '../db/schema';
import { reconcileProviderCalls } from '../features/payments/provider-calls.service';
import { createRecordingJobQueue } from '../integrations/jobs/job-queue';
import { sweepOutbox } from '../jobs/email-delivery';
import {
  bookingBody,
  createBookableService,
  createPlayersWithCards,
  createTrainer,
} from '../testing/booking-factories';
import { jobContext } from '../testing/job-context';
import { freePort, type RunningServer, serverDataForFile, startServer } from './server-process';

// The two-process kill test (ADR 0029): two server processes on one PostgreSQL database take
// a stream of bookings, accepts, rejects and cancellations; one of them is SIGKILLed while requests are in
// flight on it, at random moments of them, and started again. Whatever a request did not finish is retried on the other process, as a
// client would. Then the reconciliation job runs (as it does every minute) and the money and
// the mail are checked against the provider's ledger: no hold left behind, no double charge,
// no refund unsent, no email lost or sent twice, seats equal to bookings.
const serverUrl = process.env.TEST_DATABASE_URL;
const PLAYERS = 90;
const SEATS = 100;

type Plan = 'accept' | 'reject' | 'accept_then_cancel' | 'cancel_pending' | 'leave';
const PLANS: Plan[] = ['accept', 'reject', 'accept_then_cancel', 'cancel_pending', 'leave'];
type Final = Plan | 'cancel_waits_for_capture' | 'gave_up';

const servers: (RunningServer | undefined)[] = [undefined, undefined];
const store = serverDataForFile('money-kill', () => servers);

async function seed(database: Database) {
  const now = new Date();
  const db = database.db;
  const trainer = await createTrainer(db, now);
  const { service, entry } = await createBookableService(db, now, { trainer, seats: SEATS });
  const players = (await createPlayersWithCards(db, now, PLAYERS)).map(({ player, card }, p) => ({
    clientId: player.id,
    headers: player.headers,
    email: player.email,
    key: `kill-${player.id}`,
    body: bookingBody(service, entry, { card_id: card.id }),
    plan: PLANS[p % PLANS.length] as Plan,
  }));
  return { trainerHeaders: trainer.headers, players };
}

type Call = { method: 'POST' | 'PUT'; path: string; headers: Record<string, string>; body?: object };

describe.skipIf(!serverUrl)('two processes, one killed at random moments, then reconciliation', () => {
  it('leaves no orphan hold, no double charge, no unsent refund, no lost or doubled email', async () => {
    const {
      data,
      seeded: { trainerHeaders, players },
    } = await store.prepare(seed);

    const ports = [await freePort(), await freePort()];
    servers[0] = await startServer(data.env, ports[0] ?? 0);
    servers[1] = await startServer(data.env, ports[1] ?? 0);
    let kills = 0;
    let cutOff = 0;
    const restarts: Promise<void>[] = [];
    /**
     * The killer: while a request is in flight on a process (one call in four, when the other
     * process is up), that process is SIGKILLed 0-150 ms later, at whatever step the request
     * has reached, and started again.
     */
    function maybeKill(i: number) {
      const victim = servers[i];
      if (!victim || servers.some((s) => s === undefined) || Math.random() >= 0.25) return;
      servers[i] = undefined;
      const restart = (async () => {
        await new Promise((r) => setTimeout(r, Math.random() * 150));
        victim.child.kill('SIGKILL');
        await victim.exited;
        kills += 1;
        servers[i] = await startServer(data.env, ports[i] ?? 0);
      })();
      restarts.push(restart);
    }

    type Answer = { status: number; body: { data?: { id?: string } } };
    /**
     * Sends a call to whichever process is up, again until one answers (a client retrying).
     * With `giveUp`, a call cut off is not sent again (the parent closed the app): undefined.
     */
    async function send(call: Call, giveUp = false): Promise<Answer> {
      return (await sendOrGiveUp(call, giveUp)) ?? Promise.reject(new Error('gave up'));
    }
    async function sendOrGiveUp(call: Call, giveUp: boolean): Promise<Answer | undefined> {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        if (giveUp && attempt > 0) return undefined;
        const up = [0, 1].filter((i) => servers[i] !== undefined);
        const index = up[Math.floor(Math.random() * up.length)];
        const target = index === undefined ? undefined : servers[index];
        if (index !== undefined && target) {
          try {
            const answer = fetch(`${target.baseUrl}${call.path}`, {
              method: call.method,
              headers: { ...call.headers, ...(call.body ? { 'content-type': 'application/json' } : {}) },
              ...(call.body ? { body: JSON.stringify(call.body) } : {}),
            });
            maybeKill(index);
            const res = await answer;
            const body = (await res.json()) as { data?: { id?: string } };
            // A 5xx is a process dying under the request: the client tries again.
            if (res.status < 500) return { status: res.status, body };
            cutOff += 1;
          } catch {
            // The process died with the request in flight.
            cutOff += 1;
          }
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no process answered ${call.method} ${call.path}`);
    }

    const finals = await Promise.all(
      players.map(async (player, i) => {
        // In bursts of ten at once, so that a kill finds several requests in flight.
        await new Promise((r) => setTimeout(r, Math.floor(i / 10) * 1500));
        // Every other player whose booking request is cut off gives up instead of retrying:
        // whatever the request had done (a hold, a booking) is left to the product.
        const booked = await sendOrGiveUp(
          {
            method: 'POST',
            path: '/v1/client/bookings',
            headers: { ...player.headers, 'idempotency-key': player.key },
            body: player.body,
          },
          i % 2 === 1,
        );
        if (!booked)
          return { clientId: player.clientId, email: player.email, plan: 'gave_up' as const, answers: [] };
        expect([200, 201]).toContain(booked.status);
        const id = Number(booked.body.data?.id);
        // What each call answered, for the failure message.
        const answers: string[] = [`book ${booked.status}`];
        const noted = async (label: string, call: Call) => {
          const answer = await send(call);
          answers.push(
            `${label} ${answer.status} ${answer.status >= 400 ? JSON.stringify(answer.body) : ''}`,
          );
          return answer;
        };
        const trainer = (action: string) =>
          noted(action, {
            method: 'PUT',
            path: `/v1/client/booking_requests/${id}/${action}`,
            headers: trainerHeaders,
          });
        const playerCancels = () =>
          noted('cancel', {
            method: 'PUT',
            path: `/v1/client/bookings/${id}`,
            headers: player.headers,
            body: {},
          });
        if (player.plan === 'accept' || player.plan === 'accept_then_cancel')
          await trainer('request_booking');
        if (player.plan === 'reject') await trainer('reject');
        let plan: Final = player.plan;
        if (plan === 'accept_then_cancel' || plan === 'cancel_pending') {
          await trainer('request_cancellation');
          // 409: the accept's capture was cut off by a kill and is left to the reconciler,
          // so the cancellation waits for it (the player is told to try again later).
          if ((await playerCancels()).status === 409) plan = 'cancel_waits_for_capture';
        }
        return { clientId: player.clientId, email: player.email, plan, answers };
      }),
    );
    await Promise.all(restarts);
    for (const s of servers) {
      if (!s) continue;
      s.child.kill('SIGTERM');
      await s.exited;
    }
    console.info(`money kill test: ${kills} kills, ${cutOff} requests cut off`);
    // The kills really cut requests off in flight.
    expect(kills).toBeGreaterThanOrEqual(2);
    expect(cutOff).toBeGreaterThan(0);

    const database = await data.open();
    try {
      const db = database.db;
      // The reconciliation job, as it runs every minute, a few minutes later.
      const later = new Date(Date.now() + 10 * 60_000);
      const ctx = jobContext(db, () => later, 'http://localhost');
      let settled = 0;
      for (let ran = await reconcileProviderCalls(ctx); ran > 0; ran = await reconcileProviderCalls(ctx)) {
        settled += ran;
      }
      console.info(`money kill test: ${settled} provider calls left to the reconciliation`);
      const calls = await db.select().from(providerCalls);
      expect(calls.filter((c) => c.status === 'pending')).toEqual([]);

      const allBookings = await db.select().from(bookings);
      const allPayments = await db.select().from(payments);
      const ledger = await db.select().from(sandboxLedger);
      const ok = ledger.filter((l) => l.status === 'succeeded');
      const of = (kind: string) => ok.filter((l) => l.kind === kind);
      const voided = new Set(of('void').map((l) => l.reference));
      const captured = new Set(of('capture').map((l) => l.reference));

      // One booking per player, whatever was retried where; a player who gave up has the
      // booking the cut-off request made, or none.
      const byId = new Map(allBookings.map((b) => [b.id, b]));
      const bookingOf = (clientId: number) => allBookings.filter((b) => b.clientId === clientId);
      for (const f of finals) {
        const count = bookingOf(f.clientId).length;
        if (f.plan === 'gave_up') expect(count).toBeLessThanOrEqual(1);
        else expect(count, `bookings of player ${f.clientId}`).toBe(1);
      }
      const gaveUp = finals.filter((f) => f.plan === 'gave_up');
      console.info(
        `money kill test: ${gaveUp.length} players gave up, ${gaveUp.filter((f) => bookingOf(f.clientId).length > 0).length} of them booked`,
      );

      // Every hold placed is either live on a booking waiting for an answer, captured, or voided.
      const live = new Set(
        allPayments
          .filter((p) => p.status === 'authorized' && byId.get(p.bookingId)?.status === 'pending')
          .map((p) => p.providerAuthorizationId),
      );
      const orphans = of('authorization').filter(
        (h) => !live.has(h.id) && !captured.has(h.id) && !voided.has(h.id),
      );
      expect(orphans).toEqual([]);
      // No hold both captured and voided, none captured twice, no direct charges.
      for (const h of of('authorization')) expect(captured.has(h.id) && voided.has(h.id)).toBe(false);
      expect(of('capture').length).toBe(captured.size);
      expect(of('charge')).toHaveLength(0);

      // Each booking's money matches its end state.
      for (const booking of allBookings) {
        const mine = allPayments.filter((p) => p.bookingId === booking.id);
        expect(mine).toHaveLength(1);
        const payment = mine[0];
        const final = finals.find((f) => f.clientId === booking.clientId);
        const plan = final?.plan;
        const expected = {
          accept: ['accepted', 'succeeded'],
          reject: ['rejected', 'voided'],
          accept_then_cancel: ['cancelled', 'refunded'],
          cancel_pending: ['cancelled', 'voided'],
          leave: ['pending', 'authorized'],
          cancel_waits_for_capture: ['incomplete', 'succeeded'],
          gave_up: ['pending', 'authorized'],
        }[plan ?? 'leave'];
        expect(
          [booking.status, payment?.status],
          `booking ${booking.id} (${plan}): ${final?.answers.join('; ')}; payment ${JSON.stringify(payment)}`,
        ).toEqual(expected);
        const hold = payment?.providerAuthorizationId ?? '';
        if (payment?.status === 'voided') expect(voided.has(hold)).toBe(true);
        if (payment?.status === 'succeeded') expect(captured.has(hold)).toBe(true);
        if (payment?.status === 'refunded') {
          const refunds = of('refund').filter((r) => r.reference === payment.providerChargeId);
          expect(refunds).toHaveLength(1);
        }
      }

      // Seats: each session holds as many seats as live booking entries, and those the trainer's
      // cancellations withdrew (ADR 0047).
      const liveEntries = await db
        .select()
        .from(bookingEntries)
        .where(or(isNull(bookingEntries.releasedAt), eq(bookingEntries.seatWithdrawn, true)));
      for (const session of await db.select().from(trainingSessions)) {
        expect(session.seatsTaken).toBe(liveEntries.filter((e) => e.sessionId === session.id).length);
      }

      // Mail: each change announced exactly once, and every message sent or on its way.
      const outbox = await db.select().from(emailOutbox);
      const kindsTo = (email: string) =>
        outbox
          .filter((m) => m.toAddress === email)
          .map((m) => m.kind)
          .sort();
      for (const f of finals) {
        const expected = {
          accept: ['booking_accepted', 'booking_requested'],
          reject: ['booking_rejected', 'booking_requested'],
          accept_then_cancel: [
            'booking_accepted',
            'booking_cancellation_requested',
            'booking_cancelled',
            'booking_requested',
          ],
          cancel_pending: ['booking_cancellation_requested', 'booking_cancelled', 'booking_requested'],
          leave: ['booking_requested'],
          cancel_waits_for_capture: [
            'booking_accepted',
            'booking_cancellation_requested',
            'booking_requested',
          ],
          gave_up: bookingOf(f.clientId).length > 0 ? ['booking_requested'] : [],
        }[f.plan];
        expect(kindsTo(f.email), `emails of player ${f.clientId} (${f.plan})`).toEqual(expected);
      }
      const queue = createRecordingJobQueue();
      await sweepOutbox(db, queue, later);
      const swept = new Set(queue.sent.map((job) => ('outboxId' in job.data ? job.data.outboxId : 0)));
      const { rows } = await database.executeSql(
        "select data->>'outboxId' as id from pgboss.job where name = 'email.deliver' and state in ('created', 'retry')",
        [],
      );
      const waiting = new Set(rows.map((r) => (typeof r === 'object' && r && 'id' in r ? Number(r.id) : 0)));
      for (const m of outbox) {
        if (m.status === 'sent') continue;
        expect(waiting.has(m.id) || swept.has(m.id), `email ${m.id} (${m.kind}) ${m.status}`).toBe(true);
      }
    } finally {
      await database.close();
    }
  }, 240_000);
});
