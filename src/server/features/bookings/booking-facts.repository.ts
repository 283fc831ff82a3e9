import { asc, eq, sql } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/constants';
import type { PaymentStatusName } from '../../../shared/domain/booking-status';
import { gradeForPassingYear, gradeLabel } from '../../../shared/domain/grades';
import type { Db } from '../../db/client';
import { pick, prefixed } from '../../db/queries';
import {
  athletes,
  bookingEntries,
  bookings,
  calendarEntries,
  clients,
  payments,
  players,
  providedServices,
} from '../../db/schema';
import { bookingPlayerJoin } from '../clients/players.repository';

/** What a booking email says, read in the transaction of the change it announces. */
export interface BookingEmailFacts {
  bookingId: number;
  /** The account holder's address (a parent for most players). */
  to: string;
  /** Whom to greet: the parent/guardian when known, else the player. */
  greetingName: string;
  /** A guest checkout's account: no password, so no booking page to open (SPEC §1). */
  guest: boolean;
  playerName: string;
  timeZone: string | null;
  serviceName: string | null;
  trainerFirstName: string | null;
  trainerLastName: string | null;
  trainerSlug: string | null;
  virtual: boolean;
  location: string | null;
  address: string | null;
  /** Start of every session, in order (one for a single training). */
  sessionStarts: Date[];
  /** How long each session lasts, in minutes (a package's sessions are alike). */
  sessionMinutes: number;
  /**
   * A reminder of one session of a package: the package's number of sessions, so its amounts
   * read as the whole package's (set by the reminders, `ofSession`).
   */
  packageOf?: number;
  amountCents: number;
  /** What the trainer earns: the whole training price. */
  priceCents: number;
  trainerNotes: string | null;
  /** The player's notes for the trainer. */
  playerNotes: string | null;
  /** The booking's latest payment record, if any (free bookings have none). */
  paymentStatus: PaymentStatusName | null;
  status: BookingStatus;
  acceptedAt: Date | null;
  respondBy: Date | null;
  /** The booking's free cancellation hours (ADR 0046); null: non-refundable. */
  freeCancellationHours?: number | null;
  /** Until when the family may cancel it for a full refund (ADR 0046); null: non-refundable. */
  freeCancellationUntil?: Date | null;
  /** A virtual training's meeting link (shared with the family once accepted). */
  meetingLink: string | null;
  /** The player's grade when the email is written ('10th Grade'), null without a passing year. */
  playerGrade: string | null;
  /** How the trainer reaches the family once the booking is accepted. */
  family: { parentName: string | null; email: string; phone: string | null };
  /** The trainer's own address and zone, for the emails they get; null when they were removed. */
  trainer: { email: string; timeZone: string } | null;
  /**
   * Its time is in an opening the trainer closed for time off (ADR 0063): a seat it gives back is
   * not for sale again. Unset when the caller does not know (a new booking's email).
   */
  openingClosed?: boolean;
}

/**
 * The booking with its account holder, trainer and training: what every email about a
 * booking names. Trainer and training are null when they were removed.
 */
export async function findBookingParties(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      booking: bookings,
      ...prefixed('client', clients, ['email']),
      // The player the booking is for (ADR 0045).
      clientFirstName: players.firstName,
      clientGuest: clients.guestUser,
      ...pick(clients, ['parentFirstName', 'parentLastName', 'timeZone']),
      passingYear: players.passingYear,
      parentPhone: clients.parentContactNumber,
      playerPhone: players.contactNumber,
      ...prefixed('service', providedServices, ['id', 'name']),
      ...pick(providedServices, ['trainingType', 'connectionDetail']),
      ...prefixed('trainer', athletes, ['firstName', 'lastName', 'email', 'timeZone', 'slug']),
      // Any of its sessions in an opening closed for time off (ADR 0063).
      openingClosed: sql<boolean>`EXISTS (
        SELECT 1 FROM ${bookingEntries} be JOIN ${calendarEntries} ce ON ce.id = be.calendar_entry_id
        WHERE be.booking_id = ${bookings.id} AND ce.closed_at IS NOT NULL
      )`,
      // The booking's latest payment record's status (free bookings have none).
      paymentStatus: sql<PaymentStatusName | null>`(
        SELECT p.status FROM ${payments} p WHERE p.booking_id = ${bookings.id} ORDER BY p.id DESC LIMIT 1
      )`,
    })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .innerJoin(players, bookingPlayerJoin)
    .leftJoin(providedServices, eq(providedServices.id, bookings.providedServiceId))
    .leftJoin(athletes, eq(athletes.id, bookings.athleteId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row;
}

/** '9th grade', 'Kindergarten', 'College': how an email names a player's grade. */
function gradeWords(grade: number): string {
  const label = gradeLabel(grade);
  return grade >= 1 && grade <= 12 ? `${label} grade` : label;
}

/**
 * `sessionStarts`: the booking's session starts, in order, when the caller knows them and its
 * entries are not written yet (a new booking's email is written before its seats, ADR 0052).
 */
export async function findBookingEmailFacts(
  db: Db,
  bookingId: number,
  now: Date,
  sessionStarts?: Date[],
): Promise<BookingEmailFacts | undefined> {
  const row = await findBookingParties(db, bookingId);
  if (!row) return undefined;
  // A new booking's starts are its caller's: its entries are written after its email (ADR 0052).
  const entries =
    sessionStarts?.map((startsAt) => ({ startsAt })) ??
    (await db
      .select({ startsAt: bookingEntries.startsAt })
      .from(bookingEntries)
      .where(eq(bookingEntries.bookingId, bookingId))
      .orderBy(asc(bookingEntries.startsAt), asc(bookingEntries.id)));
  const { booking } = row;
  return {
    bookingId: booking.id,
    to: row.clientEmail,
    greetingName: row.parentFirstName?.trim() || row.clientFirstName,
    guest: row.clientGuest,
    playerName: row.clientFirstName,
    timeZone: row.timeZone,
    serviceName: row.serviceName,
    trainerFirstName: row.trainerFirstName,
    trainerLastName: row.trainerLastName,
    trainerSlug: row.trainerSlug,
    virtual: row.trainingType === 'virtual',
    location: booking.location,
    address: booking.address,
    // A booking written without session rows (older data) still has its start time.
    sessionStarts: entries.length > 0 ? entries.map((e) => e.startsAt) : [booking.trainingStartDateTime],
    // The booking ends with its last session: from that session's start, one session's length.
    sessionMinutes: Math.round(
      (booking.trainingEndDateTime.getTime() -
        (entries.at(-1)?.startsAt ?? booking.trainingStartDateTime).getTime()) /
        60_000,
    ),
    amountCents: booking.amountCents,
    priceCents: booking.priceCents,
    trainerNotes: booking.trainerNotes,
    playerNotes: booking.notes,
    paymentStatus: row.paymentStatus ?? null,
    status: booking.status,
    acceptedAt: booking.acceptedAt,
    respondBy: booking.respondBy,
    openingClosed: row.openingClosed === true,
    freeCancellationHours: booking.freeCancellationHours,
    freeCancellationUntil: booking.freeCancellationUntil,
    meetingLink: row.connectionDetail?.trim() || null,
    playerGrade: row.passingYear === null ? null : gradeWords(gradeForPassingYear(row.passingYear, now)),
    family: {
      parentName: [row.parentFirstName, row.parentLastName].filter((p) => p?.trim()).join(' ') || null,
      email: row.clientEmail,
      phone: row.parentPhone || row.playerPhone || null,
    },
    trainer:
      row.trainerEmail && row.trainerTimeZone
        ? { email: row.trainerEmail, timeZone: row.trainerTimeZone }
        : null,
  };
}
