import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
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
  waitlistEntries,
} from '../../db/schema';
import { column, instant, intArray, queryRows } from '../calendar/sql-rows';
import { insertPayment } from '../payments/payments.repository';
import {
  endPlacesInLine,
  endPlacesOfBookedPlayer,
  lockOpenOffer,
  releaseClaimedOffer,
} from '../waitlist/waitlist.repository';

export type ServiceRow = typeof providedServices.$inferSelect;

const locationsSchema = z.array(
  z.object({
    location: z.string(),
    address: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
);

function prepareServiceWithLocations(db: Db) {
  return db
    .select({
      service: providedServices,
      // A select from one table names its columns unqualified: the subquery names the id in full.
      locations: sql<unknown>`coalesce((
        SELECT json_agg(json_build_object('location', l.location, 'address', l.address,
          'city', l.city, 'state', l.state) ORDER BY l.id)
        FROM ${providedServiceLocations} l WHERE l.provided_service_id = "provided_services"."id"
      ), '[]'::json)`,
    })
    .from(providedServices)
    .where(eq(providedServices.id, sql.placeholder('id')))
    .limit(1)
    .prepare('booking_service_with_locations');
}

// Every booking request reads its training: built once per database (ADR 0038, ADR 0052).
const serviceStatements = new WeakMap<Db, ReturnType<typeof prepareServiceWithLocations>>();

/** The training with its places, in order, in one statement. */
export async function findServiceWithLocations(db: Db, id: number) {
  let statement = serviceStatements.get(db);
  if (!statement) {
    statement = prepareServiceWithLocations(db);
    serviceStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  if (!row) return undefined;
  return { service: row.service, locations: locationsSchema.parse(row.locations) };
}

/**
 * The player a new booking is for, with the account's clock: `playerId` when it is one of the
 * account's players (asked for, or a claimed waitlist place's, ADR 0047), else the account's
 * active player (ADR 0045). Another family's player is not found.
 */
export async function findPlayer(db: Db, clientId: number, playerId?: number) {
  let statements = playerStatements.get(db);
  if (!statements) {
    statements = { active: preparePlayer(db, false), chosen: preparePlayer(db, true) };
    playerStatements.set(db, statements);
  }
  const [row] =
    playerId === undefined
      ? await statements.active.execute({ clientId })
      : await statements.chosen.execute({ clientId, playerId });
  return row;
}

function preparePlayer(db: Db, chosen: boolean) {
  return db
    .select({
      id: players.id,
      firstName: players.firstName,
      gender: players.gender,
      passingYear: players.passingYear,
      timeZone: clients.timeZone,
    })
    .from(clients)
    .innerJoin(
      players,
      chosen
        ? and(eq(players.id, sql.placeholder('playerId')), eq(players.clientId, clients.id))
        : eq(players.id, clients.activePlayerId),
    )
    .where(eq(clients.id, sql.placeholder('clientId')))
    .limit(1)
    .prepare(chosen ? 'booking_chosen_player' : 'booking_active_player');
}

// Built once per database, as the training's statement.
const playerStatements = new WeakMap<Db, Record<'active' | 'chosen', ReturnType<typeof preparePlayer>>>();

/**
 * The openings (their id and window) that offer the training with id `serviceId`, open to
 * families (not closed by the trainer's time off, ADR 0063).
 */
function openingsOffering(db: Db, serviceId: number) {
  return db
    .select({ id: calendarEntries.id, fromTime: calendarEntries.fromTime, toTime: calendarEntries.toTime })
    .from(calendarEntries)
    .innerJoin(
      calendarEntryServices,
      and(
        eq(calendarEntryServices.calendarEntryId, calendarEntries.id),
        eq(calendarEntryServices.providedServiceId, serviceId),
        isNull(calendarEntries.closedAt),
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
  /**
   * Writes the booking's email in its transaction, before its entries (their starts given);
   * returns the outbox ids.
   */
  announce: (tx: Db, bookingId: number, sessionStarts: Date[]) => Promise<number[]>;
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
  | { kind: 'sold_out' }
  | { kind: 'offer_gone' }
  | { kind: 'duplicate' };

/**
 * Locks the openings of the claims for share (a trainer's change or removal locks them for
 * update) and checks again that each session lies inside an opening that offers the option.
 */
export async function lockOpenings(
  tx: Db,
  input: { providedServiceId: number },
  claims: SessionClaim[],
): Promise<boolean> {
  return claimsFit(await openingsOfClaims(tx, input.providedServiceId, claims), claims);
}

/** The openings of `claims` that offer the training and are open, locked for share in id order. */
function openingsOfClaims(tx: Db, serviceId: number, claims: SessionClaim[]) {
  const entryIds = [...new Set(claims.map((c) => c.calendarEntryId))].sort((a, b) => a - b);
  return openingsOffering(tx, serviceId)
    .where(inArray(calendarEntries.id, entryIds))
    .orderBy(asc(calendarEntries.id))
    .for('share', { of: calendarEntries });
}

/** Whether each claimed session lies inside an opening of `windows` that it names. */
function claimsFit(windows: { id: number; fromTime: Date; toTime: Date }[], claims: SessionClaim[]): boolean {
  const fits = (c: SessionClaim) =>
    windows.some((w) => w.id === c.calendarEntryId && w.fromTime <= c.startsAt && c.endsAt <= w.toTime);
  return claims.every(fits);
}

const lockedWindowsSchema = z.array(z.object({ id: z.number(), from_ms: z.number(), to_ms: z.number() }));

/**
 * The booking's row written, its claims' openings locked for share and their windows read, and
 * (`endPlaces`) the player's places in line for these times ended, in one statement (ADR 0075).
 * `fits` false: a session no longer lies in an opening that offers the training, and the caller
 * rolls the transaction back.
 */
async function insertBookingLockingOpenings(
  tx: Db,
  input: SeatReservation,
  claims: SessionClaim[],
  endPlaces: { playerId: number; now: Date } | null,
): Promise<{ bookingId: number; fits: boolean }> {
  const opening = tx.$with('opening').as(openingsOfClaims(tx, input.providedServiceId, claims));
  const booking = tx.$with('booking').as(
    tx
      .insert(bookings)
      .values({ ...input.booking, clientId: input.clientId, idempotencyKey: input.idempotencyKey })
      .returning({ id: bookings.id }),
  );
  const ended = endPlaces
    ? [
        tx.$with('ended_places').as(
          endPlacesInLine(tx, {
            ...endPlaces,
            serviceId: input.providedServiceId,
            starts: claims.map((c) => c.startsAt),
            bookingId: sql`(SELECT id FROM booking)`,
          }).returning({ id: waitlistEntries.id }),
        ),
      ]
    : [];
  const [row] = await tx
    .with(opening, booking, ...ended)
    .select({
      id: booking.id,
      windows: sql<unknown>`(SELECT coalesce(json_agg(json_build_object('id', o.id,
        'from_ms', extract(epoch FROM o.from_time) * 1000, 'to_ms', extract(epoch FROM o.to_time) * 1000)), '[]')
        FROM opening o)`,
    })
    .from(booking);
  if (!row) throw new Error('bookings: no row inserted');
  const windows = lockedWindowsSchema
    .parse(row.windows)
    .map((w) => ({ id: w.id, fromTime: new Date(w.from_ms), toTime: new Date(w.to_ms) }));
  return { bookingId: row.id, fits: claimsFit(windows, claims) };
}

/**
 * Takes the trainer's seat lock (`lockTrainerSeats`), then finds or opens each claimed session,
 * in the claims' order (start order: two bookings of one package never deadlock), and locks it,
 * in the caller's transaction (ADR 0028). The session ids in claim order, or null when one is full; with a claimed waitlist `offer`, 'offer_gone'
 * when it is no longer open. Taking the seat is the caller's insert of its entries (the trigger
 * counts it; the checks refuse one too many).
 */
export async function lockSessions(
  tx: Db,
  input: { athleteId: number; providedServiceId: number },
  claims: SessionClaim[],
  offer?: { entryId: number; now: Date } | null,
): Promise<number[] | null | 'offer_gone'> {
  await lockTrainerSeats(tx, input.athleteId);
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
 * The openings locked and checked (`lockOpenings`), then the sessions found or opened and
 * locked (`lockSessions`): null when a session no longer fits its opening or is full.
 */
export async function claimSessions(
  tx: Db,
  input: { athleteId: number; providedServiceId: number },
  claims: SessionClaim[],
  offer?: { entryId: number; now: Date } | null,
): Promise<number[] | null | 'offer_gone'> {
  if (!(await lockOpenings(tx, input, claims))) return null;
  return lockSessions(tx, input, claims, offer);
}

/**
 * The space of the advisory locks on a trainer's seats (`pg_advisory_xact_lock(space, trainer)`);
 * 0 is the email subscriptions' (subscriptions.repository.ts).
 */
const TRAINER_SEATS_LOCK_SPACE = 1;

/**
 * Waits for the trainer's seat lock, held until the transaction ends (ADR 0076): every
 * transaction that takes seats of a trainer's sessions (a booking, a move, a waitlist offer)
 * takes it first, so they take that trainer's seats one at a time. Two of them at overlapping
 * times of two trainings then never both wait on the other's check of the trainer's one place
 * (`training_sessions_trainer_one_place`), which PostgreSQL broke as a deadlock after a second.
 */
const trainerSeatsLock = (athleteId: number) =>
  sql`pg_advisory_xact_lock(${sql.raw(String(TRAINER_SEATS_LOCK_SPACE))}, ${athleteId}::int)`;

export async function lockTrainerSeats(tx: Db, athleteId: number): Promise<void> {
  await tx.execute(sql`SELECT ${trainerSeatsLock(athleteId)}`);
}

/** An upserted session's column: today's value for a session holding no seat, else its own. */
const whenEmpty = (name: string) =>
  sql.raw(
    `CASE WHEN "training_sessions"."seats_taken" = 0 THEN excluded."${name}" ELSE "training_sessions"."${name}" END`,
  );

const seatsTakenSchema = z.object({ full: column.bool, taken: column.int });

/**
 * A booking's seats in one statement (ADR 0076), its last before the commit: the trainer's seat
 * lock taken, each session found or opened and locked in start order (as `openSession`), and,
 * when every one has a seat free and the player holds none of them yet, one entry per claim
 * inserted (as `takeSeats`: the trigger takes the seat). So the sessions' locks, which every
 * booking of those times waits for, are held for this statement and the commit alone. A seat
 * the player took in a request that committed while this statement waited for the lock is not
 * in its snapshot: the player's one-place constraint refuses the entry instead, and the caller
 * answers that as the seat already held (`answerSeatError`).
 */
async function takeSessionSeats(
  tx: Db,
  input: { athleteId: number; providedServiceId: number; clientId: number; playerId: number | null },
  bookingId: number,
  claims: SessionClaim[],
): Promise<'taken' | 'full' | 'duplicate'> {
  const rows = sql.join(
    claims.map(
      (c) =>
        sql`(${c.calendarEntryId}::int, ${instant(c.startsAt)}, ${instant(c.endsAt)}, ${instant(c.blocksUntil)}, ${c.maxSeats}::int)`,
    ),
    sql`, `,
  );
  const [row] = await queryRows(
    tx,
    sql`
    WITH trainer AS (SELECT ${trainerSeatsLock(input.athleteId)}),
    claim AS (SELECT * FROM (VALUES ${rows}) AS c(calendar_entry_id, starts_at, ends_at, blocks_until, max_seats)),
    s AS (
      INSERT INTO training_sessions (athlete_id, provided_service_id, calendar_entry_id, starts_at, ends_at, blocks_until, max_seats)
      SELECT ${input.athleteId}::int, ${input.providedServiceId}::int, c.calendar_entry_id, c.starts_at, c.ends_at, c.blocks_until, c.max_seats
      FROM claim c CROSS JOIN trainer ORDER BY c.starts_at
      ON CONFLICT (provided_service_id, starts_at) DO UPDATE SET
        calendar_entry_id = ${whenEmpty('calendar_entry_id')}, ends_at = ${whenEmpty('ends_at')},
        blocks_until = ${whenEmpty('blocks_until')}, max_seats = ${whenEmpty('max_seats')}
      RETURNING id, starts_at, seats_taken, max_seats),
    e AS (
      INSERT INTO booking_entries (booking_id, calendar_entry_id, session_id, starts_at, ends_at)
      SELECT ${bookingId}::int, c.calendar_entry_id, s.id, c.starts_at, c.ends_at
      FROM claim c JOIN s ON s.starts_at = c.starts_at
      WHERE NOT EXISTS (SELECT 1 FROM s WHERE s.seats_taken >= s.max_seats) AND NOT EXISTS (${liveSeatsIn(input, sql`ANY(ARRAY(SELECT id FROM s))`)})
      RETURNING id)
    SELECT EXISTS (SELECT 1 FROM s WHERE s.seats_taken >= s.max_seats) AS full, (SELECT count(*)::int FROM e) AS taken`,
    seatsTakenSchema,
  );
  if (!row) throw new Error('bookings: the seats statement answered no row');
  if (row.full) return 'full';
  return row.taken > 0 ? 'taken' : 'duplicate';
}

/** The seat transaction ends without a booking: rolled back, its outcome the answer. */
class SeatRefused extends Error {
  constructor(readonly outcome: SeatOutcome) {
    super(`seat refused: ${outcome.kind}`);
    this.name = 'SeatRefused';
  }
}

/**
 * The seat transaction. The booking is written with its openings locked for share and checked
 * and the player's places in line ended, in one statement (ADR 0075); its payment (the card hold
 * taken) and its emails are written; only then, in one statement (`takeSessionSeats`, ADR 0076),
 * is the trainer's seat lock taken, each session found or opened (one row per option and start)
 * and locked, in start order so two bookings of one package never deadlock, and the entries
 * inserted — so the session's lock, which every booking of that time waits for, is held for
 * that statement and the commit only (ADR 0052). A booking claiming a waitlist offer takes its
 * seats step by step (`lockSessions`, the offer checked and given back between). Taking the
 * seat is the entries' insert: the trigger adds it to the session, the seats check refuses a
 * seat too many and the exclusion constraint refuses a session overlapping another of the
 * trainer (both surface as errors the caller maps to "Sold Out"). A full session, a seat the
 * player already holds or a lapsed offer rolls everything back.
 */
export async function reserveSeats(db: Db, input: SeatReservation): Promise<SeatOutcome> {
  const claims = [...input.sessions].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  try {
    return await db.transaction(async (tx) => {
      // A request with the same key that booked since this one began (the service's first look
      // found none) makes this insert fail on the key, or wait for it and then fail: the caller
      // answers with that booking (no look of its own here: one round trip less, ADR 0075).
      // The player's places in line for these times end with the booking (ADR 0047), in its
      // statement — after the seats when the booking claims an offer, which must still be open
      // when its seat is taken.
      const playerId = input.booking.playerId ?? null;
      const now = input.claim?.now ?? input.now ?? new Date();
      const inserted = await insertBookingLockingOpenings(
        tx,
        input,
        claims,
        !input.claim && playerId !== null && claims.length > 0 ? { playerId, now } : null,
      );
      if (!inserted.fits) throw new SeatRefused({ kind: 'sold_out' });
      const booking = { id: inserted.bookingId };
      if (input.payment) {
        const paymentId = await insertPayment(tx, {
          ...input.payment,
          bookingId: booking.id,
          clientId: input.clientId,
        });
        if (input.takeHold && !(await input.takeHold(tx, paymentId))) throw new HoldReleasedError();
      }
      const endClaimedPlaces = () =>
        endPlacesOfBookedPlayer(tx, {
          playerId,
          serviceId: input.providedServiceId,
          starts: claims.map((c) => c.startsAt),
          claimedEntryId: input.claim?.entryId ?? null,
          bookingId: booking.id,
          now,
        });
      const emails = await input.announce(
        tx,
        booking.id,
        claims.map((c) => c.startsAt),
      );

      // The seats, last: from here every booking of these sessions waits for this one.
      if (!input.claim) {
        const seats = await takeSessionSeats(tx, { ...input, playerId }, booking.id, claims);
        if (seats === 'full') throw new SeatRefused({ kind: 'sold_out' });
        if (seats === 'duplicate') throw new SeatRefused({ kind: 'duplicate' });
        return { kind: 'created', bookingId: booking.id, emails } as const;
      }
      const sessionIds = await lockSessions(tx, input, claims, input.claim);
      if (sessionIds === 'offer_gone') throw new SeatRefused({ kind: 'offer_gone' });
      if (sessionIds === null) throw new SeatRefused({ kind: 'sold_out' });
      // The offer's hold is given back just before the entries take the seat, in this transaction.
      if (input.claim) await releaseClaimedOffer(tx, input.claim.entryId, input.claim.now);
      const taken = await takeSeats(tx, {
        bookingId: booking.id,
        clientId: input.clientId,
        playerId: input.booking.playerId ?? null,
        claims,
        sessionIds,
      });
      if (!taken) throw new SeatRefused({ kind: 'duplicate' });
      if (input.claim) await endClaimedPlaces();
      return { kind: 'created', bookingId: booking.id, emails } as const;
    });
  } catch (error) {
    if (error instanceof SeatRefused) return error.outcome;
    throw error;
  }
}

const insertedIdRow = z.object({ id: z.number() });

/**
 * The live seats (entries not released) the booking's player holds, through the client's
 * bookings, in the sessions `sessionIds` names (an `= …` operand): the rule the seats' inserts
 * refuse a second seat by (`takeSeats`, `takeSessionSeats`), as `holdsSeatIn` reads it.
 */
function liveSeatsIn(who: { clientId: number; playerId: number | null }, sessionIds: SQL): SQL {
  return sql`SELECT 1 FROM booking_entries be JOIN bookings b ON b.id = be.booking_id
      WHERE b.client_id = ${who.clientId}
        ${who.playerId === null ? sql`` : sql`AND b.player_id = ${who.playerId}`}
        AND be.session_id = ${sessionIds} AND be.released_at IS NULL`;
}

/**
 * Inserts the booking's entries, one per claim (`sessionIds` in claim order), unless the player
 * already holds a live seat in one of these sessions through the client's bookings (as
 * `holdsSeatIn`), in one statement. Each entry takes its seat (trigger). False: none was
 * inserted, the seat is already the player's.
 */
async function takeSeats(
  tx: Db,
  step: {
    bookingId: number;
    clientId: number;
    playerId: number | null;
    claims: SessionClaim[];
    sessionIds: number[];
  },
): Promise<boolean> {
  const rows = sql.join(
    step.claims.map(
      (c, i) =>
        sql`(${step.bookingId}::int, ${c.calendarEntryId}::int, ${step.sessionIds[i] ?? null}::int, ${instant(c.startsAt)}, ${instant(c.endsAt)})`,
    ),
    sql`, `,
  );
  const inserted = await queryRows(
    tx,
    sql`
    INSERT INTO booking_entries (booking_id, calendar_entry_id, session_id, starts_at, ends_at)
    SELECT * FROM (VALUES ${rows}) AS c(booking_id, calendar_entry_id, session_id, starts_at, ends_at)
    WHERE NOT EXISTS (${liveSeatsIn(step, sql`ANY(${intArray(step.sessionIds)})`)})
    RETURNING id`,
    insertedIdRow,
  );
  return inserted.length > 0;
}

/**
 * Finds or opens the session of the option at the claim's start (one row per option and
 * start) and locks it, in one statement: an emptied session is opened afresh with today's
 * option and opening rules; a session holding seats keeps its own. Used by bookings and by
 * waitlist offers (ADR 0047).
 */
export async function openSession(tx: Db, athleteId: number, serviceId: number, claim: SessionClaim) {
  const [session] = await tx
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
    .onConflictDoUpdate({
      target: [trainingSessions.providedServiceId, trainingSessions.startsAt],
      set: {
        calendarEntryId: whenEmpty('calendar_entry_id'),
        endsAt: whenEmpty('ends_at'),
        blocksUntil: whenEmpty('blocks_until'),
        maxSeats: whenEmpty('max_seats'),
      },
    })
    .returning({
      id: trainingSessions.id,
      seatsTaken: trainingSessions.seatsTaken,
      maxSeats: trainingSessions.maxSeats,
    });
  if (!session) throw new Error('training session vanished under its lock');
  return session;
}

/**
 * The family's live seats (entries not released) in sessions of one training, narrowed by any
 * `more` conditions: the rule that refuses a second seat (`holdsSeatAt`) and the booking page's
 * "Booked for …" (`listHeldSeats`, ADR 0060) read them alike.
 */
export function familySeats(db: Db, clientId: number, serviceId: number, ...more: SQL[]) {
  return db
    .select({
      startsAt: trainingSessions.startsAt,
      bookingId: bookings.id,
      playerId: bookings.playerId,
      playerFirstName: sql<
        string | null
      >`(SELECT ${players.firstName} FROM ${players} WHERE ${players.id} = ${bookings.playerId})`,
    })
    .from(bookingEntries)
    .innerJoin(bookings, eq(bookings.id, bookingEntries.bookingId))
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookingEntries.sessionId))
    .where(
      and(
        eq(bookings.clientId, clientId),
        eq(trainingSessions.providedServiceId, serviceId),
        isNull(bookingEntries.releasedAt),
        ...more,
      ),
    );
}

/**
 * The live seat the player already holds of another training at a time overlapping any of
 * `claims`, with their first name (a player trains in one place at a time; the database keeps it
 * too, `booking_entries_player_one_place`); undefined when free.
 */
export async function playerBusyDuring(
  db: Db,
  playerId: number,
  serviceId: number,
  claims: readonly { startsAt: Date; endsAt: Date }[],
): Promise<{ firstName: string; startsAt: Date; endsAt: Date } | undefined> {
  if (claims.length === 0) return undefined;
  const overlaps = claims.map(
    (c) =>
      sql`(${bookingEntries.startsAt} < ${instant(c.endsAt)} AND ${bookingEntries.endsAt} > ${instant(c.startsAt)})`,
  );
  const [row] = await db
    .select({
      firstName: players.firstName,
      startsAt: bookingEntries.startsAt,
      endsAt: bookingEntries.endsAt,
    })
    .from(bookingEntries)
    .innerJoin(bookings, eq(bookings.id, bookingEntries.bookingId))
    .innerJoin(players, eq(players.id, bookings.playerId))
    .where(
      and(
        eq(bookings.playerId, playerId),
        ne(bookings.providedServiceId, serviceId),
        isNull(bookingEntries.releasedAt),
        sql`(${sql.join(overlaps, sql` OR `)})`,
      ),
    )
    .limit(1);
  return row;
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
  // As `holdsSeatIn` over the option's sessions at these starts, in one statement.
  const rows = await familySeats(
    db,
    clientId,
    serviceId,
    eq(bookings.playerId, playerId),
    inArray(trainingSessions.startsAt, starts),
  ).limit(1);
  return rows.length > 0;
}
