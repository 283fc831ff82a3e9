import { and, asc, count, eq, gt, inArray, isNull, lte, max, min, or, sql } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { bookingEntries, bookings, trainingSessions } from '../../db/schema';

type BookingPatch = Partial<
  Pick<
    typeof bookings.$inferInsert,
    'status' | 'allowedCancel' | 'trainerNotes' | 'updatedAt' | 'acceptedAt' | 'expiredAt'
  >
>;

/**
 * Moves a booking only if it is still in the status it was read in (and, when asked, still
 * cancellable): two answers racing each other cannot both win.
 */
export async function updateBookingIfStatus(
  db: Db,
  id: number,
  expected: BookingStatus,
  patch: BookingPatch,
  options: { requireAllowedCancel?: boolean } = {},
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set(patch)
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.status, expected),
        options.requireAllowedCancel ? eq(bookings.allowedCancel, true) : undefined,
      ),
    )
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/**
 * Gives back every seat the booking still holds: releasing its entries is all it takes, the
 * sessions' seats_taken follow (trigger, migration 0006).
 */
export async function releaseSeats(db: Db, bookingId: number, now: Date): Promise<void> {
  await db
    .update(bookingEntries)
    .set({ releasedAt: now })
    .where(and(eq(bookingEntries.bookingId, bookingId), isNull(bookingEntries.releasedAt)));
}

/**
 * Ends a booking the trainer cancelled: its entries are released but their seats withdrawn, so
 * the sessions keep counting them (trigger, migration 0025) and the trainer's time is neither
 * sold again nor offered to the waitlist (ADR 0047). Returns the sessions that now have no live
 * booking at all: the trainer's time there is cancelled.
 */
export async function withdrawSeats(db: Db, bookingId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(bookingEntries)
    .set({ releasedAt: now, seatWithdrawn: true })
    .where(and(eq(bookingEntries.bookingId, bookingId), isNull(bookingEntries.releasedAt)))
    .returning({ sessionId: bookingEntries.sessionId });
  const sessionIds = [...new Set(rows.flatMap((r) => (r.sessionId === null ? [] : [r.sessionId])))];
  if (sessionIds.length === 0) return [];
  // Locked like a booking or a claim locks them (session first): one racing for a seat there
  // waits, and "no live booking" below cannot miss it; closing the places cannot deadlock a claim.
  await db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(inArray(trainingSessions.id, sessionIds))
    .orderBy(asc(trainingSessions.id))
    .for('update');
  const live = await db
    .selectDistinct({ sessionId: bookingEntries.sessionId })
    .from(bookingEntries)
    .where(and(inArray(bookingEntries.sessionId, sessionIds), isNull(bookingEntries.releasedAt)));
  return sessionIds.filter((id) => !live.some((l) => l.sessionId === id));
}

/**
 * A session the trainer cancelled entirely keeps only its withdrawn seats: its capacity shrinks
 * to them, so the database refuses any new seat there (training_sessions_seats) and the time
 * reads as taken to the grid. Run once the places in line for it have ended.
 */
export async function closeCancelledSessions(db: Db, sessionIds: readonly number[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .update(trainingSessions)
    .set({ maxSeats: sql`${trainingSessions.seatsTaken}` })
    .where(inArray(trainingSessions.id, [...sessionIds]));
}

/** The trainer's session, locked as a booking locks it (another trainer's: undefined). */
export async function lockTrainerSession(db: Db, athleteId: number, sessionId: number) {
  const [session] = await db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, sessionId), eq(trainingSessions.athleteId, athleteId)))
    .for('update');
  return session;
}

/**
 * Gives the trainer's seats back from a session they cancelled, whole or in part (ADR 0047,
 * reopen): its withdrawn entries stop counting (trigger). A session cancelled whole then holds no
 * seat and its time is free, the next booking there setting its seats anew (`openSession`); one
 * that goes on has those seats free again. The bookings stay cancelled.
 */
export async function reopenWithdrawnSeats(db: Db, sessionId: number): Promise<void> {
  await db
    .update(bookingEntries)
    .set({ seatWithdrawn: false })
    .where(and(eq(bookingEntries.sessionId, sessionId), eq(bookingEntries.seatWithdrawn, true)));
}

/** An accepted booking that had no card hold gets a payment to charge (SPEC §4, create_charge). */
/** Bookings in `from` whose training has ended move to `to`; returns their ids. */
export async function completeEndedBookings(
  db: Db,
  now: Date,
  from: readonly BookingStatus[],
  to: BookingStatus,
): Promise<number[]> {
  const rows = await db
    .update(bookings)
    .set({ status: to, updatedAt: now })
    .where(and(inArray(bookings.status, [...from]), lte(bookings.trainingEndDateTime, now)))
    .returning({ id: bookings.id });
  return rows.map((r) => r.id);
}

/**
 * The trainer's cancellation requests (incomplete bookings) still unanswered when the training
 * has started, soonest first (ADR 0030).
 */
export async function findLapsedCancellationIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'incomplete'), lte(bookings.trainingStartDateTime, now)))
    .orderBy(asc(bookings.trainingStartDateTime), asc(bookings.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Pending requests past their deadline (no stored deadline: the session's start), oldest first. */
export async function findExpiredRequestIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'pending'),
        or(
          lte(bookings.respondBy, now),
          and(isNull(bookings.respondBy), lte(bookings.trainingStartDateTime, now)),
        ),
      ),
    )
    .orderBy(asc(bookings.respondBy), asc(bookings.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Whose bookings: a family's account or a trainer's. */
export type BookingParty = { clientId: number } | { athleteId: number };

/** The party's bookings in `statuses`, oldest first (`endingAfter`: only those not yet over). */
export async function findBookingIds(
  db: Db,
  party: BookingParty,
  statuses: BookingStatus[],
  endingAfter?: Date,
): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        'clientId' in party ? eq(bookings.clientId, party.clientId) : eq(bookings.athleteId, party.athleteId),
        inArray(bookings.status, statuses),
        endingAfter ? gt(bookings.trainingEndDateTime, endingAfter) : undefined,
      ),
    )
    .orderBy(asc(bookings.id));
  return rows.map((r) => r.id);
}

export async function findEntryWithBooking(db: Db, entryId: number) {
  const [row] = await db
    .select({ entry: bookingEntries, booking: bookings })
    .from(bookingEntries)
    .innerJoin(bookings, eq(bookings.id, bookingEntries.bookingId))
    .where(eq(bookingEntries.id, entryId))
    .limit(1);
  return row;
}

/** Locks the booking row for the rest of the transaction; undefined if it left `status`. */
export async function lockBookingIfStatus(db: Db, id: number, status: BookingStatus) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.status, status)))
    .for('update');
  return row;
}

export async function countHeldSessions(db: Db, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(bookingEntries)
    .where(and(eq(bookingEntries.bookingId, bookingId), isNull(bookingEntries.releasedAt)));
  return row?.value ?? 0;
}

/**
 * Drops one session of a package: the row goes (the player removed it, it is no part of the
 * booking any more), its seat comes back, and the booking's span and count follow.
 */
export async function removeSession(db: Db, bookingId: number, entryId: number, now: Date): Promise<void> {
  const [removed] = await db
    .delete(bookingEntries)
    .where(
      and(
        eq(bookingEntries.id, entryId),
        eq(bookingEntries.bookingId, bookingId),
        isNull(bookingEntries.releasedAt),
      ),
    )
    .returning({ id: bookingEntries.id });
  if (!removed) return;
  const [span] = await db
    .select({ n: count(), first: min(bookingEntries.startsAt), last: max(bookingEntries.endsAt) })
    .from(bookingEntries)
    .where(eq(bookingEntries.bookingId, bookingId));
  if (!span?.first || !span.last) return;
  await db
    .update(bookings)
    .set({
      sessionsCount: span.n,
      trainingStartDateTime: span.first,
      trainingEndDateTime: span.last,
      updatedAt: now,
    })
    .where(eq(bookings.id, bookingId));
}
