import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerCalls } from '../../db/schema';

export type ProviderCallRow = typeof providerCalls.$inferSelect;
export type ProviderCallKind = ProviderCallRow['kind'];
type FinalStatus = Exclude<ProviderCallRow['status'], 'pending'>;

/**
 * Records a call to make (in the caller's transaction). A call with the same key is the same
 * call: the row already there is returned, whatever its status.
 */
export async function recordCall(
  db: Db,
  call: {
    kind: ProviderCallKind;
    idempotencyKey: string;
    paymentId?: number | null;
    request: Record<string, string | number>;
    /** Held by the recording request until then (its own run), so the reconciler waits. */
    runAfter?: Date;
  },
): Promise<ProviderCallRow> {
  await db
    .insert(providerCalls)
    .values({ ...call, paymentId: call.paymentId ?? null })
    .onConflictDoNothing({ target: providerCalls.idempotencyKey });
  const [row] = await db
    .select()
    .from(providerCalls)
    .where(eq(providerCalls.idempotencyKey, call.idempotencyKey))
    .limit(1);
  if (!row) throw new Error('provider call vanished');
  return row;
}

/**
 * Takes a pending call to run: one attempt more and a lease, so no other process runs it
 * meanwhile. `force` takes it even inside its lease (the request that recorded it).
 */
export async function claimCall(
  db: Db,
  id: number,
  now: Date,
  leaseMs: number,
  force = false,
): Promise<ProviderCallRow | undefined> {
  const [row] = await db
    .update(providerCalls)
    .set({ attempts: sql`${providerCalls.attempts} + 1`, runAfter: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        eq(providerCalls.id, id),
        eq(providerCalls.status, 'pending'),
        force ? undefined : lte(providerCalls.runAfter, now),
      ),
    )
    .returning();
  return row;
}

/** Ends a call only if it is still pending: the first to settle it wins, once. */
export async function finishCall(
  db: Db,
  id: number,
  status: FinalStatus,
  now: Date,
  details: { result?: string | null; lastError?: string | null; paymentId?: number } = {},
): Promise<boolean> {
  const rows = await db
    .update(providerCalls)
    .set({ status, doneAt: now, ...details })
    .where(and(eq(providerCalls.id, id), eq(providerCalls.status, 'pending')))
    .returning({ id: providerCalls.id });
  return rows.length > 0;
}

/** The provider could not be reached: try again after `delayMs`. */
export async function postponeCall(db: Db, id: number, now: Date, delayMs: number, error: string) {
  await db
    .update(providerCalls)
    .set({ runAfter: new Date(now.getTime() + delayMs), lastError: error.slice(0, 1000) })
    .where(and(eq(providerCalls.id, id), eq(providerCalls.status, 'pending')));
}

/** Pending calls whose lease or backoff has passed, oldest first. */
export async function dueCalls(db: Db, now: Date, limit: number): Promise<ProviderCallRow[]> {
  return db
    .select()
    .from(providerCalls)
    .where(and(eq(providerCalls.status, 'pending'), lte(providerCalls.runAfter, now)))
    .orderBy(asc(providerCalls.runAfter), asc(providerCalls.id))
    .limit(limit);
}

export async function findPendingCallOfPayment(
  db: Db,
  paymentId: number,
  kind: ProviderCallKind | ProviderCallKind[],
) {
  return db.query.providerCalls.findFirst({
    where: and(
      eq(providerCalls.paymentId, paymentId),
      typeof kind === 'string' ? eq(providerCalls.kind, kind) : inArray(providerCalls.kind, kind),
      eq(providerCalls.status, 'pending'),
    ),
  });
}
