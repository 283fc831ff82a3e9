import { and, eq } from 'drizzle-orm';
import type { ReviewKind } from '../../../shared/api/reviews';
import type { Db } from '../../db/client';
import { bookings, clients, reviews } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

export async function findClientBooking(db: Db, clientId: number, bookingId: number) {
  const rows = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      athleteId: bookings.athleteId,
      providedServiceId: bookings.providedServiceId,
    })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.clientId, clientId)))
    .limit(1);
  return rows[0];
}

export async function isGuestClient(db: Db, clientId: number): Promise<boolean> {
  const rows = await db
    .select({ guest: clients.guestUser })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return rows[0]?.guest ?? false;
}

/** Whether the booking has a review of that kind (of either kind when none is given). */
export async function reviewExistsForBooking(db: Db, bookingId: number, kind?: ReviewKind): Promise<boolean> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.bookingId, bookingId), kind ? eq(reviews.kind, kind) : undefined))
    .limit(1);
  return rows.length > 0;
}

/**
 * Undefined when the booking already has a review of this kind (public when there is a
 * comment, else private): the unique index on (booking, kind) decides under races.
 */
export async function insertReview(
  db: Db,
  values: typeof reviews.$inferInsert,
): Promise<ReviewRow | undefined> {
  const rows = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: [reviews.bookingId, reviews.kind] })
    .returning();
  return rows[0];
}

/** The account's reviews and private feedback (a data export), oldest first. */
export async function listClientReviews(db: Db, clientId: number): Promise<ReviewRow[]> {
  return db.select().from(reviews).where(eq(reviews.clientId, clientId)).orderBy(reviews.id);
}

/** Erases the account's reviews and private feedback (its deletion, ADR 0040). */
export async function deleteClientReviews(db: Db, clientId: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.clientId, clientId));
}

/**
 * Erases the reviews and private feedback a trainer received (the trainer's deletion, ADR 0055):
 * nobody could read them on a page that is gone.
 */
export async function deleteAthleteReviews(db: Db, athleteId: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.athleteId, athleteId));
}
