import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertedRow } from '../../db/queries';
import { cards, clients } from '../../db/schema';

export type CardRow = typeof cards.$inferSelect;

/** The default card first, then newest first (SPEC §3: the first returned card is the default). */
const listOrder = [desc(cards.isDefault), desc(cards.createdAt), desc(cards.id)];

export async function listClientCards(db: Db, clientId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(eq(cards.clientId, clientId))
    .orderBy(...listOrder);
}

export async function findClientCard(db: Db, clientId: number, cardId: number): Promise<CardRow | undefined> {
  return db.query.cards.findFirst({ where: and(eq(cards.id, cardId), eq(cards.clientId, clientId)) });
}

/** Whether a saved card already stands for this provider card id. */
export async function isProviderCardSaved(db: Db, providerCardId: string): Promise<boolean> {
  const rows = await db
    .select({ id: cards.id })
    .from(cards)
    .where(eq(cards.stripeId, providerCardId))
    .limit(1);
  return rows.length > 0;
}

export async function countClientCards(db: Db, clientId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cards).where(eq(cards.clientId, clientId));
  return row?.n ?? 0;
}

/**
 * Locks the client row for the rest of the transaction: card writes of one client run one
 * after another, so the card limit and the single default hold under concurrent requests.
 */
export async function lockClient(db: Db, clientId: number) {
  const rows = await db
    .select({ id: clients.id, paymentCustomerId: clients.paymentCustomerId })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('update');
  return rows[0];
}

export async function findCustomerRef(db: Db, clientId: number): Promise<string | null | undefined> {
  const rows = await db
    .select({ ref: clients.paymentCustomerId })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return rows[0]?.ref;
}

/** Stores the ref only if the client has none yet; returns whichever ref the client ends up with. */
export async function storeCustomerRefIfMissing(db: Db, clientId: number, ref: string) {
  const updated = await db
    .update(clients)
    .set({ paymentCustomerId: ref })
    .where(and(eq(clients.id, clientId), isNull(clients.paymentCustomerId)))
    .returning({ ref: clients.paymentCustomerId });
  if (updated[0]?.ref) return updated[0].ref;
  return findCustomerRef(db, clientId);
}

export async function insertCard(db: Db, values: typeof cards.$inferInsert): Promise<CardRow> {
  const row = await db.insert(cards).values(values).returning().then(insertedRow('card'));
  return row;
}

export async function deleteCardRow(db: Db, cardId: number): Promise<void> {
  await db.delete(cards).where(eq(cards.id, cardId));
}

/** Unsets the current default first: the partial unique index allows one default per client. */
export async function setDefaultCard(db: Db, clientId: number, cardId: number): Promise<CardRow | undefined> {
  await db
    .update(cards)
    .set({ isDefault: false })
    .where(and(eq(cards.clientId, clientId), eq(cards.isDefault, true)));
  const [row] = await db
    .update(cards)
    .set({ isDefault: true })
    .where(and(eq(cards.id, cardId), eq(cards.clientId, clientId)))
    .returning();
  return row;
}

export async function newestCardId(db: Db, clientId: number): Promise<number | undefined> {
  const rows = await db
    .select({ id: cards.id })
    .from(cards)
    .where(eq(cards.clientId, clientId))
    .orderBy(desc(cards.createdAt), desc(cards.id))
    .limit(1);
  return rows[0]?.id;
}

/** Removes the account's saved cards (its deletion, ADR 0040); payments keep their amounts. */
export async function deleteClientCards(db: Db, clientId: number): Promise<void> {
  await db.delete(cards).where(eq(cards.clientId, clientId));
}
