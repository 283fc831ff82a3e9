import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { OpeningTimes } from '../../../shared/domain/availability';
import type { Db } from '../../db/client';
import {
  bookingEntries,
  calendarEntries,
  calendarEntryServices,
  providedServices,
  trainingSessions,
  waitlistEntries,
} from '../../db/schema';

export type EntryRow = typeof calendarEntries.$inferSelect;
export interface EntryService {
  id: number;
  name: string;
  trainingType: 'virtual' | 'individual' | 'group';
  status: 'draft' | 'published' | 'unpublished';
  privacySetting: 'public' | 'private';
  /** The option's own seats a session: each session of the opening is capped by it too. */
  maxSeats: number;
}
export type EntryWithServices = EntryRow & {
  services: EntryService[];
  bookedSeats: number;
  /** Its sessions holding those seats (an opening of several slots has several). */
  bookedSessions: number;
  cancelledSessions: number;
};

async function withServices(db: Db, entries: EntryRow[]): Promise<EntryWithServices[]> {
  if (entries.length === 0) return [];
  const rows = await db
    .select({
      entryId: calendarEntryServices.calendarEntryId,
      id: providedServices.id,
      name: providedServices.name,
      trainingType: providedServices.trainingType,
      status: providedServices.status,
      privacySetting: providedServices.privacySetting,
      maxSeats: providedServices.maxSeats,
    })
    .from(calendarEntryServices)
    .innerJoin(providedServices, eq(providedServices.id, calendarEntryServices.providedServiceId))
    .where(
      inArray(
        calendarEntryServices.calendarEntryId,
        entries.map((e) => e.id),
      ),
    )
    .orderBy(asc(providedServices.id));
  const seats = await db
    .select({
      entryId: bookingEntries.calendarEntryId,
      value: count(),
      sessions: countDistinct(bookingEntries.sessionId),
    })
    .from(bookingEntries)
    .where(
      and(
        inArray(
          bookingEntries.calendarEntryId,
          entries.map((e) => e.id),
        ),
        isNull(bookingEntries.releasedAt),
      ),
    )
    .groupBy(bookingEntries.calendarEntryId);
  // Sessions the trainer cancelled whole (`trainerCancelled`, ADR 0047): closed until reopened.
  const cancelled = await db
    .select({ entryId: trainingSessions.calendarEntryId, value: count() })
    .from(trainingSessions)
    .where(
      and(
        inArray(
          trainingSessions.calendarEntryId,
          entries.map((e) => e.id),
        ),
        sql`${trainingSessions.seatsWithdrawn} > 0 AND ${trainingSessions.seatsWithdrawn} >= ${trainingSessions.maxSeats}`,
      ),
    )
    .groupBy(trainingSessions.calendarEntryId);
  return entries.map((e) => ({
    ...e,
    services: rows.filter((r) => r.entryId === e.id).map(({ entryId: _, ...service }) => service),
    bookedSeats: seats.find((s) => s.entryId === e.id)?.value ?? 0,
    bookedSessions: seats.find((s) => s.entryId === e.id)?.sessions ?? 0,
    cancelledSessions: cancelled.find((s) => s.entryId === e.id)?.value ?? 0,
  }));
}

/** The trainer's openings on the days `from`..`to` (inclusive), in start order. */
export async function listOwnEntries(db: Db, athleteId: number, from: string, to: string) {
  const entries = await db
    .select()
    .from(calendarEntries)
    .where(
      and(
        eq(calendarEntries.athleteId, athleteId),
        gte(calendarEntries.bookingDate, from),
        lte(calendarEntries.bookingDate, to),
      ),
    )
    .orderBy(asc(calendarEntries.fromTime), asc(calendarEntries.id));
  return withServices(db, entries);
}

/** Every opening of the trainer, past and ahead, in start order (a data export). */
export async function listAllOwnEntries(db: Db, athleteId: number) {
  const entries = await db
    .select()
    .from(calendarEntries)
    .where(eq(calendarEntries.athleteId, athleteId))
    .orderBy(asc(calendarEntries.fromTime), asc(calendarEntries.id));
  return withServices(db, entries);
}

export async function findOwnEntries(db: Db, athleteId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const entries = await db
    .select()
    .from(calendarEntries)
    .where(and(eq(calendarEntries.athleteId, athleteId), inArray(calendarEntries.id, ids)))
    .orderBy(asc(calendarEntries.fromTime), asc(calendarEntries.id));
  return withServices(db, entries);
}

/** The first of the trainer's openings overlapping any of `ranges` (other than `exceptId`). */
export async function findOverlap(
  db: Db,
  athleteId: number,
  ranges: OpeningTimes[],
  exceptId?: number,
): Promise<EntryRow | undefined> {
  const overlaps = ranges.map((r) =>
    and(lt(calendarEntries.fromTime, r.toTime), gt(calendarEntries.toTime, r.fromTime)),
  );
  return db.query.calendarEntries.findFirst({
    where: and(
      eq(calendarEntries.athleteId, athleteId),
      exceptId === undefined ? undefined : ne(calendarEntries.id, exceptId),
      or(...overlaps),
    ),
    orderBy: asc(calendarEntries.fromTime),
  });
}

export async function insertEntries(
  db: Db,
  athleteId: number,
  openings: OpeningTimes[],
  seats: number,
  entryColor: string | null,
  serviceIds: number[],
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(calendarEntries)
      .values(openings.map((o) => ({ athleteId, ...o, maxSlot: seats, entryColor })))
      .returning({ id: calendarEntries.id });
    const ids = rows.map((r) => r.id);
    await tx
      .insert(calendarEntryServices)
      .values(
        ids.flatMap((calendarEntryId) =>
          serviceIds.map((providedServiceId) => ({ calendarEntryId, providedServiceId })),
        ),
      );
    return ids;
  });
}

/**
 * Of the openings `ids`, those whose seats someone holds: a live booking's, or a waitlist offer's
 * (ADR 0047). The caller locks them first (a booking locks an opening for share).
 */
async function entriesHoldingSeats(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const booked = await db
    .selectDistinct({ id: bookingEntries.calendarEntryId })
    .from(bookingEntries)
    .where(and(inArray(bookingEntries.calendarEntryId, ids), isNull(bookingEntries.releasedAt)));
  const offered = await db
    .selectDistinct({ id: trainingSessions.calendarEntryId })
    .from(waitlistEntries)
    .innerJoin(trainingSessions, eq(trainingSessions.id, waitlistEntries.sessionId))
    .where(and(inArray(trainingSessions.calendarEntryId, ids), eq(waitlistEntries.status, 'offered')));
  return new Set([...booked, ...offered].flatMap((r) => (r.id === null ? [] : [r.id])));
}

/** Locks the opening (a booking locks it for share) and tells whether someone holds a seat in it. */
export async function lockAndHoldsSeats(db: Db, entryId: number): Promise<boolean> {
  await db.execute(sql`SELECT id FROM calendar_entries WHERE id = ${entryId} FOR UPDATE`);
  return (await entriesHoldingSeats(db, [entryId])).has(entryId);
}

export async function updateEntry(
  db: Db,
  entryId: number,
  patch: Partial<typeof calendarEntries.$inferInsert>,
  serviceIds: number[] | undefined,
): Promise<void> {
  await db.update(calendarEntries).set(patch).where(eq(calendarEntries.id, entryId));
  if (serviceIds === undefined) return;
  await db.delete(calendarEntryServices).where(eq(calendarEntryServices.calendarEntryId, entryId));
  await db
    .insert(calendarEntryServices)
    .values(serviceIds.map((providedServiceId) => ({ calendarEntryId: entryId, providedServiceId })));
}

/**
 * Time off on the days `from`..`to`: the trainer's openings there that have not begun are removed,
 * except those holding a seat (a live booking or a waitlist offer), which are closed to new
 * bookings instead (ADR 0063). Locked as one opening's removal locks it, so a booking cannot slip
 * into an opening being removed or closed. Answers the removed count and the ids of those closed.
 */
export async function clearEntriesBetween(
  db: Db,
  athleteId: number,
  days: { from: string; to: string },
  now: Date,
): Promise<{ removed: number; keptIds: number[] }> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: calendarEntries.id })
      .from(calendarEntries)
      .where(
        and(
          eq(calendarEntries.athleteId, athleteId),
          gte(calendarEntries.bookingDate, days.from),
          lte(calendarEntries.bookingDate, days.to),
          gt(calendarEntries.fromTime, now),
        ),
      )
      .orderBy(asc(calendarEntries.id))
      .for('update');
    const ids = locked.map((e) => e.id);
    if (ids.length === 0) return { removed: 0, keptIds: [] };
    const held = await entriesHoldingSeats(tx, ids);
    const free = ids.filter((id) => !held.has(id));
    const keptIds = ids.filter((id) => held.has(id));
    if (free.length > 0) await tx.delete(calendarEntries).where(inArray(calendarEntries.id, free));
    if (keptIds.length > 0) {
      await tx
        .update(calendarEntries)
        .set({ closedAt: now })
        .where(and(inArray(calendarEntries.id, keptIds), isNull(calendarEntries.closedAt)));
    }
    return { removed: free.length, keptIds };
  });
}

/** Opens a closed opening to families again (time off taken back, ADR 0063). */
export async function reopenEntry(db: Db, entryId: number): Promise<void> {
  await db.update(calendarEntries).set({ closedAt: null }).where(eq(calendarEntries.id, entryId));
}

export async function deleteEntry(db: Db, entryId: number): Promise<void> {
  await db.delete(calendarEntries).where(eq(calendarEntries.id, entryId));
}

/** The trainer's openings that offer this training (before it is deleted). */
export async function openingsOffering(db: Db, serviceId: number): Promise<number[]> {
  const rows = await db
    .select({ id: calendarEntryServices.calendarEntryId })
    .from(calendarEntryServices)
    .where(eq(calendarEntryServices.providedServiceId, serviceId));
  return rows.map((r) => r.id);
}

/**
 * Deletes those of these openings that offer no training any more and hold no session (a deleted
 * training's only ones): an empty opening would still be listed, and refuse a new one over its
 * time, with nothing in it a family could book.
 */
export async function deleteEmptyOpenings(db: Db, entryIds: readonly number[]): Promise<void> {
  if (entryIds.length === 0) return;
  await db
    .delete(calendarEntries)
    .where(
      and(
        inArray(calendarEntries.id, [...entryIds]),
        sql`NOT EXISTS (SELECT 1 FROM ${calendarEntryServices} WHERE ${calendarEntryServices.calendarEntryId} = ${calendarEntries.id})`,
        sql`NOT EXISTS (SELECT 1 FROM ${trainingSessions} WHERE ${trainingSessions.calendarEntryId} = ${calendarEntries.id})`,
      ),
    );
}

/**
 * Deletes the trainer's openings not over yet (the trainer's deletion, ADR 0055): nothing can be
 * booked in them any more. Past openings stay with the sessions and bookings they held.
 */
export async function deleteOpeningsAhead(db: Db, athleteId: number, now: Date): Promise<void> {
  await db
    .delete(calendarEntries)
    .where(and(eq(calendarEntries.athleteId, athleteId), gt(calendarEntries.toTime, now)));
}
