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
}

export type ChargeResult =
  | { ok: true; chargeId: string }
  | { ok: false; message: string; chargeId?: string | undefined };

export type AuthorizationResult = { ok: true; authorizationId: string } | { ok: false; message: string };

export type TransferResult = { ok: true; transferId: string } | { ok: false; message: string };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Turns a token made by the browser part into a card saved for this customer. */
  saveCard(input: { customerRef: string; token: string }): Promise<SavedCard>;
  deleteCard(input: { customerRef: string; providerCardId: string }): Promise<void>;
  /**
   * Places a hold for the amount at booking time (a decline books nothing); captured when
   * the trainer accepts, voided when the booking is rejected or cancelled (ADR 0009).
   */
  authorize(input: {
    customerRef: string;
    providerCardId: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<AuthorizationResult>;
  capture(input: { authorizationId: string; idempotencyKey: string }): Promise<ChargeResult>;
  voidAuthorization(input: { authorizationId: string }): Promise<void>;
  /** A direct charge (SPEC §7 create_charge). */
  charge(input: {
    customerRef: string;
    providerCardId: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<ChargeResult>;
  transfer(input: {
    accountId: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<TransferResult>;
}
