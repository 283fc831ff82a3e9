import Stripe from 'stripe';
import { ApiError } from '../../lib/errors';
import { INVALID_CARD_DETAILS } from './card-rules';
import {
  asAuthorization,
  type CardPaymentInput,
  type ChargeResult,
  DECLINED_MESSAGE,
  NO_PAYOUT_ACCOUNT,
  type PaymentProvider,
  type RefundResult,
  type SavedCard,
  type TransferResult,
} from './payment-provider';
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

type Operation = Exclude<keyof PaymentProvider, 'name' | 'publishableKey' | 'parseWebhook'>;
type InputOf<K extends Operation> = Parameters<PaymentProvider[K]>[0];

// --- Error translation: every Stripe failure reaches our callers through these -----------------

type Failure = { ok: false; message: string; paymentIntentId?: string | undefined };

const unavailable = () => new ApiError(503, [PAYMENTS_UNAVAILABLE]);

function isAboutTheRequest(error: unknown): error is Stripe.errors.StripeError {
  return (
    error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError
  );
}

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

/** Saving a card: a token Stripe does not know, or a card it refuses, is the form's message (SPEC §5). */
function asCardError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return isAboutTheRequest(error) ? new ApiError(422, [INVALID_CARD_DETAILS]) : unavailable();
}

/** An intent that did not end where we asked (e.g. the bank wants the cardholder present). */
function unfinished(intent: Stripe.PaymentIntent): Failure {
  const message =
    intent.last_payment_error?.message ??
    (intent.status === 'requires_action'
      ? 'Your card needs the cardholder to confirm this payment.'
      : DECLINED_MESSAGE);
  return { ok: false, message, paymentIntentId: intent.id };
}

// --- The operations ---------------------------------------------------------------------------

function stripeClient(config: StripeProviderConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: config.maxNetworkRetries ?? 2,
    timeout: 20_000,
    telemetry: false,
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
  });
}

async function createCustomer(
  stripe: Stripe,
  { clientId, email, idempotencyKey }: InputOf<'createCustomer'>,
): Promise<string> {
  try {
    const customer = await stripe.customers.create(
      { ...(email ? { email } : {}), metadata: { client_id: String(clientId) } },
      { idempotencyKey },
    );
    return customer.id;
  } catch {
    throw unavailable();
  }
}

async function saveCard(stripe: Stripe, { customerRef, token }: InputOf<'saveCard'>): Promise<SavedCard> {
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
    throw asCardError(error);
  }
}

async function deleteCard(stripe: Stripe, { providerCardId }: InputOf<'deleteCard'>): Promise<void> {
  await stripe.paymentMethods.detach(providerCardId);
}

/** A hold (`manual`) or a direct charge (`automatic`): a PaymentIntent confirmed off-session. */
async function createIntent(
  stripe: Stripe,
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
    const done = capture === 'manual' ? intent.status === 'requires_capture' : intent.status === 'succeeded';
    // `processing` settles later; the webhook moves the payment on.
    if (done || intent.status === 'processing') return { ok: true, chargeId: intent.id };
    const failed = unfinished(intent);
    return { ok: false, message: failed.message, chargeId: intent.id };
  } catch (error) {
    const failed = asFailure(error);
    return { ok: false, message: failed.message, chargeId: failed.paymentIntentId };
  }
}

async function captureIntent(
  stripe: Stripe,
  { authorizationId, idempotencyKey }: InputOf<'capture'>,
): Promise<ChargeResult> {
  try {
    const intent = await stripe.paymentIntents.capture(authorizationId, {}, { idempotencyKey });
    if (intent.status === 'succeeded' || intent.status === 'processing')
      return { ok: true, chargeId: intent.id };
    return { ok: false, message: unfinished(intent).message, chargeId: intent.id };
  } catch (error) {
    const failed = asFailure(error);
    return { ok: false, message: failed.message };
  }
}

async function cancelIntent(stripe: Stripe, { authorizationId }: InputOf<'voidAuthorization'>) {
  await stripe.paymentIntents.cancel(authorizationId, { cancellation_reason: 'abandoned' });
}

async function refundIntent(
  stripe: Stripe,
  { chargeId, amountCents, idempotencyKey }: InputOf<'refund'>,
): Promise<RefundResult> {
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
}

/** A trainer's payout: a Connect transfer to their account. */
async function transferToTrainer(
  stripe: Stripe,
  { accountId, amountCents, idempotencyKey, description }: InputOf<'transfer'>,
): Promise<TransferResult> {
  if (!accountId) return { ok: false, message: NO_PAYOUT_ACCOUNT };
  try {
    const transfer = await stripe.transfers.create(
      { amount: amountCents, currency: CURRENCY, destination: accountId, description },
      { idempotencyKey },
    );
    return { ok: true, transferId: transfer.id };
  } catch (error) {
    return asFailure(error);
  }
}

/**
 * The Stripe adapter (ADR 0008). Saved cards are PaymentMethods attached to a Customer;
 * holds are PaymentIntents with manual capture, confirmed off-session; a charge id here is the
 * PaymentIntent id (`pi_…`), so refunds and webhooks find the payment by the id we stored.
 * Every create carries our idempotency key.
 */
export function createStripePaymentProvider(config: StripeProviderConfig): PaymentProvider {
  const stripe = stripeClient(config);
  const webhookSecret = config.webhookSecret;
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,
    createCustomer: (input) => createCustomer(stripe, input),
    saveCard: (input) => saveCard(stripe, input),
    deleteCard: (input) => deleteCard(stripe, input),
    authorize: async (input) => asAuthorization(await createIntent(stripe, input, 'manual')),
    capture: (input) => captureIntent(stripe, input),
    voidAuthorization: (input) => cancelIntent(stripe, input),
    charge: (input) => createIntent(stripe, input, 'automatic'),
    refund: (input) => refundIntent(stripe, input),
    transfer: (input) => transferToTrainer(stripe, input),
    parseWebhook: webhookSecret
      ? (rawBody, signature) => parseStripeEvent(stripe, rawBody, signature, webhookSecret)
      : null,
  };
}
