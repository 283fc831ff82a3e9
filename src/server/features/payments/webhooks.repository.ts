import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { PaymentStatusName } from '../../../shared/domain/booking-status';
import type { Db } from '../../db/client';
import { payments, processedWebhookEvents } from '../../db/schema';

/** Claims the event id; false when it had been applied before (a replay). */
export async function claimWebhookEvent(db: Db, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(processedWebhookEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: processedWebhookEvents.id });
  return rows.length > 0;
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

export async function movePayment(
  db: Db,
  id: number,
  from: readonly PaymentStatusName[],
  patch: Partial<
    Pick<typeof payments.$inferInsert, 'status' | 'providerChargeId' | 'failureMessage' | 'updatedAt'>
  >,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set(patch)
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning({ id: payments.id });
  return rows.length > 0;
}
