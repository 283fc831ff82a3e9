import { and, asc, eq, gt, gte, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookingEntries,
  bookings,
  calendarEntries,
  calendarEntryServices,
  cards,
  clients,
  payments,
  providedServiceLocations,
  providedServices,
} from '../../db/schema';

export type ServiceRow = typeof providedServices.$inferSelect;
export type EntryRow = typeof calendarEntries.$inferSelect;

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

export async function findPlayer(db: Db, clientId: number) {
  const [row] = await db
    .select({ gender: clients.gender, passingYear: clients.passingYear, timeZone: clients.timeZone })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return row;
}

/** The trainer's opening that offers the service: by id, or the one starting at `fromTime`. */
export async function findOfferingEntry(
  db: Db,
  service: { id: number; athleteId: number },
  by: { calendarEntryId: number } | { fromTime: Date },
): Promise<EntryRow | undefined> {
  const match =
    'calendarEntryId' in by
      ? eq(calendarEntries.id, by.calendarEntryId)
      : eq(calendarEntries.fromTime, by.fromTime);
  const rows = await db
    .select({ entry: calendarEntries })
    .from(calendarEntries)
    .innerJoin(
      calendarEntryServices,
      and(
        eq(calendarEntryServices.calendarEntryId, calendarEntries.id),
        eq(calendarEntryServices.providedServiceId, service.id),
      ),
    )
    .where(and(match, eq(calendarEntries.athleteId, service.athleteId)))
    // Two openings at the same instant: the one with seats left is the one to book.
    .orderBy(sql`${calendarEntries.freeSlot} > 0 desc`, asc(calendarEntries.id))
    .limit(1);
  return rows[0]?.entry;
}

/** Every upcoming opening of a package within its dates: a package books them all. */
export async function findPackageEntries(
  db: Db,
  service: { id: number; athleteId: number; packageStart: string | null; packageEnd: string | null },
  now: Date,
): Promise<EntryRow[]> {
  const rows = await db
    .select({ entry: calendarEntries })
    .from(calendarEntries)
    .innerJoin(
      calendarEntryServices,
      and(
        eq(calendarEntryServices.calendarEntryId, calendarEntries.id),
        eq(calendarEntryServices.providedServiceId, service.id),
      ),
    )
    .where(
      and(
        eq(calendarEntries.athleteId, service.athleteId),
        gt(calendarEntries.fromTime, now),
        service.packageStart ? gte(calendarEntries.bookingDate, service.packageStart) : undefined,
        service.packageEnd ? lte(calendarEntries.bookingDate, service.packageEnd) : undefined,
      ),
    )
    .orderBy(asc(calendarEntries.fromTime), asc(calendarEntries.id));
  return rows.map((r) => r.entry);
}

export async function findClientCard(db: Db, cardId: number, clientId: number) {
  const [card] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.clientId, clientId)))
    .limit(1);
  return card;
}

/** Whether the client holds a live seat in any of these openings. */
export async function holdsSeatIn(db: Db, clientId: number, entryIds: number[]): Promise<boolean> {
  const rows = await db
    .select({ id: bookingEntries.id })
    .from(bookingEntries)
    .innerJoin(bookings, eq(bookings.id, bookingEntries.bookingId))
    .where(
      and(
        eq(bookings.clientId, clientId),
        inArray(bookingEntries.calendarEntryId, entryIds),
        isNull(bookingEntries.releasedAt),
        notInArray(bookings.status, ['rejected', 'cancelled']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export interface SeatReservation {
  clientId: number;
  idempotencyKey: string | null;
  booking: Omit<typeof bookings.$inferInsert, 'clientId' | 'idempotencyKey'>;
  sessions: { calendarEntryId: number; startsAt: Date; endsAt: Date }[];
  payment: Omit<typeof payments.$inferInsert, 'bookingId' | 'clientId'> | null;
}

export type SeatOutcome =
  | { kind: 'created'; bookingId: number }
  | { kind: 'existing'; bookingId: number }
  | { kind: 'sold_out' }
  | { kind: 'duplicate' };

/**
 * The seat transaction: lock the openings (ordered by id, so two bookings of the same
 * package never deadlock), check and take one seat in each, and write the booking, its
 * sessions and its payment together. The free_slot >= 0 constraint backs this up.
 */
export async function reserveSeats(db: Db, input: SeatReservation): Promise<SeatOutcome> {
  const entryIds = [...new Set(input.sessions.map((s) => s.calendarEntryId))].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: calendarEntries.id, freeSlot: calendarEntries.freeSlot })
      .from(calendarEntries)
      .where(inArray(calendarEntries.id, entryIds))
      .orderBy(asc(calendarEntries.id))
      .for('update');
    // A request with the same key got here first (we waited on its lock): answer with its booking.
    if (input.idempotencyKey !== null) {
      const [same] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.clientId, input.clientId), eq(bookings.idempotencyKey, input.idempotencyKey)))
        .limit(1);
      if (same) return { kind: 'existing', bookingId: same.id };
    }
    if (await holdsSeatIn(tx, input.clientId, entryIds)) return { kind: 'duplicate' };
    if (locked.length !== entryIds.length || locked.some((e) => e.freeSlot <= 0)) return { kind: 'sold_out' };

    await tx
      .update(calendarEntries)
      .set({ freeSlot: sql`${calendarEntries.freeSlot} - 1` })
      .where(inArray(calendarEntries.id, entryIds));
    const [booking] = await tx
      .insert(bookings)
      .values({ ...input.booking, clientId: input.clientId, idempotencyKey: input.idempotencyKey })
      .returning({ id: bookings.id });
    if (!booking) throw new Error('booking insert returned nothing');
    await tx.insert(bookingEntries).values(input.sessions.map((s) => ({ ...s, bookingId: booking.id })));
    if (input.payment) {
      await tx.insert(payments).values({ ...input.payment, bookingId: booking.id, clientId: input.clientId });
    }
    return { kind: 'created', bookingId: booking.id };
  });
}
