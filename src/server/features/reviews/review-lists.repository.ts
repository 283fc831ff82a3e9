import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { athletes, bookings, clients, providedServices, reviews } from '../../db/schema';

interface PageWindow {
  limit: number;
  offset: number;
}

export async function findAthleteIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const rows = await db.select({ id: athletes.id }).from(athletes).where(eq(athletes.slug, slug)).limit(1);
  return rows[0]?.id;
}

async function countReviews(db: Db, where: SQL | undefined): Promise<number> {
  const [total] = await db.select({ value: count() }).from(reviews).where(where);
  return total?.value ?? 0;
}

/**
 * A trainer's public reviews, newest first, with what the trainer's page may show of the
 * player: the first name, never the last name or contact.
 */
export async function listPublicReviews(db: Db, athleteId: number, window: PageWindow) {
  const where = and(eq(reviews.athleteId, athleteId), eq(reviews.kind, 'public'));
  const [rows, total] = await Promise.all([
    db
      .select({
        id: reviews.id,
        playerFirstName: clients.firstName,
        trainingName: providedServices.name,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(clients, eq(clients.id, reviews.clientId))
      .leftJoin(providedServices, eq(providedServices.id, reviews.providedServiceId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(window.limit)
      .offset(window.offset),
    countReviews(db, where),
  ]);
  return { rows, count: total };
}
export type PublicReviewRow = Awaited<ReturnType<typeof listPublicReviews>>['rows'][number];

/** Both kinds of reviews of one trainer's trainings, newest first, for that trainer only. */
export async function listTrainerReviews(db: Db, athleteId: number, window: PageWindow) {
  const where = eq(reviews.athleteId, athleteId);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: reviews.id,
        kind: reviews.kind,
        comment: reviews.comment,
        privateComment: reviews.privateComment,
        bookingId: reviews.bookingId,
        trainingStart: bookings.trainingStartDateTime,
        trainingName: providedServices.name,
        playerFirstName: clients.firstName,
        playerLastName: clients.lastName,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .innerJoin(clients, eq(clients.id, reviews.clientId))
      .leftJoin(providedServices, eq(providedServices.id, reviews.providedServiceId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(window.limit)
      .offset(window.offset),
    countReviews(db, where),
  ]);
  return { rows, count: total };
}
export type TrainerReviewRow = Awaited<ReturnType<typeof listTrainerReviews>>['rows'][number];
