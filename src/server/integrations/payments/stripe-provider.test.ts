import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors';
import {
  DECLINING_PAYMENT_METHOD,
  type StripeStandIn,
  startStripeStandIn,
} from '../../testing/stripe-stand-in';
import { INVALID_CARD_DETAILS } from './card-rules';
import type { PaymentProvider } from './payment-provider';
import { WebhookSignatureError } from './payment-provider';
import { createStripePaymentProvider, PAYMENTS_UNAVAILABLE } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_test_secret';
let standIn: StripeStandIn;
let stripe: PaymentProvider;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  stripe = createStripePaymentProvider({
    secretKey: 'sk_test_standin',
    publishableKey: 'pk_test_standin',
    webhookSecret: WEBHOOK_SECRET,
    ...standIn.config,
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

const only = () => {
  expect(standIn.requests).toHaveLength(1);
  const [request] = standIn.requests;
  if (!request) throw new Error('no request');
  return request;
};

const hold = {
  customerRef: 'cus_parent_1',
  providerCardId: 'pm_card_visa',
  amountCents: 5350,
  idempotencyKey: 'booking-7-abc',
  description: 'Booking of Shooting drills',
};

describe('Stripe adapter: requests it sends', () => {
  it('creates a customer with the idempotency key and our client id', async () => {
    const id = await stripe.createCustomer({
      clientId: 7,
      email: 'p@example.com',
      idempotencyKey: 'customer-client-7',
    });
    expect(id).toMatch(/^cus_standin_/);
    const request = only();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/customers');
    expect(request.headers['idempotency-key']).toBe('customer-client-7');
    expect(request.headers.authorization).toBe('Bearer sk_test_standin');
    expect(request.params.get('email')).toBe('p@example.com');
    expect(request.params.get('metadata[client_id]')).toBe('7');
  });

  it('saves a card by attaching the PaymentMethod to the customer and keeps brand, last4, expiry, fingerprint', async () => {
    const saved = await stripe.saveCard({ customerRef: 'cus_parent_1', token: 'pm_from_elements' });
    expect(saved).toEqual({
      providerCardId: 'pm_from_elements',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      fingerprint: 'fp_standin_4242',
    });
    const request = only();
    expect(request.path).toBe('/v1/payment_methods/pm_from_elements/attach');
    expect(request.params.get('customer')).toBe('cus_parent_1');
    expect(request.headers['idempotency-key']).toBeTruthy();
  });

  it('turns an older tok_ token into a PaymentMethod first', async () => {
    const saved = await stripe.saveCard({ customerRef: 'cus_parent_1', token: 'tok_visa' });
    expect(standIn.requests.map((r) => r.path)).toEqual([
      '/v1/payment_methods',
      `/v1/payment_methods/${saved.providerCardId}/attach`,
    ]);
    expect(standIn.requests[0]?.params.get('card[token]')).toBe('tok_visa');
    expect(standIn.requests[0]?.params.get('type')).toBe('card');
  });

  it("answers 'Invalid card details' for a token Stripe does not know", async () => {
    standIn.replyNext({
      status: 400,
      body: {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' },
      },
    });
    const saving = stripe.saveCard({ customerRef: 'cus_parent_1', token: 'pm_unknown' });
    await expect(saving).rejects.toMatchObject({ statusCode: 422, entries: [INVALID_CARD_DETAILS] });
  });

  it('detaches a deleted card', async () => {
    await stripe.deleteCard({ customerRef: 'cus_parent_1', providerCardId: 'pm_old' });
    expect(only().path).toBe('/v1/payment_methods/pm_old/detach');
  });

  it('authorizes with a manual-capture PaymentIntent confirmed off-session', async () => {
    const result = await stripe.authorize(hold);
    expect(result).toEqual({ ok: true, authorizationId: expect.stringMatching(/^pi_standin_/) });
    const request = only();
    expect(request.path).toBe('/v1/payment_intents');
    expect(request.headers['idempotency-key']).toBe('booking-7-abc');
    expect(Object.fromEntries(request.params)).toMatchObject({
      amount: '5350',
      currency: 'usd',
      customer: 'cus_parent_1',
      payment_method: 'pm_card_visa',
      capture_method: 'manual',
      confirm: 'true',
      off_session: 'true',
      description: 'Booking of Shooting drills',
    });
  });

  it('charges with an automatic-capture PaymentIntent; the charge id is the intent id', async () => {
    const result = await stripe.charge({ ...hold, idempotencyKey: 'charge-payment-3-1' });
    expect(result).toEqual({ ok: true, chargeId: expect.stringMatching(/^pi_standin_/) });
    const request = only();
    expect(request.params.get('capture_method')).toBe('automatic');
    expect(request.headers['idempotency-key']).toBe('charge-payment-3-1');
  });

  it('maps a 402 card_declined to a failed result with Stripe’s message', async () => {
    const declined = await stripe.authorize({ ...hold, providerCardId: DECLINING_PAYMENT_METHOD });
    expect(declined).toEqual({ ok: false, message: 'Your card was declined.' });
    const charged = await stripe.charge({
      ...hold,
      providerCardId: DECLINING_PAYMENT_METHOD,
      idempotencyKey: 'k2',
    });
    expect(charged).toMatchObject({
      ok: false,
      message: 'Your card was declined.',
      chargeId: expect.stringMatching(/^pi_/),
    });
  });

  it('treats an intent that needs the cardholder as not authorized', async () => {
    standIn.replyNext({
      status: 200,
      body: { id: 'pi_3ds', object: 'payment_intent', status: 'requires_action', last_payment_error: null },
    });
    const result = await stripe.authorize(hold);
    expect(result).toEqual({ ok: false, message: 'Your card needs the cardholder to confirm this payment.' });
  });

  it('captures, cancels and refunds by the PaymentIntent id, with keys', async () => {
    const captured = await stripe.capture({
      authorizationId: 'pi_held',
      idempotencyKey: 'capture-payment-9',
    });
    expect(captured).toEqual({ ok: true, chargeId: 'pi_held' });
    await stripe.voidAuthorization({ authorizationId: 'pi_other' });
    const refunded = await stripe.refund({
      chargeId: 'pi_held',
      amountCents: 1000,
      idempotencyKey: 'refund-payment-9',
    });
    expect(refunded).toEqual({ ok: true, refundId: expect.stringMatching(/^re_standin_/) });
    const [capture, cancel, refund] = standIn.requests;
    expect(capture?.path).toBe('/v1/payment_intents/pi_held/capture');
    expect(capture?.headers['idempotency-key']).toBe('capture-payment-9');
    expect(cancel?.path).toBe('/v1/payment_intents/pi_other/cancel');
    expect(refund?.path).toBe('/v1/refunds');
    expect(Object.fromEntries(refund?.params ?? [])).toEqual({ payment_intent: 'pi_held', amount: '1000' });
    expect(refund?.headers['idempotency-key']).toBe('refund-payment-9');
  });

  it('refunds everything left when no amount is given', async () => {
    await stripe.refund({ chargeId: 'pi_held', idempotencyKey: 'refund-payment-10' });
    expect(only().params.has('amount')).toBe(false);
  });

  it('pays a trainer out with a Connect transfer to their account', async () => {
    const result = await stripe.transfer({
      accountId: 'acct_trainer',
      amountCents: 5000,
      idempotencyKey: 'transfer-payment-4',
      description: 'Payout for booking 4',
    });
    expect(result).toEqual({ ok: true, transferId: expect.stringMatching(/^tr_standin_/) });
    const request = only();
    expect(request.path).toBe('/v1/transfers');
    expect(Object.fromEntries(request.params)).toMatchObject({
      amount: '5000',
      currency: 'usd',
      destination: 'acct_trainer',
    });
    expect(request.headers['idempotency-key']).toBe('transfer-payment-4');
  });

  it('reports a Stripe outage as 503 with our message, not Stripe’s', async () => {
    standIn.replyNext({
      status: 500,
      body: { error: { type: 'api_error', message: 'Internal error at sk_live_x' } },
    });
    const attempt = stripe.authorize(hold);
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 503,
      entries: [PAYMENTS_UNAVAILABLE],
    });
  });
});

describe('Stripe adapter: webhooks', () => {
  const sign = (payload: string, secret = WEBHOOK_SECRET) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });

  it('reads signed payment events keyed by the PaymentIntent id', () => {
    const parse = stripe.parseWebhook;
    if (!parse) throw new Error('webhooks are configured');
    const failed = event('payment_intent.payment_failed', {
      id: 'pi_1',
      object: 'payment_intent',
      last_payment_error: { message: 'Your card has insufficient funds.' },
    });
    expect(parse(Buffer.from(failed), sign(failed))).toEqual({
      id: 'evt_payment_intent.payment_failed',
      type: 'payment_intent.payment_failed',
      kind: 'failed',
      paymentRef: 'pi_1',
      message: 'Your card has insufficient funds.',
    });
    const refunded = event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_1',
      refunded: true,
    });
    expect(parse(Buffer.from(refunded), sign(refunded))).toMatchObject({
      kind: 'refunded',
      paymentRef: 'pi_1',
    });
    const partial = event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_1',
      refunded: false,
    });
    expect(parse(Buffer.from(partial), sign(partial))).toMatchObject({ kind: 'other' });
  });

  it('refuses a body signed with another secret or changed after signing', () => {
    const parse = stripe.parseWebhook;
    if (!parse) throw new Error('webhooks are configured');
    const body = event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    expect(() => parse(Buffer.from(body), sign(body, 'whsec_other'))).toThrow(WebhookSignatureError);
    expect(() => parse(Buffer.from(body.replace('pi_1', 'pi_2')), sign(body))).toThrow(WebhookSignatureError);
  });

  it('has no webhook parser without a webhook secret', () => {
    const plain = createStripePaymentProvider({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x' });
    expect(plain.parseWebhook).toBeNull();
  });
});
