import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newestFirstPage, type PageWindow, pick, prefixed } from '../../db/queries';
import { athletes, bookings, clients, players, providedServices, reviews } from '../../db/schema';
import { bookingPlayerJoin } from '../clients/players.repository';

/** The trainer whose page has this slug; none once they deleted their account (ADR 0055). */
export async function findAthleteIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: athletes.id })
    .from(athletes)
    .where(and(eq(athletes.slug, slug), isNull(athletes.deletedAt)))
    .limit(1);
  return rows[0]?.id;
}

/**
 * A trainer's public reviews, newest first, with what the trainer's page may show of the
 * player: the first name, never the last name or contact.
 */
export function listPublicReviews(db: Db, athleteId: number, window: PageWindow) {
  const rows = db
    .select({
      ...pick(reviews, ['id', 'comment', 'createdAt']),
      playerFirstName: players.firstName,
      serviceName: providedServices.name,
      servicePrivacy: providedServices.privacySetting,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(clients, eq(clients.id, reviews.clientId))
    .innerJoin(players, bookingPlayerJoin)
    .leftJoin(providedServices, eq(providedServices.id, reviews.providedServiceId))
    .$dynamic();
  const where = and(eq(reviews.athleteId, athleteId), eq(reviews.kind, 'public'));
  return newestFirstPage(db, { rows, table: reviews, where }, window);
}
export type PublicReviewRow = Awaited<ReturnType<typeof listPublicReviews>>['rows'][number];

/** Both kinds of reviews with what the trainer site shows of each (trainer's reviews page). */
const trainerReviewRows = (db: Db) =>
  db
    .select({
      ...pick(reviews, ['id', 'kind', 'comment', 'privateComment', 'bookingId', 'createdAt']),
      trainingStart: bookings.trainingStartDateTime,
      serviceName: providedServices.name,
      ...prefixed('player', players, ['firstName', 'lastName', 'dob']),
      playerTimeZone: clients.timeZone,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(clients, eq(clients.id, reviews.clientId))
    .innerJoin(players, bookingPlayerJoin)
    .leftJoin(providedServices, eq(providedServices.id, reviews.providedServiceId))
    .$dynamic();

/** Both kinds of reviews of one trainer's trainings, newest first, for that trainer only. */
export function listTrainerReviews(db: Db, athleteId: number, window: PageWindow) {
  const rows = trainerReviewRows(db);
  return newestFirstPage(db, { rows, table: reviews, where: eq(reviews.athleteId, athleteId) }, window);
}
export type TrainerReviewRow = Awaited<ReturnType<typeof listTrainerReviews>>['rows'][number];

/** Every review the trainer received, both kinds, newest first (a data export). */
export async function listAllTrainerReviews(db: Db, athleteId: number): Promise<TrainerReviewRow[]> {
  return trainerReviewRows(db)
    .where(eq(reviews.athleteId, athleteId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}
