import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { listLedger } from '../../integrations/payments/sandbox-ledger';
import { bookPaidService, paymentsOf } from '../../testing/booking-factories';
import { testAppAt } from '../../testing/test-app';
import { completePastBookings } from '../bookings/booking-transitions.service';

// The sandbox's ledger is what an operator (and these tests) read to see what the provider
// was asked to take, give back and pay out for a booking.
const NOW = new Date('2026-03-10T15:00:00Z');
const t = testAppAt(NOW);
const { db, put } = t;

async function paidBooking() {
  const { trainer, player, bookingId: id } = await bookPaidService(t.app, db(), NOW);
  const payment = async () => {
    const [row] = await paymentsOf(db(), id);
    if (!row) throw new Error('no payment');
    return row;
  };
  return { trainer, player, id, payment };
}

async function ledgerOf(payment: { providerAuthorizationId: string | null }) {
  const all = await listLedger(db());
  const hold = all.find((e) => e.id === payment.providerAuthorizationId);
  const capture = all.find((e) => e.kind === 'capture' && e.reference === hold?.id);
  return {
    hold,
    capture,
    voids: all.filter((e) => e.kind === 'void' && e.reference === hold?.id),
    refunds: all.filter((e) => e.kind === 'refund' && e.reference === capture?.id),
  };
}

describe('money of a booking, as the sandbox records it', () => {
  it('holds the total at booking and captures the same amount at accept', async () => {
    const { trainer, id, payment } = await paidBooking();
    const held = await payment();
    await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    const { hold, capture } = await ledgerOf(held);
    expect(hold).toMatchObject({ kind: 'authorization', amountCents: held.amountCents, status: 'succeeded' });
    expect(capture).toMatchObject({ amountCents: held.amountCents, id: (await payment()).providerChargeId });
  });

  it('voids the hold when the trainer rejects', async () => {
    const { trainer, id, payment } = await paidBooking();
    await put(`/v1/client/booking_requests/${id}/reject`, trainer.headers);
    const { voids, capture } = await ledgerOf(await payment());
    expect(voids).toMatchObject([{ amountCents: (await payment()).amountCents }]);
    expect(capture).toBeUndefined();
  });

  it('refunds the whole capture at the provider when the player approves the trainer’s cancellation', async () => {
    const { trainer, player, id, payment } = await paidBooking();
    await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    await put(`/v1/client/booking_requests/${id}/request_cancellation`, trainer.headers);
    const res = await put(`/v1/client/bookings/${id}`, player.headers);
    expect(res.json().data.attributes).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    const after = await payment();
    const { refunds } = await ledgerOf(after);
    expect(refunds).toMatchObject([{ amountCents: after.amountCents, id: after.providerRefundId }]);
  });

  it('keeps the payment succeeded, with the reason, when the provider refuses the refund', async () => {
    const { trainer, player, id, payment } = await paidBooking();
    await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    await put(`/v1/client/booking_requests/${id}/request_cancellation`, trainer.headers);
    // A charge the sandbox never made (e.g. older demo data).
    await db()
      .update(payments)
      .set({ providerChargeId: 'ch_sandbox_unknown' })
      .where(eq(payments.id, (await payment()).id));
    const res = await put(`/v1/client/bookings/${id}`, player.headers);
    expect(res.json().data.attributes).toMatchObject({ status: 'cancelled', payment_status: 'succeeded' });
    expect(await payment()).toMatchObject({
      failureMessage: 'Refund failed: Charge not found',
      providerRefundId: null,
    });
  });

  it('records the trainer’s payout: the training price to their account', async () => {
    const { trainer, id, payment } = await paidBooking();
    await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    await completePastBookings(db(), new Date(NOW.getTime() + 30 * 24 * 3600_000));
    const paid = await payment();
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/payments/${paid.id}/transfer_charge`,
      headers: trainer.headers,
      payload: { payment: { account_id: 'acct_sandbox_trainer' } },
    });
    expect(res.statusCode).toBe(200);
    const after = await payment();
    const transfer = (await listLedger(db())).find((e) => e.id === after.providerTransferId);
    expect(transfer).toMatchObject({
      kind: 'transfer',
      amountCents: after.transferAmountCents,
      reference: 'acct_sandbox_trainer',
    });
    expect(transfer?.amountCents).toBeLessThan(paid.amountCents);
  });
});

describe('sandbox configuration for the browser', () => {
  it('GET /v1/payments/config names the sandbox, with no publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { provider: 'sandbox', publishable_key: null } });
  });

  it('has no Stripe webhook endpoint while the sandbox is the provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1"}',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Not found'] });
  });
});
