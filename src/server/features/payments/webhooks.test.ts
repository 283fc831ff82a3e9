import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, payments, processedWebhookEvents } from '../../db/schema';
import { createStripePaymentProvider } from '../../integrations/payments/stripe-provider';
import { bookPaidService, paymentsOf } from '../../testing/booking-factories';
import { type StripeStandIn, startStripeStandIn } from '../../testing/stripe-stand-in';
import { createTestApp, type TestApp } from '../../testing/test-app';

const NOW = new Date('2026-03-10T15:00:00Z');
const SECRET = 'whsec_webhook_test';
const URL = '/v1/payments/webhooks/stripe';
let standIn: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  const payments = createStripePaymentProvider({
    secretKey: 'sk_test_standin',
    publishableKey: 'pk_test_standin',
    webhookSecret: SECRET,
    ...standIn.config,
  });
  t = await createTestApp({ context: { now: () => NOW, payments } });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
const db = () => t.database.db;

/** A booking paid with a card hold, placed through Stripe (the stand-in). */
async function heldBooking() {
  const { player, response, bookingId } = await bookPaidService(t.app, db(), NOW);
  expect(response.statusCode).toBe(201);
  const [payment] = await paymentsOf(db(), bookingId);
  if (!payment?.providerAuthorizationId) throw new Error('no hold');
  return { player, payment, intentId: payment.providerAuthorizationId };
}

let eventCounter = 0;
function signedEvent(type: string, object: Record<string, unknown>, secret = SECRET) {
  eventCounter += 1;
  const payload = JSON.stringify({ id: `evt_test_${eventCounter}`, object: 'event', type, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}

const deliver = ({ payload, signature }: { payload: string; signature?: string }) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });

const statusOf = async (id: number) => (await db().select().from(payments).where(eq(payments.id, id)))[0];

describe('booking through Stripe', () => {
  it('holds the card on the client’s real Stripe customer, stored on the client', async () => {
    standIn.requests.length = 0;
    const { player, payment } = await heldBooking();
    const [client] = await db().select().from(clients).where(eq(clients.id, player.id));
    expect(client?.paymentCustomerId).toMatch(/^cus_standin_/);
    const intent = standIn.requests.find((r) => r.path === '/v1/payment_intents');
    expect(intent?.params.get('customer')).toBe(client?.paymentCustomerId);
    expect(intent?.params.get('capture_method')).toBe('manual');
    expect(intent?.params.get('amount')).toBe(String(payment.amountCents));
    expect(intent?.headers['idempotency-key']).toMatch(/^booking-/);
  });
});

describe('POST /v1/payments/webhooks/stripe', () => {
  it('moves the payment a signed event names (canceled hold → voided)', async () => {
    const { payment, intentId } = await heldBooking();
    const res = await deliver(
      signedEvent('payment_intent.canceled', { id: intentId, object: 'payment_intent' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { received: true, duplicate: false } });
    expect((await statusOf(payment.id))?.status).toBe('voided');
  });

  it('reconciles succeeded, failed and refunded by the PaymentIntent id', async () => {
    const { payment, intentId } = await heldBooking();
    await deliver(signedEvent('payment_intent.succeeded', { id: intentId, object: 'payment_intent' }));
    expect(await statusOf(payment.id)).toMatchObject({ status: 'succeeded', providerChargeId: intentId });
    await deliver(
      signedEvent('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        payment_intent: intentId,
        refunded: true,
      }),
    );
    expect((await statusOf(payment.id))?.status).toBe('refunded');

    const other = await heldBooking();
    await db().update(payments).set({ status: 'pending' }).where(eq(payments.id, other.payment.id));
    await deliver(
      signedEvent('payment_intent.payment_failed', {
        id: other.intentId,
        object: 'payment_intent',
        last_payment_error: { message: 'Your card has insufficient funds.' },
      }),
    );
    expect(await statusOf(other.payment.id)).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card has insufficient funds.',
    });
  });

  it('applies a replayed event only once', async () => {
    const { payment, intentId } = await heldBooking();
    await db().update(payments).set({ status: 'pending' }).where(eq(payments.id, payment.id));
    const failed = signedEvent('payment_intent.payment_failed', {
      id: intentId,
      object: 'payment_intent',
      last_payment_error: { message: 'Your card was declined.' },
    });
    expect((await deliver(failed)).json().data.duplicate).toBe(false);
    expect((await statusOf(payment.id))?.status).toBe('failed');
    // Paid again meanwhile; the old failure arriving a second time must not undo that.
    await db()
      .update(payments)
      .set({ status: 'pending', failureMessage: null })
      .where(eq(payments.id, payment.id));
    const replay = await deliver(failed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ data: { received: true, duplicate: true } });
    expect(await statusOf(payment.id)).toMatchObject({ status: 'pending', failureMessage: null });
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { payment, intentId } = await heldBooking();
    const forged = signedEvent(
      'payment_intent.canceled',
      { id: intentId, object: 'payment_intent' },
      'whsec_forged',
    );
    const res = await deliver(forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: ['Invalid webhook signature'] });
    const unsigned = await deliver({ payload: forged.payload });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ errors: ['Invalid webhook signature'] });
    expect((await statusOf(payment.id))?.status).toBe('authorized');
    const eventId = JSON.parse(forged.payload).id;
    const seen = await db()
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, eventId));
    expect(seen).toHaveLength(0);
  });

  it('acknowledges events it does not act on', async () => {
    const res = await deliver(signedEvent('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(res.json()).toEqual({ data: { received: true, duplicate: false } });
  });
});

describe('GET /v1/payments/config with Stripe', () => {
  it('gives the browser Stripe’s publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/payments/config' });
    expect(res.json()).toEqual({ data: { provider: 'stripe', publishable_key: 'pk_test_standin' } });
  });
});
