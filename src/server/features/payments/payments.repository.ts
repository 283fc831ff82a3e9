import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PaymentStatusName } from '../../../shared/domain/booking-status';
import type { Db } from '../../db/client';
import { insertedRow, pick } from '../../db/queries';
import { athletes, bookings, cards, payments } from '../../db/schema';

// The owner of the `payments` table: every other feature reads and writes payments through here.

export type PaymentRow = typeof payments.$inferSelect;

/** Records a payment (a hold placed at booking, or a charge due at acceptance); returns its id. */
export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<number> {
  const row = await db
    .insert(payments)
    .values(values)
    .returning({ id: payments.id })
    .then(insertedRow('payment'));
  return row.id;
}

/** The payment whose hold or charge the provider names (the newest, should two share it). */
export async function findPaymentByProviderRef(db: Db, ref: string) {
  const [row] = await db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(or(eq(payments.providerAuthorizationId, ref), eq(payments.providerChargeId, ref)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

export interface PaymentDetails {
  payment: PaymentRow;
  booking: {
    id: number;
    clientId: number;
    athleteId: number | null;
    status: typeof bookings.$inferSelect.status;
    priceCents: number;
    serviceFeeCents: number;
    processingFeeCents: number;
    amountCents: number;
  };
  card: { id: number; brand: string; last4: string; expMonth: number; expYear: number } | null;
}

export async function findPaymentDetails(db: Db, id: number): Promise<PaymentDetails | undefined> {
  const [row] = await db
    .select({
      payment: payments,
      booking: {
        ...pick(bookings, ['id', 'clientId', 'athleteId', 'status']),
        ...pick(bookings, ['priceCents', 'serviceFeeCents', 'processingFeeCents', 'amountCents']),
      },
      card: pick(cards, ['id', 'brand', 'last4', 'expMonth', 'expYear']),
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(cards, eq(cards.id, payments.cardId))
    .where(eq(payments.id, id))
    .limit(1);
  return row;
}

/**
 * Takes the next charge attempt for this payment: only one request can move the key on from
 * the one it read, so two identical requests never both reach the provider.
 */
export async function claimChargeAttempt(
  db: Db,
  id: number,
  expected: { statuses: readonly PaymentStatusName[]; key: string | null },
  next: { key: string; cardId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ idempotencyKey: next.key, cardId: next.cardId, updatedAt: next.now })
    .where(
      and(
        eq(payments.id, id),
        inArray(payments.status, [...expected.statuses]),
        sql`${payments.idempotencyKey} is not distinct from ${expected.key}`,
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Changes a payment only if it is still in (one of) the status(es) it was read in. */
export async function updatePaymentIfStatus(
  db: Db,
  id: number,
  expected: PaymentStatusName | readonly PaymentStatusName[],
  patch: Partial<
    Pick<
      typeof payments.$inferInsert,
      | 'status'
      | 'providerChargeId'
      | 'failureMessage'
      | 'updatedAt'
      | 'cardId'
      | 'idempotencyKey'
      | 'providerTransferId'
      | 'transferAmountCents'
      | 'transferAccountId'
      | 'providerRefundId'
    >
  >,
): Promise<boolean> {
  const statuses = typeof expected === 'string' ? [expected] : [...expected];
  const rows = await db
    .update(payments)
    .set(patch)
    .where(and(eq(payments.id, id), inArray(payments.status, statuses)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * The trainer's payout account: the connected one, or `named` connected now when there is none
 * yet (the first payout connects it). Undefined when neither exists.
 */
export async function payoutAccountOf(db: Db, athleteId: number, named: string | undefined) {
  if (named !== undefined) {
    await db
      .update(athletes)
      .set({ stripeAccountId: named })
      .where(and(eq(athletes.id, athleteId), isNull(athletes.stripeAccountId)));
  }
  const [row] = await db
    .select({ account: athletes.stripeAccountId })
    .from(athletes)
    .where(eq(athletes.id, athleteId))
    .limit(1);
  return row?.account ?? undefined;
}

/** The account's payment records, oldest first (a data export). */
export async function listClientPayments(db: Db, clientId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.clientId, clientId)).orderBy(payments.id);
}
