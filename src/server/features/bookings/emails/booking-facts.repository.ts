import { asc, desc, eq } from 'drizzle-orm';
import type { PaymentStatusName } from '../../../../shared/domain/booking-status';
import type { Db } from '../../../db/client';
import { athletes, bookingEntries, bookings, clients, payments, providedServices } from '../../../db/schema';

/** What a booking email says, read in the transaction of the change it announces. */
export interface BookingEmailFacts {
  bookingId: number;
  /** The account holder's address (a parent for most players). */
  to: string;
  /** Whom to greet: the parent/guardian when known, else the player. */
  greetingName: string;
  playerName: string;
  timeZone: string | null;
  trainingName: string | null;
  trainerFirstName: string | null;
  trainerLastName: string | null;
  trainerSlug: string | null;
  virtual: boolean;
  location: string | null;
  address: string | null;
  /** Start of every session, in order (one for a single training). */
  sessionStarts: Date[];
  amountCents: number;
  trainerNotes: string | null;
  /** The booking's latest payment record, if any (free bookings have none). */
  paymentStatus: PaymentStatusName | null;
}

/**
 * The booking with its account holder, trainer and training: what every email about a
 * booking names. Trainer and training are null when they were removed.
 */
export async function findBookingParties(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      booking: bookings,
      clientEmail: clients.email,
      clientGuest: clients.guestUser,
      clientFirstName: clients.firstName,
      parentFirstName: clients.parentFirstName,
      timeZone: clients.timeZone,
      trainingId: providedServices.id,
      trainingName: providedServices.name,
      trainingType: providedServices.trainingType,
      trainerFirstName: athletes.firstName,
      trainerLastName: athletes.lastName,
      trainerSlug: athletes.slug,
    })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .leftJoin(providedServices, eq(providedServices.id, bookings.providedServiceId))
    .leftJoin(athletes, eq(athletes.id, bookings.athleteId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}

export async function findBookingEmailFacts(
  db: Db,
  bookingId: number,
): Promise<BookingEmailFacts | undefined> {
  const row = await findBookingParties(db, bookingId);
  if (!row) return undefined;
  const [entries, [payment]] = await Promise.all([
    db
      .select({ startsAt: bookingEntries.startsAt })
      .from(bookingEntries)
      .where(eq(bookingEntries.bookingId, bookingId))
      .orderBy(asc(bookingEntries.startsAt), asc(bookingEntries.id)),
    db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.bookingId, bookingId))
      .orderBy(desc(payments.id))
      .limit(1),
  ]);
  const { booking } = row;
  return {
    bookingId: booking.id,
    to: row.clientEmail,
    greetingName: row.parentFirstName?.trim() || row.clientFirstName,
    playerName: row.clientFirstName,
    timeZone: row.timeZone,
    trainingName: row.trainingName,
    trainerFirstName: row.trainerFirstName,
    trainerLastName: row.trainerLastName,
    trainerSlug: row.trainerSlug,
    virtual: row.trainingType === 'virtual',
    location: booking.location,
    address: booking.address,
    // A booking written without session rows (older data) still has its start time.
    sessionStarts: entries.length > 0 ? entries.map((e) => e.startsAt) : [booking.trainingStartDateTime],
    amountCents: booking.amountCents,
    trainerNotes: booking.trainerNotes,
    paymentStatus: payment?.status ?? null,
  };
}
