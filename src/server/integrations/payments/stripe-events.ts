import Stripe from 'stripe';
import { DECLINED_MESSAGE, type PaymentEvent, WebhookSignatureError } from './payment-provider';

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

/**
 * Verifies a Stripe webhook on its raw body and reduces it to the payment moves we track.
 * Payments store the PaymentIntent id as their hold and charge id, so every event is keyed
 * by it (a refunded charge names its PaymentIntent).
 */
export function parseStripeEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string,
  secret: string,
): PaymentEvent {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError();
    throw error;
  }
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { ...base, kind: 'succeeded', paymentRef: event.data.object.id };
    case 'payment_intent.payment_failed':
      return {
        ...base,
        kind: 'failed',
        paymentRef: event.data.object.id,
        message: event.data.object.last_payment_error?.message ?? DECLINED_MESSAGE,
      };
    case 'payment_intent.canceled':
      return { ...base, kind: 'canceled', paymentRef: event.data.object.id };
    case 'charge.refunded': {
      const intent = idOf(event.data.object.payment_intent);
      // A partial refund leaves the payment paid; only a full one makes it refunded.
      if (!intent || !event.data.object.refunded) return { ...base, kind: 'other' };
      return { ...base, kind: 'refunded', paymentRef: intent };
    }
    default:
      return { ...base, kind: 'other' };
  }
}
