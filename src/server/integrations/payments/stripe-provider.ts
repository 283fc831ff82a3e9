import Stripe from 'stripe';
import { ApiError } from '../../lib/errors';
import { INVALID_CARD_DETAILS } from './card-rules';
import type { CardPaymentInput, ChargeResult, PaymentProvider } from './payment-provider';
import { parseStripeEvent } from './stripe-events';

export interface StripeProviderConfig {
  secretKey: string;
  publishableKey: string;
  /** Without it the webhook endpoint answers 404 (nothing can be verified). */
  webhookSecret?: string | undefined;
  /** Tests point the SDK at a local stand-in for Stripe's API. */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
  /** Retries of failed network calls (same idempotency key, so never a double charge). */
  maxNetworkRetries?: number | undefined;
}

export const PAYMENTS_UNAVAILABLE = 'Payments are not available right now. Please try again later.';
const CURRENCY = 'usd';

type Failure = { ok: false; message: string; paymentIntentId?: string | undefined };

/**
 * What the client can act on (a decline, a card Stripe refuses) becomes a failed result with
 * Stripe's own message; an outage or our own misconfiguration becomes a 503 for the caller
 * (details go to the log, never to the client).
 */
function asFailure(error: unknown): Failure {
  if (isAboutTheRequest(error)) {
    return { ok: false, message: error.message, paymentIntentId: error.payment_intent?.id };
  }
  throw unavailable();
}

const unavailable = () => new ApiError(503, [PAYMENTS_UNAVAILABLE]);

function isAboutTheRequest(error: unknown): error is Stripe.errors.StripeError {
  return (
    error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError
  );
}

/** An intent that did not end where we asked (e.g. the bank wants the cardholder present). */
function unfinished(intent: Stripe.PaymentIntent): Failure {
  const message =
    intent.last_payment_error?.message ??
    (intent.status === 'requires_action'
      ? 'Your card needs the cardholder to confirm this payment.'
      : 'Your card was declined.');
  return { ok: false, message, paymentIntentId: intent.id };
}

/**
 * The Stripe adapter (ADR 0008). Saved cards are PaymentMethods attached to a Customer;
 * holds are PaymentIntents with manual capture, confirmed off-session; a charge id here is the
 * PaymentIntent id (`pi_…`), so refunds and webhooks find the payment by the id we stored.
 * Every create carries our idempotency key.
 */
export function createStripePaymentProvider(config: StripeProviderConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: config.maxNetworkRetries ?? 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
  });
  const webhookSecret = config.webhookSecret;

  async function createIntent(
    input: CardPaymentInput,
    capture: 'manual' | 'automatic',
  ): Promise<ChargeResult> {
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: CURRENCY,
          customer: input.customerRef,
          payment_method: input.providerCardId,
          capture_method: capture,
          confirm: true,
          off_session: true,
          description: input.description,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const done =
        capture === 'manual' ? intent.status === 'requires_capture' : intent.status === 'succeeded';
      // `processing` settles later; the webhook moves the payment on.
      if (done || intent.status === 'processing') return { ok: true, chargeId: intent.id };
      const failed = unfinished(intent);
      return { ok: false, message: failed.message, chargeId: intent.id };
    } catch (error) {
      const failed = asFailure(error);
      return { ok: false, message: failed.message, chargeId: failed.paymentIntentId };
    }
  }

  return {
    name: 'stripe',
    publishableKey: config.publishableKey,
    async createCustomer({ clientId, email, idempotencyKey }) {
      try {
        const customer = await stripe.customers.create(
          { ...(email ? { email } : {}), metadata: { client_id: String(clientId) } },
          { idempotencyKey },
        );
        return customer.id;
      } catch {
        throw unavailable();
      }
    },
    async saveCard({ customerRef, token }) {
      try {
        // Stripe Elements gives a PaymentMethod (pm_…); older card forms give a token (tok_…).
        const paymentMethodId = token.startsWith('tok_')
          ? (
              await stripe.paymentMethods.create(
                { type: 'card', card: { token } },
                { idempotencyKey: `card-from-${token}` },
              )
            ).id
          : token;
        const attached = await stripe.paymentMethods.attach(
          paymentMethodId,
          { customer: customerRef },
          { idempotencyKey: `attach-${paymentMethodId}-${customerRef}` },
        );
        const card = attached.card;
        if (!card) throw new ApiError(422, [INVALID_CARD_DETAILS]);
        return {
          providerCardId: attached.id,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
          fingerprint: card.fingerprint ?? null,
        };
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // A token Stripe does not know, or a card it refuses: the form's message (SPEC §5).
        if (isAboutTheRequest(error)) throw new ApiError(422, [INVALID_CARD_DETAILS]);
        throw unavailable();
      }
    },
    async deleteCard({ providerCardId }) {
      await stripe.paymentMethods.detach(providerCardId);
    },
    async authorize(input) {
      const result = await createIntent(input, 'manual');
      return result.ok
        ? { ok: true, authorizationId: result.chargeId }
        : { ok: false, message: result.message };
    },
    async capture({ authorizationId, idempotencyKey }) {
      try {
        const intent = await stripe.paymentIntents.capture(authorizationId, {}, { idempotencyKey });
        if (intent.status === 'succeeded' || intent.status === 'processing')
          return { ok: true, chargeId: intent.id };
        return { ok: false, message: unfinished(intent).message, chargeId: intent.id };
      } catch (error) {
        const failed = asFailure(error);
        return { ok: false, message: failed.message };
      }
    },
    async voidAuthorization({ authorizationId }) {
      await stripe.paymentIntents.cancel(authorizationId, { cancellation_reason: 'abandoned' });
    },
    charge(input) {
      return createIntent(input, 'automatic');
    },
    async refund({ chargeId, amountCents, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: chargeId, ...(amountCents === undefined ? {} : { amount: amountCents }) },
          { idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return { ok: false, message: refund.failure_reason ?? 'The refund failed' };
        }
        return { ok: true, refundId: refund.id };
      } catch (error) {
        return asFailure(error);
      }
    },
    async transfer({ accountId, amountCents, idempotencyKey, description }) {
      if (!accountId) return { ok: false, message: 'Trainer has no payout account' };
      try {
        const transfer = await stripe.transfers.create(
          { amount: amountCents, currency: CURRENCY, destination: accountId, description },
          { idempotencyKey },
        );
        return { ok: true, transferId: transfer.id };
      } catch (error) {
        return asFailure(error);
      }
    },
    parseWebhook: webhookSecret
      ? (rawBody, signature) => parseStripeEvent(stripe, rawBody, signature, webhookSecret)
      : null,
  };
}
