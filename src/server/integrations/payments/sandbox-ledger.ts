import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxLedger } from '../../db/schema';

export type LedgerEntry = typeof sandboxLedger.$inferSelect;
export type LedgerKind = LedgerEntry['kind'];
type NewEntry = Omit<typeof sandboxLedger.$inferInsert, 'id' | 'status' | 'idempotencyKey' | 'createdAt'>;

const PREFIX: Record<LedgerKind, string> = {
  authorization: 'auth_sandbox',
  capture: 'ch_sandbox',
  charge: 'ch_sandbox',
  void: 'void_sandbox',
  refund: 're_sandbox',
  transfer: 'tr_sandbox',
};

// Same idempotency key, same id: a retried charge is the same charge. The kind is part of the
// hash because a capture and a charge share the `ch_` prefix.
const idFromKey = (kind: LedgerKind, key: string) =>
  `${PREFIX[kind]}_${createHash('sha256').update(`${kind}:${key}`).digest('hex').slice(0, 24)}`;

export async function findByKey(db: Db, kind: LedgerKind, key: string): Promise<LedgerEntry | undefined> {
  const [row] = await db
    .select()
    .from(sandboxLedger)
    .where(and(eq(sandboxLedger.kind, kind), eq(sandboxLedger.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findEntry(
  db: Db,
  id: string,
  kinds: readonly LedgerKind[],
): Promise<LedgerEntry | undefined> {
  const [row] = await db
    .select()
    .from(sandboxLedger)
    .where(
      and(
        eq(sandboxLedger.id, id),
        inArray(sandboxLedger.kind, [...kinds]),
        eq(sandboxLedger.status, 'succeeded'),
      ),
    )
    .limit(1);
  return row;
}

/** Succeeded entries of one kind that act on `reference` (e.g. the refunds of a charge). */
export function entriesFor(db: Db, kind: LedgerKind, reference: string): Promise<LedgerEntry[]> {
  return db
    .select()
    .from(sandboxLedger)
    .where(
      and(
        eq(sandboxLedger.kind, kind),
        eq(sandboxLedger.reference, reference),
        eq(sandboxLedger.status, 'succeeded'),
      ),
    );
}

/**
 * Records a succeeded entry once per key: a second request with the key gets the first
 * record back (two at once meet at the unique index and both read the winner).
 */
export async function recordOnce(db: Db, key: string, entry: NewEntry): Promise<LedgerEntry> {
  const kind = entry.kind;
  const [inserted] = await db
    .insert(sandboxLedger)
    .values({ ...entry, id: idFromKey(kind, key), status: 'succeeded', idempotencyKey: key })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const existing = await findByKey(db, kind, key);
  if (!existing) throw new Error(`sandbox ledger: ${kind} ${key} neither inserted nor found`);
  return existing;
}

/** A declined or refused attempt, kept for the operator's view but bound to no key. */
export async function recordFailure(db: Db, entry: NewEntry & { failureMessage: string }): Promise<void> {
  await db.insert(sandboxLedger).values({
    ...entry,
    id: `${PREFIX[entry.kind]}_${randomBytes(12).toString('hex')}`,
    status: 'failed',
    idempotencyKey: null,
  });
}

/** The whole ledger, oldest first: what the sandbox has charged, refunded and paid out. */
export function listLedger(db: Db): Promise<LedgerEntry[]> {
  return db.select().from(sandboxLedger).orderBy(sandboxLedger.createdAt, sql`${sandboxLedger.id}`);
}
