import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertedRow } from '../../db/queries';
import {
  bookingEntries,
  bookings,
  calendarEntries,
  calendarEntryServices,
  clients,
  type payments,
  players,
  providedServiceLocations,
  providedServices,
  trainingSessions,
} from '../../db/schema';
import { insertPayment } from '../payments/payments.repository';
import { endPlacesOfBookedPlayer, lockOpenOffer, releaseClaimedOffer } from '../waitlist/waitlist.repository';

export type ServiceRow = typeof providedServices.$inferSelect;

export async function findServiceWithLocations(db: Db, id: number) {
  const [service] = await db.select().from(providedServices).where(eq(providedServices.id, id)).limit(1);
  if (!service) return undefined;
  const locations = await db
    .select({ location: providedServiceLocations.location, address: providedServiceLocations.address })
    .from(providedServiceLocations)
    .where(eq(providedServiceLocations.providedServiceId, id))
    .orderBy(asc(providedServiceLocations.id));
  return { service, locations };
}

/**
 * The player a new booking is for, with the account's clock: `playerId` when it is one of the
 * account's players (asked for, or a claimed waitlist place's, ADR 0047), else the account's
 * active player (ADR 0045). Another family's player is not found.
 */
export async function findPlayer(db: Db, clientId: number, playerId?: number) {
  const [row] = await db
    .select({
      id: players.id,
      gender: players.gender,
      passingYear: players.passingYear,
      timeZone: clients.timeZone,
    })
    .from(clients)
    .innerJoin(
      players,
      playerId === undefined
        ? eq(players.id, clients.activePlayerId)
        : and(eq(players.id, playerId), eq(players.clientId, clients.id)),
    )
    .where(eq(clients.id, clientId))
    .limit(1);
  return row;
}

/** The openings (their id and window) that offer the training with id `serviceId`. */
function openingsOffering(db: Db, serviceId: number) {
  return db
    .select({ id: calendarEntries.id, fromTime: calendarEntries.fromTime, toTime: calendarEntries.toTime })
    .from(calendarEntries)
    .innerJoin(
      calendarEntryServices,
      and(
        eq(calendarEntryServices.calendarEntryId, calendarEntries.id),
        eq(calendarEntryServices.providedServiceId, serviceId),
      ),
    )
    .$dynamic();
}

/** An opening of the trainer offering the service (a request naming `calendar_entry_id`). */
export async function findOfferingEntry(db: Db, service: { id: number; athleteId: number }, entryId: number) {
  const rows = await openingsOffering(db, service.id)
    .where(and(eq(calendarEntries.id, entryId), eq(calendarEntries.athleteId, service.athleteId)))
    .limit(1);
  return rows[0];
}

/**
 * Whether the player holds a live seat in any of these sessions through the client's bookings
 * (a family may book one group session for two of its players, not twice for the same one).
 */
export async function holdsSeatIn(
  db: Db,
  clientId: number,
  playerId: number | null,
  sessionIds: number[],
): Promise<boolean> {
  const rows = await db
    .select({ id: bookingEntries.id })
    .from(bookingEntries)
    .innerJoin(bookings, eq(bookings.id, bookingEntries.bookingId))
    .where(
      and(
        eq(bookings.clientId, clientId),
        playerId === null ? undefined : eq(bookings.playerId, playerId),
        inArray(bookingEntries.sessionId, sessionIds),
        isNull(bookingEntries.releasedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** One session a booking takes, as the session grid computed it. */
export interface SessionClaim {
  calendarEntryId: number;
  startsAt: Date;
  endsAt: Date;
  /** The end plus the trainer's buffer. */
  blocksUntil: Date;
  maxSeats: number;
}

export interface SeatReservation {
  clientId: number;
  idempotencyKey: string | null;
  athleteId: number;
  providedServiceId: number;
  booking: Omit<typeof bookings.$inferInsert, 'clientId' | 'idempotencyKey'>;
  sessions: SessionClaim[];
  payment: Omit<typeof payments.$inferInsert, 'bookingId' | 'clientId'> | null;
  /** Makes the card hold's call this booking's (false: it was released meanwhile). */
  takeHold: ((tx: Db, paymentId: number) => Promise<boolean>) | null;
  /** A waitlist offer this booking claims (ADR 0047): its held seat becomes the booking's. */
  claim?: { entryId: number; now: Date } | undefined;
  /** The request's clock (places in line this booking ends are stamped with it). */
  now?: Date;
  /** Writes the booking's email in its transaction; returns the outbox ids. */
  announce: (tx: Db, bookingId: number) => Promise<number[]>;
}

/** The request's card hold was released (its lease lapsed) before the booking could take it. */
export class HoldReleasedError extends Error {
  constructor() {
    super('card hold released before the booking took it');
    this.name = 'HoldReleasedError';
  }
}

export type SeatOutcome =
  | { kind: 'created'; bookingId: number; emails: number[] }
  | { kind: 'existing'; bookingId: number }
  | { kind: 'sold_out' }
  | { kind: 'offer_gone' }
  | { kind: 'duplicate' };

/**
 * Finds or opens each claimed session, in start order, and locks it, in the caller's transaction
 * (ADR 0028): the openings are locked for share (a trainer's change or removal locks them for
 * update) and each session must still lie inside an opening offering the option. The session
 * ids in claim order, or null when one no longer fits or is full; with a claimed waitlist
 * `offer`, 'offer_gone' when it is no longer open. Taking the seat is the caller's insert of its
 * entries (the trigger counts it; the checks refuse one too many).
 */
export async function claimSessions(
  tx: Db,
  input: { athleteId: number; providedServiceId: number },
  claims: SessionClaim[],
  offer?: { entryId: number; now: Date } | null,
): Promise<number[] | null | 'offer_gone'> {
  // The openings are locked for share (a trainer's change or removal locks them for update)
  // and checked again: each session must still lie inside an opening that offers the option.
  const entryIds = [...new Set(claims.map((c) => c.calendarEntryId))].sort((a, b) => a - b);
  const windows = await openingsOffering(tx, input.providedServiceId)
    .where(inArray(calendarEntries.id, entryIds))
    .orderBy(asc(calendarEntries.id))
    .for('share', { of: calendarEntries });
  const fits = (c: SessionClaim) =>
    windows.some((w) => w.id === c.calendarEntryId && w.fromTime <= c.startsAt && c.endsAt <= w.toTime);
  if (!claims.every(fits)) return null;
  const sessionIds: number[] = [];
  for (const claim of claims) {
    const session = await openSession(tx, input.athleteId, input.providedServiceId, claim);
    // A claimed waitlist offer (ADR 0047) holds one of these seats for this player: it must
    // still be open (locked here); its hold becomes the booking's seat.
    if (offer) {
      if (!(await lockOpenOffer(tx, offer.entryId, session.id, offer.now))) return 'offer_gone';
      session.seatsTaken -= 1;
    }
    if (session.seatsTaken >= session.maxSeats) return null;
    sessionIds.push(session.id);
  }
  return sessionIds;
}

/**
 * The seat transaction. Each session is found or opened (one row per option and start) and
 * locked, in start order so two bookings of one package never deadlock; then the booking,
 * its entries and its payment are written together. Taking the seat is the entries' insert:
 * the trigger adds it to the session, the seats check refuses a seat too many and the
 * exclusion constraint refuses a session overlapping another of the trainer (both surface
 * as errors the caller maps to "Sold Out").
 */
export async function reserveSeats(db: Db, input: SeatReservation): Promise<SeatOutcome> {
  const claims = [...input.sessions].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return db.transaction(async (tx) => {
    const sessionIds = await claimSessions(tx, input, claims, input.claim);
    if (sessionIds === 'offer_gone') return { kind: 'offer_gone' } as const;
    if (sessionIds === null) return { kind: 'sold_out' } as const;
    // A request with the same key got here first (we waited on its lock): answer with its booking.
    if (input.idempotencyKey !== null) {
      const [same] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.clientId, input.clientId), eq(bookings.idempotencyKey, input.idempotencyKey)))
        .limit(1);
      if (same) return { kind: 'existing', bookingId: same.id } as const;
    }
    if (await holdsSeatIn(tx, input.clientId, input.booking.playerId ?? null, sessionIds)) {
      return { kind: 'duplicate' } as const;
    }

    // The offer's hold is given back just before the entries take the seat, in this transaction.
    if (input.claim) await releaseClaimedOffer(tx, input.claim.entryId, input.claim.now);
    const booking = await tx
      .insert(bookings)
      .values({ ...input.booking, clientId: input.clientId, idempotencyKey: input.idempotencyKey })
      .returning({ id: bookings.id })
      .then(insertedRow('booking'));
    await tx.insert(bookingEntries).values(
      claims.map((c, i) => ({
        bookingId: booking.id,
        calendarEntryId: c.calendarEntryId,
        sessionId: sessionIds[i] ?? null,
        startsAt: c.startsAt,
        endsAt: c.endsAt,
      })),
    );
    if (input.payment) {
      const paymentId = await insertPayment(tx, {
        ...input.payment,
        bookingId: booking.id,
        clientId: input.clientId,
      });
      if (input.takeHold && !(await input.takeHold(tx, paymentId))) throw new HoldReleasedError();
    }
    await endPlacesOfBookedPlayer(tx, {
      playerId: input.booking.playerId ?? null,
      serviceId: input.providedServiceId,
      starts: claims.map((c) => c.startsAt),
      claimedEntryId: input.claim?.entryId ?? null,
      bookingId: booking.id,
      now: input.claim?.now ?? input.now ?? new Date(),
    });
    const emails = await input.announce(tx, booking.id);
    return { kind: 'created', bookingId: booking.id, emails } as const;
  });
}

/**
 * Finds or opens the session of the option at the claim's start (one row per option and
 * start) and locks it. An emptied session is opened afresh with today's option and opening
 * rules. Used by bookings and by waitlist offers (ADR 0047).
 */
export async function openSession(tx: Db, athleteId: number, serviceId: number, claim: SessionClaim) {
  await tx
    .insert(trainingSessions)
    .values({
      athleteId,
      providedServiceId: serviceId,
      calendarEntryId: claim.calendarEntryId,
      startsAt: claim.startsAt,
      endsAt: claim.endsAt,
      blocksUntil: claim.blocksUntil,
      maxSeats: claim.maxSeats,
    })
    .onConflictDoNothing({ target: [trainingSessions.providedServiceId, trainingSessions.startsAt] });
  const [session] = await tx
    .select({
      id: trainingSessions.id,
      seatsTaken: trainingSessions.seatsTaken,
      maxSeats: trainingSessions.maxSeats,
    })
    .from(trainingSessions)
    .where(
      and(eq(trainingSessions.providedServiceId, serviceId), eq(trainingSessions.startsAt, claim.startsAt)),
    )
    .for('update');
  if (!session) throw new Error('training session vanished under its lock');
  if (session.seatsTaken === 0) {
    await tx
      .update(trainingSessions)
      .set({
        calendarEntryId: claim.calendarEntryId,
        endsAt: claim.endsAt,
        blocksUntil: claim.blocksUntil,
        maxSeats: claim.maxSeats,
      })
      .where(eq(trainingSessions.id, session.id));
    session.maxSeats = claim.maxSeats;
  }
  return session;
}

/** Whether the player already holds a live seat in the option's session at any of these starts. */
export async function holdsSeatAt(
  db: Db,
  clientId: number,
  playerId: number,
  serviceId: number,
  starts: Date[],
): Promise<boolean> {
  if (starts.length === 0) return false;
  const sessions = await db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(
      and(eq(trainingSessions.providedServiceId, serviceId), inArray(trainingSessions.startsAt, starts)),
    );
  return holdsSeatIn(
    db,
    clientId,
    playerId,
    sessions.map((s) => s.id),
  );
}
