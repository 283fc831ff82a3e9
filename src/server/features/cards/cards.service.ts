import type { FastifyBaseLogger } from 'fastify';
import { CARD_ALREADY_SAVED_MESSAGE, MAX_SAVED_CARDS } from '../../../shared/api/cards';
import type { AppContext } from '../../context';
import type { SavedCard } from '../../integrations/payments/payment-provider';
import { conflict, notFound, unauthorized, unprocessable } from '../../lib/errors';
import {
  type CardRow,
  countClientCards,
  deleteCardRow,
  findClientCard,
  findCustomerRef,
  insertCard,
  isProviderCardSaved,
  listClientCards,
  lockClient,
  newestCardId,
  setDefaultCard,
  storeCustomerRefIfMissing,
} from './cards.repository';

type Ctx = Pick<AppContext, 'db' | 'payments'>;

const tooManyCards = () =>
  unprocessable([{ base: `You can save at most ${MAX_SAVED_CARDS} cards. Delete one to add another.` }]);
const cardNotFound = () => notFound('Card');

type CardIdentity = Pick<CardRow, 'brand' | 'last4' | 'expMonth' | 'expYear' | 'fingerprint'>;

/**
 * ADR 0033: one card number with one expiry is one card. The provider's fingerprint tells card
 * numbers apart; a card saved before fingerprints were kept is matched on brand and last 4.
 * A reissued card (same number, new expiry) is a card of its own: the old one can be deleted.
 */
export function isSameCard(saved: CardIdentity, incoming: CardIdentity): boolean {
  if (saved.expMonth !== incoming.expMonth || saved.expYear !== incoming.expYear) return false;
  if (saved.fingerprint && incoming.fingerprint) return saved.fingerprint === incoming.fingerprint;
  return saved.brand === incoming.brand && saved.last4 === incoming.last4;
}

const identityOf = (card: SavedCard): CardIdentity => ({
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
  fingerprint: card.fingerprint,
});

/**
 * The client's customer at the payment provider, made on first use and stored as
 * `clients.payment_customer_id`. Every provider call for this client (saving cards, holds,
 * charges) uses it: Stripe needs its real `cus_…` id.
 */
export async function ensureCustomerRef(ctx: Ctx, clientId: number): Promise<string> {
  const existing = await findCustomerRef(ctx.db, clientId);
  if (existing === undefined) throw unauthorized();
  if (existing) return existing;
  // The key makes a retried creation the same customer at the provider.
  const fresh = await ctx.payments.createCustomer({
    clientId,
    idempotencyKey: `customer-client-${clientId}`,
  });
  // Two concurrent first saves agree on one ref: only the first store wins.
  const stored = await storeCustomerRefIfMissing(ctx.db, clientId, fresh);
  if (!stored) throw unauthorized();
  return stored;
}

export function listCards(ctx: Ctx, clientId: number): Promise<CardRow[]> {
  return listClientCards(ctx.db, clientId);
}

/**
 * Saves the provider token as a card of the client; the first card becomes the default.
 * The provider call runs outside the transaction (a network call must not hold row locks);
 * when the database refuses the card afterwards (the limit, or a card already saved), the
 * provider's copy is removed again.
 */
export async function saveCard(
  ctx: Ctx,
  clientId: number,
  token: string,
  log: FastifyBaseLogger,
): Promise<CardRow> {
  // Checked before the token is spent, so a client at the limit keeps a usable token.
  if ((await countClientCards(ctx.db, clientId)) >= MAX_SAVED_CARDS) throw tooManyCards();
  const customerRef = await ensureCustomerRef(ctx, clientId);
  const saved = await ctx.payments.saveCard({ customerRef, token });
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockClient(tx, clientId);
      const existing = await listClientCards(tx, clientId);
      // Under the client's lock: two saves of one card at once cannot both pass.
      if (existing.some((card) => isSameCard(card, identityOf(saved)))) {
        throw conflict(CARD_ALREADY_SAVED_MESSAGE);
      }
      if (existing.length >= MAX_SAVED_CARDS) throw tooManyCards();
      return insertCard(tx, {
        clientId,
        ...identityOf(saved),
        stripeId: saved.providerCardId,
        isDefault: !existing.some((card) => card.isDefault),
      });
    });
  } catch (error) {
    // Stripe hands back the same id when a payment method already attached is saved again:
    // that one is a saved card and stays.
    if (!(await isProviderCardSaved(ctx.db, saved.providerCardId))) {
      await removeAtProvider(ctx, customerRef, saved.providerCardId, log);
    }
    throw error;
  }
}

/** Deletes the client's card; when it was the default, the newest remaining card takes over. */
export async function deleteCard(
  ctx: Ctx,
  clientId: number,
  cardId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const card = await ctx.db.transaction(async (tx) => {
    await lockClient(tx, clientId);
    const own = await findClientCard(tx, clientId, cardId);
    if (!own) throw cardNotFound();
    await deleteCardRow(tx, own.id);
    if (own.isDefault) {
      const next = await newestCardId(tx, clientId);
      if (next !== undefined) await setDefaultCard(tx, clientId, next);
    }
    return own;
  });
  const customerRef = await findCustomerRef(ctx.db, clientId);
  if (customerRef) await removeAtProvider(ctx, customerRef, card.stripeId, log);
}

export async function makeDefaultCard(ctx: Ctx, clientId: number, cardId: number): Promise<CardRow> {
  return ctx.db.transaction(async (tx) => {
    await lockClient(tx, clientId);
    const own = await findClientCard(tx, clientId, cardId);
    if (!own) throw cardNotFound();
    if (own.isDefault) return own;
    const updated = await setDefaultCard(tx, clientId, own.id);
    if (!updated) throw cardNotFound();
    return updated;
  });
}

// Our record is what the client sees; a provider-side leftover only costs storage there,
// so a failing provider call is logged, not shown to the client.
async function removeAtProvider(
  ctx: Ctx,
  customerRef: string,
  providerCardId: string,
  log: FastifyBaseLogger,
) {
  try {
    await ctx.payments.deleteCard({ customerRef, providerCardId });
  } catch (err) {
    log.warn({ err, providerCardId }, 'payment provider could not delete a card');
  }
}
