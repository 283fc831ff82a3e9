import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { bookings, payments, providerCalls } from '../../db/schema';
import { createQueuedMailer } from '../../integrations/email/queued-mailer';
import { createRecordingJobQueue } from '../../integrations/jobs/job-queue';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { listLedger } from '../../integrations/payments/sandbox-ledger';
import { createSandboxPaymentProvider } from '../../integrations/payments/sandbox-provider';
import { bookPaidService, paymentsOf } from '../../testing/booking-factories';
import { emailsTo, testAppForFile } from '../../testing/test-app';
import { PAYMENT_IN_FLIGHT_MESSAGE } from '../bookings/booking-transitions.service';
import { CALL_LEASE_MS, placeHold, reconcileProviderCalls } from './provider-calls.service';

// The money outbox (ADR 0029): a provider call is recorded with the change that needs it and
// survives whatever happens to the request that made it. "The provider is unreachable" and
// "the process died here" both leave a pending call; the reconciliation job settles it.

const START = new Date('2026-03-10T15:00:00Z');
let clock = START;
const down = new Set<keyof PaymentProvider>();
let sandbox: PaymentProvider | undefined;

/** The sandbox, with chosen calls failing as an unreachable provider's would. */
const flaky = new Proxy({} as PaymentProvider, {
  get(_, prop) {
    if (!sandbox) throw new Error('sandbox not ready');
    const value: unknown = Reflect.get(sandbox, prop);
    if (typeof value !== 'function') return value;
    return (...args: unknown[]) => {
      if (down.has(prop as keyof PaymentProvider)) throw new Error('connect ETIMEDOUT');
      return value.apply(sandbox, args);
    };
  },
});

const t = testAppForFile({ context: { now: () => clock, payments: flaky } });
beforeAll(async () => {
  sandbox = createSandboxPaymentProvider(t.database.db);
});
const db = () => t.database.db;

const context = (): Pick<AppContext, 'db' | 'now' | 'publicUrl' | 'payments' | 'mailer'> => ({
  db: db(),
  now: () => clock,
  publicUrl: 'http://localhost:3000',
  payments: flaky,
  mailer: createQueuedMailer(db(), createRecordingJobQueue()),
});

/** The reconciliation job as the queue runs it, at the clock's time. */
const reconcile = () => reconcileProviderCalls(context());

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const { put } = t;
const kindsTo = async (to: string) => (await emailsTo(db(), to)).map((m) => m.kind).sort();

async function paidBooking() {
  down.clear();
  const booked = await bookPaidService(t.app, db(), clock);
  expect(booked.response.statusCode).toBe(201);
  const payment = async () => {
    const [row] = await paymentsOf(db(), booked.bookingId);
    if (!row) throw new Error('no payment');
    return row;
  };
  return { ...booked, payment };
}

describe('a hold placed by a request that died before its booking', () => {
  it('is voided by the reconciliation job once the request’s lease has lapsed, and only then', async () => {
    const { player, card } = await paidBooking();
    const placed = await placeHold(context(), 'died-1', {
      customerRef: `cus_sandbox_${player.id}`,
      providerCardId: card.stripeId,
      amountCents: 5665,
      description: 'Booking of a training',
    });
    if (!placed.ok) throw new Error(placed.message);
    // The request would still be running: the reconciler leaves its call alone.
    await reconcile();
    const voidsOf = async () =>
      (await listLedger(db())).filter(
        (e) => e.kind === 'void' && e.reference === placed.hold.authorizationId,
      );
    expect(await voidsOf()).toHaveLength(0);

    later(CALL_LEASE_MS + 1000);
    await reconcile();
    expect(await voidsOf()).toHaveLength(1);
    const [call] = await db().select().from(providerCalls).where(eq(providerCalls.id, placed.hold.callId));
    expect(call?.status).toBe('abandoned');
    // Run again: nothing more happens.
    await reconcile();
    expect(await voidsOf()).toHaveLength(1);
  });
});

describe('accepting while the provider is unreachable', () => {
  it('accepts, captures later, and sends the accepted email once, after the capture', async () => {
    const { trainer, player, bookingId, payment } = await paidBooking();
    down.add('capture');
    const accepted = await put(`/v1/client/booking_requests/${bookingId}/request_booking`, trainer.headers);
    expect(accepted.statusCode).toBe(200);
    expect((await payment()).status).toBe('authorized');
    expect(await kindsTo(player.email)).toEqual(['booking_requested']);

    // A cancellation now would void a hold that may be captured: it waits.
    await put(`/v1/client/booking_requests/${bookingId}/request_cancellation`, trainer.headers);
    const refused = await put(`/v1/client/bookings/${bookingId}`, player.headers, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [PAYMENT_IN_FLIGHT_MESSAGE] });

    later(CALL_LEASE_MS + 1000);
    await reconcile(); // still down: postponed, nothing settled
    expect((await payment()).status).toBe('authorized');
    down.clear();
    later(60 * 60_000);
    await reconcile();
    expect((await payment()).status).toBe('succeeded');
    await reconcile();
    const hold = (await payment()).providerAuthorizationId;
    const captures = (await listLedger(db())).filter((e) => e.kind === 'capture' && e.reference === hold);
    expect(captures).toHaveLength(1);
    expect(await kindsTo(player.email)).toEqual([
      'booking_accepted',
      'booking_cancellation_requested',
      'booking_requested',
    ]);

    // Now the cancellation goes through, and the captured money is refunded.
    const cancelled = await put(`/v1/client/bookings/${bookingId}`, player.headers, {});
    expect(cancelled.statusCode).toBe(200);
    expect((await payment()).status).toBe('refunded');
  });
});

describe('a refund while the provider is unreachable', () => {
  it('cancels at once and refunds when the provider is back, exactly once', async () => {
    const { trainer, player, bookingId, payment } = await paidBooking();
    await put(`/v1/client/booking_requests/${bookingId}/request_booking`, trainer.headers);
    await put(`/v1/client/booking_requests/${bookingId}/request_cancellation`, trainer.headers);
    down.add('refund');
    const cancelled = await put(`/v1/client/bookings/${bookingId}`, player.headers, {});
    expect(cancelled.statusCode).toBe(200);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking?.status).toBe('cancelled');
    expect((await payment()).status).toBe('succeeded');

    down.clear();
    later(CALL_LEASE_MS + 1000);
    await reconcile();
    await reconcile();
    const paid = await payment();
    expect(paid.status).toBe('refunded');
    const refunds = (await listLedger(db())).filter(
      (e) => e.kind === 'refund' && e.reference === paid.providerChargeId,
    );
    expect(refunds).toHaveLength(1);
  });
});

describe('create_charge cut off after the provider was asked', () => {
  it('is finished with the same key when retried: one charge, never two', async () => {
    const { trainer, player, card, bookingId } = await paidBooking();
    await db().delete(payments).where(eq(payments.bookingId, bookingId));
    await put(`/v1/client/booking_requests/${bookingId}/request_booking`, trainer.headers);
    const [due] = await paymentsOf(db(), bookingId);
    if (!due) throw new Error('no payment due');
    const url = `/v1/client/payments/${due.id}/create_charge`;
    const body = { payment: { amount: due.amountCents / 100, card_id: card.id } };

    down.add('charge');
    const first = await t.post(url, player.headers, body);
    expect(first.statusCode).toBe(409);
    down.clear();
    // Asked again inside the first attempt's lease: still being processed, nothing charged twice.
    const second = await t.post(url, player.headers, body);
    expect(second.statusCode).toBe(409);

    later(CALL_LEASE_MS + 1000);
    const third = await t.post(url, player.headers, body);
    expect(third.statusCode).toBe(200);
    expect(third.json().data.attributes.status).toBe('succeeded');
    const calls = await db()
      .select()
      .from(providerCalls)
      .where(and(eq(providerCalls.paymentId, due.id), eq(providerCalls.kind, 'charge')));
    expect(calls).toHaveLength(1);
    const charges = (await listLedger(db())).filter(
      (e) => e.kind === 'charge' && e.status === 'succeeded' && e.reference === card.stripeId,
    );
    expect(charges).toHaveLength(1);
    await reconcile();
    expect(
      (await listLedger(db())).filter((e) => e.kind === 'charge' && e.reference === card.stripeId),
    ).toHaveLength(1);
  });
});
