import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { athletes, bookings, clients, emailOutbox, providedServices } from '../../db/schema';

/** What the review request needs: the booking, its player's account, trainer and training. */
export async function findReviewRequestFacts(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      bookingId: bookings.id,
      status: bookings.status,
      startsAt: bookings.trainingStartDateTime,
      email: clients.email,
      guest: clients.guestUser,
      playerName: clients.firstName,
      parentFirstName: clients.parentFirstName,
      timeZone: clients.timeZone,
      athleteSlug: athletes.slug,
      trainerFirstName: athletes.firstName,
      serviceId: providedServices.id,
      serviceName: providedServices.name,
    })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .leftJoin(athletes, eq(athletes.id, bookings.athleteId))
    .leftJoin(providedServices, eq(providedServices.id, bookings.providedServiceId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}

/**
 * Whether a review request for this booking is already in the outbox. The outbox has no
 * booking column, so the booking's own feedback path (`/feedback/{id}/`) is what identifies it.
 */
export async function reviewRequestAlreadySent(db: Db, bookingId: number, to: string): Promise<boolean> {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, 'review_request'),
        eq(emailOutbox.toAddress, to),
        like(emailOutbox.textBody, `%/feedback/${bookingId}/%`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
