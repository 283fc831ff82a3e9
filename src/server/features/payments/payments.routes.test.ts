import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { athletes, payments } from '../../db/schema';
import { listLedger } from '../../integrations/payments/sandbox-ledger';
import { bookPaidService, createPlayer, createTrainer, paymentsOf } from '../../testing/booking-factories';
import { createCard } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';
import { completePastBookings } from '../bookings/booking-transitions.service';

const NOW = new Date('2026-03-10T15:00:00Z');
const t = testAppForFile({ context: { now: () => NOW } });
const { db, post } = t;

async function paidBooking() {
  const { response, ...booked } = await bookPaidService(t.app, db(), NOW);
  return { ...booked, paymentId: Number(response.json().data.attributes.payment.data.id) };
}

/** An accepted booking with a charge still due (SPEC §4): accepted with no card hold. */
async function bookingWithPaymentDue() {
  const booked = await paidBooking();
  await db().delete(payments).where(eq(payments.bookingId, booked.bookingId));
  const accepted = await t.app.inject({
    method: 'PUT',
    url: `/v1/client/booking_requests/${booked.bookingId}/request_booking`,
    headers: booked.trainer.headers,
  });
  expect(accepted.json().data.attributes).toMatchObject({ status: 'accepted', payment_status: 'pending' });
  return { ...booked, paymentId: Number(accepted.json().data.attributes.payment.data.id) };
}

describe('POST /v1/client/payments/{id}/checkout', () => {
  it('shows the caller’s payment with its lines and card', async () => {
    const { player, card, paymentId, bookingId } = await paidBooking();
    const res = await post(`/v1/client/payments/${paymentId}/checkout`, player.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: String(paymentId),
      type: 'payment',
      attributes: {
        booking_id: bookingId,
        status: 'authorized',
        amount: 56.65,
        amount_cents: 5665,
        price: 50,
        price_cents: 5000,
        client_service_fee_cents: 500,
        stripe_fee_cents: 165,
        card: { id: card.id, brand: 'visa', last4: '4242' },
      },
    });
  });

  it('answers 404 for another client’s payment and 401 without a token', async () => {
    const { paymentId } = await paidBooking();
    const stranger = await createPlayer(db(), NOW);
    const res = await post(`/v1/client/payments/${paymentId}/checkout`, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Payment not found'] });
    expect((await post(`/v1/client/payments/${paymentId}/checkout`, {})).statusCode).toBe(401);
  });
});

describe('POST /v1/client/payments/{id}/create_charge', () => {
  it('charges a payment still due, once', async () => {
    const { player, card, paymentId } = await bookingWithPaymentDue();
    const url = `/v1/client/payments/${paymentId}/create_charge/`;
    const res = await post(url, player.headers, { payment: { amount: 56.65, card_id: card.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ status: 'succeeded', card: { id: card.id } });
    const [row] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.providerChargeId).toMatch(/^ch_sandbox_/);

    const again = await post(url, player.headers, { payment: { amount: 56.65, card_id: card.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['This payment has already been made'] });
  });

  it('records a decline as failed and charges the retry with another card', async () => {
    const { player, paymentId } = await bookingWithPaymentDue();
    const declining = await createCard(db(), player.id, { declines: true });
    const good = await createCard(db(), player.id);
    const url = `/v1/client/payments/${paymentId}/create_charge`;
    const declined = await post(url, player.headers, { payment: { amount: '56.65', card_id: declining.id } });
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toEqual({ errors: [{ base: 'Your card was declined.' }] });
    const [failed] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(failed).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });

    const retried = await post(url, player.headers, { payment: { amount: 56.65, card_id: good.id } });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.attributes).toMatchObject({ status: 'succeeded', failure_message: null });
  });

  it('charges only once when the same request arrives twice at the same time', async () => {
    const { player, card, paymentId } = await bookingWithPaymentDue();
    const url = `/v1/client/payments/${paymentId}/create_charge`;
    const body = { payment: { amount: 56.65, card_id: card.id } };
    const [a, b] = await Promise.all([post(url, player.headers, body), post(url, player.headers, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [row] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe('succeeded');
  });

  it('never trusts the amount, the card or the owner from the request', async () => {
    const { player, card, paymentId } = await bookingWithPaymentDue();
    const url = `/v1/client/payments/${paymentId}/create_charge`;
    const cheap = await post(url, player.headers, { payment: { amount: 1, card_id: card.id } });
    expect(cheap.statusCode).toBe(422);
    expect(cheap.json()).toEqual({ errors: [{ amount: 'does not match the booking amount' }] });

    const stranger = await createPlayer(db(), NOW);
    const strangerCard = await createCard(db(), stranger.id);
    const theirCard = await post(url, player.headers, {
      payment: { amount: 56.65, card_id: strangerCard.id },
    });
    expect(theirCard.statusCode).toBe(404);
    expect(theirCard.json()).toEqual({ errors: ['Card not found'] });
    const notTheirs = await post(url, stranger.headers, {
      payment: { amount: 56.65, card_id: strangerCard.id },
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ errors: ['Payment not found'] });

    const missing = await post(url, player.headers, { payment: { amount: 56.65 } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ errors: [{ card_id: "can't be blank" }] });
    expect((await post(url, {}, { payment: { amount: 56.65, card_id: card.id } })).statusCode).toBe(401);

    const [row] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe('pending');
  });

  it('does not charge a payment whose card hold is in place', async () => {
    const { player, card, paymentId } = await paidBooking();
    const res = await post(`/v1/client/payments/${paymentId}/create_charge`, player.headers, {
      payment: { amount: 56.65, card_id: card.id },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('POST /v1/payments/{id}/transfer_charge (trainer payout)', () => {
  it('pays the trainer the training price of a completed booking, once', async () => {
    const { trainer, bookingId, paymentId } = await paidBooking();
    await t.app.inject({
      method: 'PUT',
      url: `/v1/client/booking_requests/${bookingId}/request_booking`,
      headers: trainer.headers,
    });
    const url = `/v1/payments/${paymentId}/transfer_charge/`;
    const early = await post(url, trainer.headers, { payment: { account_id: 'acct_sandbox_1' } });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({
      errors: ['Only paid bookings whose training is completed can be paid out'],
    });

    await completePastBookings(db(), new Date(NOW.getTime() + 30 * 24 * 3600_000));
    const res = await post(url, trainer.headers, { payment: { account_id: 'acct_sandbox_1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      status: 'transferred',
      transfer_amount: 50,
      transfer_amount_cents: 5000,
    });
    const [row] = await paymentsOf(db(), bookingId);
    expect(row).toMatchObject({ transferAccountId: 'acct_sandbox_1', transferAmountCents: 5000 });
    expect(row?.providerTransferId).toMatch(/^tr_sandbox_/);

    const twice = await post(url, trainer.headers, { payment: { account_id: 'acct_sandbox_1' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ errors: ['Already transferred'] });
  });

  it('pays into the connected account only: a request naming another one is refused', async () => {
    const { trainer, bookingId, paymentId } = await paidBooking();
    await db()
      .update(athletes)
      .set({ stripeAccountId: 'acct_sandbox_own' })
      .where(eq(athletes.id, trainer.id));
    await t.app.inject({
      method: 'PUT',
      url: `/v1/client/booking_requests/${bookingId}/request_booking`,
      headers: trainer.headers,
    });
    await completePastBookings(db(), new Date(NOW.getTime() + 30 * 24 * 3600_000));
    const url = `/v1/payments/${paymentId}/transfer_charge`;
    const elsewhere = await post(url, trainer.headers, { payment: { account_id: 'acct_attacker' } });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toEqual({
      errors: [{ account_id: 'does not match your connected payout account' }],
    });
    expect((await paymentsOf(db(), bookingId))[0]?.status).toBe('succeeded');
    expect((await listLedger(db())).filter((e) => e.reference === 'acct_attacker')).toHaveLength(0);

    const own = await post(url, trainer.headers, { payment: { account_id: 'acct_sandbox_own' } });
    expect(own.statusCode).toBe(200);
    expect((await paymentsOf(db(), bookingId))[0]?.transferAccountId).toBe('acct_sandbox_own');
  });

  it('answers 404 to another trainer, 401 to a player, 422 without an account', async () => {
    const { player, paymentId } = await paidBooking();
    const stranger = await createTrainer(db(), NOW);
    const url = `/v1/payments/${paymentId}/transfer_charge`;
    const other = await post(url, stranger.headers, { payment: { account_id: 'acct_x' } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ errors: ['Payment not found'] });
    expect((await post(url, player.headers, { payment: { account_id: 'acct_x' } })).statusCode).toBe(401);
    const blank = await post(url, stranger.headers, { payment: { account_id: ' ' } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ errors: [{ account_id: "can't be blank" }] });
  });
});
