// The waitlist's rows (ADR 0047). A place is one player's wait for one training at one start;
// while `offered` it holds a seat of that session (counted in seats_taken by a trigger,
// migration 0018), so the database refuses an oversold seat whoever comes first.

import { and, asc, eq, gt, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { IN_LINE, type WaitlistStatus } from '../../../shared/domain/waitlist';
import type { Db } from '../../db/client';
import {
  athletes,
  clients,
  players,
  providedServices,
  trainingSessions,
  waitlistEntries,
} from '../../db/schema';
import { queryRows } from '../calendar/sql-rows';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;

export async function insertPlace(
  db: Db,
  values: Pick<
    typeof waitlistEntries.$inferInsert,
    'clientId' | 'playerId' | 'athleteId' | 'providedServiceId' | 'startsAt' | 'createdAt'
  >,
): Promise<WaitlistRow> {
  const [row] = await db.insert(waitlistEntries).values(values).returning();
  if (!row) throw new Error('waitlist place not written');
  return row;
}

/** What the player reads of a place: the training, the trainer, the player and the place in line. */
const placeColumns = {
  entry: waitlistEntries,
  serviceName: providedServices.name,
  serviceSlug: providedServices.slug,
  servicePrivacy: providedServices.privacySetting,
  durationMinutes: providedServices.durationMinutes,
  athleteSlug: athletes.slug,
  athleteFirstName: athletes.firstName,
  athleteLastName: athletes.lastName,
  playerFirstName: players.firstName,
  // 1 = first in line: the places still in line for the slot that joined no later than this one.
  place: sql<number | null>`CASE WHEN ${waitlistEntries.status} IN ('waiting', 'offered') THEN (
    SELECT count(*)::int FROM waitlist_entries o
    WHERE o.provided_service_id = ${waitlistEntries.providedServiceId}
      AND o.starts_at = ${waitlistEntries.startsAt}
      AND o.status IN ('waiting', 'offered') AND o.id <= ${waitlistEntries.id}) END`,
};

function placesQuery(db: Db) {
  return db
    .select(placeColumns)
    .from(waitlistEntries)
    .innerJoin(providedServices, eq(providedServices.id, waitlistEntries.providedServiceId))
    .innerJoin(athletes, eq(athletes.id, waitlistEntries.athleteId))
    .innerJoin(players, eq(players.id, waitlistEntries.playerId))
    .$dynamic();
}

export type PlaceDetail = Awaited<ReturnType<typeof findOwnPlace>> & {};

/** One of the account's places (another account's is not found). */
export async function findOwnPlace(db: Db, clientId: number, id: number) {
  const [row] = await placesQuery(db)
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.clientId, clientId)))
    .limit(1);
  return row;
}

/** The account's places still in line for sessions ahead, soonest first. */
export function listOwnPlaces(db: Db, clientId: number, now: Date) {
  return placesQuery(db)
    .where(
      and(
        eq(waitlistEntries.clientId, clientId),
        inArray(waitlistEntries.status, [...IN_LINE]),
        gt(waitlistEntries.startsAt, now),
      ),
    )
    .orderBy(asc(waitlistEntries.startsAt), asc(waitlistEntries.id));
}

/** Every place the account ever took, ended ones too, oldest first (the data export, ADR 0040). */
export function listAllOwnPlaces(db: Db, clientId: number) {
  return placesQuery(db).where(eq(waitlistEntries.clientId, clientId)).orderBy(asc(waitlistEntries.id));
}

/** Ends a place still in line (`left`); returns the row as it was before, or undefined. */
export async function endPlace(
  db: Db,
  id: number,
  clientId: number,
  status: WaitlistStatus,
  now: Date,
): Promise<WaitlistRow | undefined> {
  const [before] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.clientId, clientId)))
    .for('update');
  if (!before) return undefined;
  const [row] = await db
    .update(waitlistEntries)
    .set({ status, endedAt: now })
    .where(
      and(
        eq(waitlistEntries.id, id),
        eq(waitlistEntries.clientId, clientId),
        inArray(waitlistEntries.status, [...IN_LINE]),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return row && before;
}

/** The trainer's slots with someone waiting, starting after `after`. */
export async function findWaitingSlots(db: Db, athleteId: number, after: Date) {
  return db
    .selectDistinct({ serviceId: waitlistEntries.providedServiceId, startsAt: waitlistEntries.startsAt })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.athleteId, athleteId),
        eq(waitlistEntries.status, 'waiting'),
        gt(waitlistEntries.startsAt, after),
      ),
    )
    .orderBy(asc(waitlistEntries.startsAt), asc(waitlistEntries.providedServiceId));
}

/**
 * How many places are in line (waiting, or holding an offer) for each of the trainer's slots
 * starting after `from` and before `to`, by `slotKey` (the trainer's schedule, ADR 0047).
 */
export async function countInLineBySlot(
  db: Db,
  athleteId: number,
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      serviceId: waitlistEntries.providedServiceId,
      startsAt: waitlistEntries.startsAt,
      count: sql<number>`count(*)::int`,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.athleteId, athleteId),
        inArray(waitlistEntries.status, [...IN_LINE]),
        gt(waitlistEntries.startsAt, from),
        lt(waitlistEntries.startsAt, to),
      ),
    )
    .groupBy(waitlistEntries.providedServiceId, waitlistEntries.startsAt);
  return new Map(rows.map((r) => [slotKey(r.serviceId, r.startsAt), Number(r.count)]));
}

/** One slot of a trainer's: a training at a start. */
export const slotKey = (serviceId: number, startsAt: Date) => `${serviceId}|${startsAt.toISOString()}`;

/** Trainers with someone waiting for a slot after `after` (the job's sweep). */
export async function findTrainersWithWaiting(db: Db, after: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ athleteId: waitlistEntries.athleteId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'waiting'), gt(waitlistEntries.startsAt, after)));
  return rows.map((r) => r.athleteId);
}

/** The first in line for the slot, locked (a leave or a second offer-maker waits). */
export async function lockFirstWaiting(db: Db, serviceId: number, startsAt: Date) {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.providedServiceId, serviceId),
        eq(waitlistEntries.startsAt, startsAt),
        eq(waitlistEntries.status, 'waiting'),
      ),
    )
    .orderBy(asc(waitlistEntries.id))
    .limit(1)
    .for('update');
  return row;
}

/** The offer: the place holds a seat of the session until `expiresAt` (the trigger counts it). */
export async function markOffered(
  db: Db,
  id: number,
  sessionId: number,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(waitlistEntries)
    .set({ status: 'offered', sessionId, offeredAt: now, offerExpiresAt: expiresAt })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'waiting')))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/**
 * Ends places still waiting for a slot whose booking has closed (its start less the trainer's
 * minimum notice): nobody can book it any more, so no seat can come to them. Returns the places
 * closed, earliest slot first (at most `limit`; the job's next run takes the rest).
 */
export async function closeWaitingPastCutOff(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await queryRows(
    db,
    sql`UPDATE waitlist_entries SET status = 'closed', ended_at = ${now.toISOString()}::timestamptz
      WHERE id IN (
        SELECT e.id FROM waitlist_entries e JOIN athletes a ON a.id = e.athlete_id
        WHERE e.status = 'waiting'
          AND e.starts_at - make_interval(mins => a.min_notice_minutes) <= ${now.toISOString()}::timestamptz
        ORDER BY e.starts_at, e.id
        LIMIT ${limit}
        FOR UPDATE OF e SKIP LOCKED
      ) AND status = 'waiting'
      RETURNING id`,
    idRow,
  );
  return rows.map((r) => r.id);
}

const idRow = z.object({ id: z.number() });

/** Offers past their window (the job lapses them one by one), oldest first. */
export async function findLapsedOffers(db: Db, now: Date, limit: number) {
  return db
    .select({ id: waitlistEntries.id, athleteId: waitlistEntries.athleteId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
    .orderBy(asc(waitlistEntries.offerExpiresAt), asc(waitlistEntries.id))
    .limit(limit);
}

/** An offer not claimed in time: its seat is given back (trigger). False if claimed or left meanwhile. */
export async function lapseOffer(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(waitlistEntries)
    .set({ status: 'lapsed', endedAt: now })
    .where(
      and(
        eq(waitlistEntries.id, id),
        eq(waitlistEntries.status, 'offered'),
        lte(waitlistEntries.offerExpiresAt, now),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/** Locks the offer a booking claims, if it is still open and holds a seat of this session. */
export async function lockOpenOffer(db: Db, id: number, sessionId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.id, id),
        eq(waitlistEntries.status, 'offered'),
        eq(waitlistEntries.sessionId, sessionId),
        gt(waitlistEntries.offerExpiresAt, now),
      ),
    )
    .for('update');
  return rows.length > 0;
}

/** The claimed offer gives its seat back (trigger) in the booking's transaction, which takes it. */
export async function releaseClaimedOffer(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(waitlistEntries)
    .set({ status: 'claimed', endedAt: now })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'offered')));
}

/**
 * The update that ends a player's places in line for these starts of a training as `booked` by
 * the booking (its id, or SQL that yields it inside a larger statement): awaited alone, or a
 * booking's insert runs it as part of its own statement (ADR 0075).
 */
export function endPlacesInLine(
  db: Db,
  step: { playerId: number; serviceId: number; starts: Date[]; bookingId: number | SQL; now: Date },
) {
  return db
    .update(waitlistEntries)
    .set({ status: 'booked', endedAt: step.now, bookingId: step.bookingId })
    .where(
      and(
        eq(waitlistEntries.playerId, step.playerId),
        eq(waitlistEntries.providedServiceId, step.serviceId),
        inArray(waitlistEntries.startsAt, step.starts),
        inArray(waitlistEntries.status, [...IN_LINE]),
      ),
    );
}

/**
 * A booking ends its player's places in line for the slots it books: the claimed one points
 * at the booking, any other becomes `booked` (an offer's held seat is given back with it).
 */
export async function endPlacesOfBookedPlayer(
  db: Db,
  step: {
    playerId: number | null;
    serviceId: number;
    starts: Date[];
    claimedEntryId: number | null;
    bookingId: number;
    now: Date;
  },
): Promise<void> {
  if (step.claimedEntryId !== null) {
    await db
      .update(waitlistEntries)
      .set({ bookingId: step.bookingId })
      .where(eq(waitlistEntries.id, step.claimedEntryId));
  }
  if (step.playerId === null || step.starts.length === 0) return;
  await endPlacesInLine(db, { ...step, playerId: step.playerId });
}

/** What the offer's email says: to whom, for whom, what and when. */
export async function findOfferFacts(db: Db, id: number) {
  const [row] = await db
    .select({
      to: clients.email,
      parentFirstName: clients.parentFirstName,
      timeZone: clients.timeZone,
      playerFirstName: players.firstName,
      serviceName: providedServices.name,
      serviceSlug: providedServices.slug,
      athleteFirstName: athletes.firstName,
      athleteLastName: athletes.lastName,
      athleteSlug: athletes.slug,
      startsAt: waitlistEntries.startsAt,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
    })
    .from(waitlistEntries)
    .innerJoin(clients, eq(clients.id, waitlistEntries.clientId))
    .innerJoin(players, eq(players.id, waitlistEntries.playerId))
    .innerJoin(providedServices, eq(providedServices.id, waitlistEntries.providedServiceId))
    .innerJoin(athletes, eq(athletes.id, waitlistEntries.athleteId))
    .where(eq(waitlistEntries.id, id))
    .limit(1);
  return row;
}

/** The trainer's claim window (hours). */
export async function findClaimHours(db: Db, athleteId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ hours: athletes.waitlistClaimHours })
    .from(athletes)
    .where(eq(athletes.id, athleteId))
    .limit(1);
  return row?.hours;
}

/**
 * A deleted account's places go (ADR 0040): nobody is offered a seat by email any more; a seat
 * an offer held is given back by the trigger and offered to the next by the job.
 */
export async function deleteAccountPlaces(db: Db, clientId: number): Promise<void> {
  await db.delete(waitlistEntries).where(eq(waitlistEntries.clientId, clientId));
}

/**
 * Ends every place still in line for a trainer's sessions (the trainer's deletion, ADR 0055), as
 * `closed`: no seat will come; a seat an offer held is given back by the trigger. Returns them.
 */
export async function closeTrainerPlaces(db: Db, athleteId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(waitlistEntries)
    .set({ status: 'closed', endedAt: now })
    .where(and(eq(waitlistEntries.athleteId, athleteId), inArray(waitlistEntries.status, [...IN_LINE])))
    .returning({ id: waitlistEntries.id });
  return rows.map((r) => r.id);
}

/**
 * Ends every place still in line for a time the trainer cancelled (a session whose last booking
 * the trainer cancelled, ADR 0047): the places for a slot of that trainer starting within the
 * session's time, as `closed`; a seat an offer held is given back by the trigger. Returns them.
 */
export async function closePlacesOfCancelledSessions(
  db: Db,
  sessionIds: readonly number[],
  now: Date,
): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const rows = await queryRows(
    db,
    sql`UPDATE waitlist_entries e SET status = 'closed', ended_at = ${now.toISOString()}::timestamptz
      FROM ${trainingSessions} s
      WHERE s.id IN (${sql.join(
        sessionIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        AND e.athlete_id = s.athlete_id AND e.starts_at >= s.starts_at AND e.starts_at < s.blocks_until
        AND e.status IN ('waiting', 'offered')
      RETURNING e.id`,
    idRow,
  );
  return rows.map((r) => r.id);
}
