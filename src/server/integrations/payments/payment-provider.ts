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

export type TransferResult = { ok: true; transferId: string } | { ok: false; message: string };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Turns a token made by the browser part into a card saved for this customer. */
  saveCard(input: { customerRef: string; token: string }): Promise<SavedCard>;
  deleteCard(input: { customerRef: string; providerCardId: string }): Promise<void>;
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
