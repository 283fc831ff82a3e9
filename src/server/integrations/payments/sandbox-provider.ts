import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxPaymentMethods } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { type CardInput, checkCard, INVALID_CARD_DETAILS } from './card-rules';
import type { PaymentProvider } from './payment-provider';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
// Same idempotency key, same id: a retried charge is the same charge.
const idFromKey = (prefix: string, key: string) =>
  `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

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
  });
  return {
    id: token,
    card: { brand: check.brand, last4: check.last4, exp_month: card.expMonth, exp_year: expYear },
  };
}

export function createSandboxPaymentProvider(db: Db): PaymentProvider {
  const find = async (key: string) =>
    (await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.token, key)).limit(1))[0];

  return {
    name: 'sandbox',
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
      };
    },
    async deleteCard({ providerCardId }) {
      await db.delete(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.token, providerCardId));
    },
    async authorize({ providerCardId, amountCents, idempotencyKey }) {
      const card = await find(providerCardId);
      if (!card) return { ok: false, message: 'Payment method not found' };
      if (amountCents <= 0) return { ok: false, message: 'Amount must be positive' };
      if (card.declines) return { ok: false, message: 'Your card was declined.' };
      return { ok: true, authorizationId: idFromKey('auth_sandbox', idempotencyKey) };
    },
    async capture({ authorizationId, idempotencyKey }) {
      if (!authorizationId.startsWith('auth_sandbox_'))
        return { ok: false, message: 'Authorization not found' };
      return { ok: true, chargeId: idFromKey('ch_sandbox', idempotencyKey) };
    },
    async voidAuthorization() {
      // Nothing is held in the sandbox; the payment row records the void.
    },
    async charge({ providerCardId, amountCents, idempotencyKey }) {
      const card = await find(providerCardId);
      if (!card) return { ok: false, message: 'Payment method not found' };
      if (amountCents <= 0) return { ok: false, message: 'Amount must be positive' };
      if (card.declines) return { ok: false, message: 'Your card was declined.' };
      return { ok: true, chargeId: idFromKey('ch_sandbox', idempotencyKey) };
    },
    async transfer({ accountId, amountCents, idempotencyKey }) {
      if (!accountId) return { ok: false, message: 'Trainer has no payout account' };
      if (amountCents <= 0) return { ok: false, message: 'Amount must be positive' };
      return { ok: true, transferId: idFromKey('tr_sandbox', idempotencyKey) };
    },
  };
}
