import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPaymentMethods } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { type CardInput, checkCard, INVALID_CARD_DETAILS } from './card-rules';
import {
  asAuthorization,
  type CardPaymentInput,
  type ChargeResult,
  DECLINED_MESSAGE,
  NO_PAYOUT_ACCOUNT,
  type PaymentProvider,
} from './payment-provider';
import { entriesFor, findByKey, findEntry, recordFailure, recordOnce } from './sandbox-ledger';

/** Where the sandbox's tests read the decline it answers. */
export { DECLINED_MESSAGE };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The sandbox's `card.fingerprint`: one value per card number, the number itself not kept. */
export function sandboxFingerprint(digits: string): string {
  return `fp_sandbox_${createHash('sha256').update(`trainhub-sandbox-card:${digits}`).digest('hex').slice(0, 24)}`;
}

/**
 * The browser part of the sandbox posts card details here (like the provider's token call)
 * and gets a single-use token; only brand, last4, expiry and the test outcome are kept.
 */
export async function createSandboxToken(db: Db, card: CardInput, now: Date) {
  const check = checkCard(card, now);
  if (!check.ok) throw new ApiError(422, [check.message]);
  const token = id('tok_sandbox');
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  await db.insert(sandboxPaymentMethods).values({
    token,
    brand: check.brand,
    last4: check.last4,
    expMonth: card.expMonth,
    expYear,
    declines: check.declines,
    fingerprint: sandboxFingerprint(check.digits),
  });
  return {
    id: token,
    card: { brand: check.brand, last4: check.last4, exp_month: card.expMonth, exp_year: expYear },
  };
}

export function createSandboxPaymentProvider(db: Db): PaymentProvider {
  const find = async (key: string) =>
    (await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.token, key)).limit(1))[0];

  /** Authorizations and charges check the card the same way the provider's test mode does. */
  async function takeFromCard(
    kind: 'authorization' | 'charge',
    input: CardPaymentInput,
  ): Promise<ChargeResult> {
    const done = await findByKey(db, kind, input.idempotencyKey);
    if (done) return { ok: true, chargeId: done.id };
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
      return { ok: false, message: 'Amount must be positive' };
    }
    const card = await find(input.providerCardId);
    if (!card) return { ok: false, message: 'Payment method not found' };
    const entry = {
      kind,
      amountCents: input.amountCents,
      reference: input.providerCardId,
      customerRef: input.customerRef,
      description: input.description,
    };
    if (card.declines) {
      await recordFailure(db, { ...entry, failureMessage: DECLINED_MESSAGE });
      return { ok: false, message: DECLINED_MESSAGE };
    }
    const recorded = await recordOnce(db, input.idempotencyKey, entry);
    return { ok: true, chargeId: recorded.id };
  }

  return {
    name: 'sandbox',
    publishableKey: null,
    parseWebhook: null,
    async createCustomer({ idempotencyKey }) {
      // No call to make: the id only has to be stable for a retried creation.
      return `cus_sandbox_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    },
    async saveCard({ token }) {
      const row = await find(token);
      if (!row?.token.startsWith('tok_')) throw new ApiError(422, [INVALID_CARD_DETAILS]);
      // Tokens are single use: the saved card gets its own id and the token is gone.
      const providerCardId = id('card_sandbox');
      await db.transaction(async (tx) => {
        await tx.delete(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.token, token));
        await tx.insert(sandboxPaymentMethods).values({ ...row, token: providerCardId });
      });
      return {
        providerCardId,
        brand: row.brand,
        last4: row.last4,
        expMonth: row.expMonth,
        expYear: row.expYear,
        fingerprint: row.fingerprint,
      };
    },
    async deleteCard({ providerCardId }) {
      await db.delete(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.token, providerCardId));
    },
    async authorize(input) {
      return asAuthorization(await takeFromCard('authorization', input));
    },
    async capture({ authorizationId, idempotencyKey }) {
      const done = await findByKey(db, 'capture', idempotencyKey);
      if (done) return { ok: true, chargeId: done.id };
      const hold = await findEntry(db, authorizationId, ['authorization']);
      if (!hold) return { ok: false, message: 'Authorization not found' };
      if ((await entriesFor(db, 'void', hold.id)).length > 0) {
        return { ok: false, message: 'This authorization was voided' };
      }
      if ((await entriesFor(db, 'capture', hold.id)).length > 0) {
        return { ok: false, message: 'This authorization was already captured' };
      }
      const captured = await recordOnce(db, idempotencyKey, {
        kind: 'capture',
        amountCents: hold.amountCents,
        reference: hold.id,
        customerRef: hold.customerRef,
        description: hold.description,
      });
      return { ok: true, chargeId: captured.id };
    },
    async voidAuthorization({ authorizationId }) {
      const hold = await findEntry(db, authorizationId, ['authorization']);
      if (!hold) throw new Error('Authorization not found');
      if ((await entriesFor(db, 'capture', hold.id)).length > 0) {
        throw new Error('This authorization was already captured');
      }
      // One void per hold: voiding twice is the same void.
      await recordOnce(db, `void-${hold.id}`, {
        kind: 'void',
        amountCents: hold.amountCents,
        reference: hold.id,
        customerRef: hold.customerRef,
        description: hold.description,
      });
    },
    charge(input) {
      return takeFromCard('charge', input);
    },
    async refund({ chargeId, amountCents, idempotencyKey }) {
      const done = await findByKey(db, 'refund', idempotencyKey);
      if (done) return { ok: true, refundId: done.id };
      const charge = await findEntry(db, chargeId, ['capture', 'charge']);
      if (!charge) return { ok: false, message: 'Charge not found' };
      const refunded = (await entriesFor(db, 'refund', charge.id)).reduce((sum, r) => sum + r.amountCents, 0);
      const left = charge.amountCents - refunded;
      if (left <= 0) return { ok: false, message: 'This charge has already been refunded' };
      const amount = amountCents ?? left;
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        return { ok: false, message: 'Refund amount is more than what is left of the charge' };
      }
      const recorded = await recordOnce(db, idempotencyKey, {
        kind: 'refund',
        amountCents: amount,
        reference: charge.id,
        customerRef: charge.customerRef,
        description: charge.description,
      });
      return { ok: true, refundId: recorded.id };
    },
    async transfer({ accountId, amountCents, idempotencyKey, description }) {
      if (!accountId) return { ok: false, message: NO_PAYOUT_ACCOUNT };
      if (!Number.isInteger(amountCents) || amountCents <= 0) {
        return { ok: false, message: 'Amount must be positive' };
      }
      const recorded = await recordOnce(db, idempotencyKey, {
        kind: 'transfer',
        amountCents,
        reference: accountId,
        description,
      });
      return { ok: true, transferId: recorded.id };
    },
  };
}
