/**
 * Card payments behind one interface (ADR 0008): the built-in sandbox by default, Stripe
 * when configured. Amounts are integer cents, USD.
 */
export interface SavedCard {
  /** The provider's id for the saved card (stored as `cards.stripe_id`). */
  providerCardId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /**
   * The provider's id for the card number (Stripe's `card.fingerprint`): the same card saved
   * twice has the same one, so a client cannot save one card twice (ADR 0033).
   */
  fingerprint: string | null;
}

export type ChargeResult =
  | { ok: true; chargeId: string }
  | { ok: false; message: string; chargeId?: string | undefined };

export type AuthorizationResult = { ok: true; authorizationId: string } | { ok: false; message: string };

export type TransferResult = { ok: true; transferId: string } | { ok: false; message: string };
export type RefundResult = { ok: true; refundId: string } | { ok: false; message: string };

/**
 * A provider notification (webhook) after its signature was checked, reduced to what the
 * payments table tracks. `paymentRef` is the id our payments row stores as its hold or
 * charge id; `other` is anything we do not act on.
 */
export type PaymentEvent = { id: string; type: string } & (
  | { kind: 'succeeded'; paymentRef: string }
  | { kind: 'failed'; paymentRef: string; message: string }
  | { kind: 'canceled'; paymentRef: string }
  | { kind: 'refunded'; paymentRef: string }
  | { kind: 'other' }
);

/** Thrown by `parseWebhook` when the body was not signed with our webhook secret. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** What a hold or a direct charge takes from a saved card. */
export interface CardPaymentInput {
  customerRef: string;
  providerCardId: string;
  amountCents: number;
  idempotencyKey: string;
  description: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** What the browser needs to tokenise cards itself (Stripe.js); null for the sandbox. */
  readonly publishableKey: string | null;
  /**
   * The client's customer at the provider, made once and stored as
   * `clients.payment_customer_id`; the key makes a retried creation the same customer.
   */
  createCustomer(input: {
    clientId: number;
    email?: string | undefined;
    idempotencyKey: string;
  }): Promise<string>;
  /** Turns a token made by the browser part into a card saved for this customer. */
  saveCard(input: { customerRef: string; token: string }): Promise<SavedCard>;
  deleteCard(input: { customerRef: string; providerCardId: string }): Promise<void>;
  /**
   * Places a hold for the amount at booking time (a decline books nothing); captured when
   * the trainer accepts, voided when the booking is rejected or cancelled (ADR 0009).
   */
  authorize(input: CardPaymentInput): Promise<AuthorizationResult>;
  capture(input: { authorizationId: string; idempotencyKey: string }): Promise<ChargeResult>;
  voidAuthorization(input: { authorizationId: string }): Promise<void>;
  /** A direct charge (SPEC §7 create_charge). */
  charge(input: CardPaymentInput): Promise<ChargeResult>;
  /** Gives back a captured or charged amount (all that is left when `amountCents` is absent). */
  refund(input: {
    chargeId: string;
    amountCents?: number | undefined;
    idempotencyKey: string;
  }): Promise<RefundResult>;
  transfer(input: {
    accountId: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<TransferResult>;
  /**
   * Checks a webhook body against its signature header and reads the event; throws
   * WebhookSignatureError when it does not match. Null when this provider sends no webhooks.
   */
  readonly parseWebhook: ((rawBody: Buffer, signature: string) => PaymentEvent) | null;
}

/** A decline in the words of Stripe's card_declined, where the provider gives none of its own. */
export const DECLINED_MESSAGE = 'Your card was declined.';

/** What both providers answer a payout to a trainer without a payout account. */
export const NO_PAYOUT_ACCOUNT = 'Trainer has no payout account';

/** A hold is placed like a charge (same card checks, same failures); its id is the hold's id. */
export function asAuthorization(result: ChargeResult): AuthorizationResult {
  return result.ok ? { ok: true, authorizationId: result.chargeId } : { ok: false, message: result.message };
}
