import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { insertedRow, newestFirstPage, type PageWindow } from '../../db/queries';
import { bookings, providedServiceLocations, providedServices } from '../../db/schema';
import { column, queryRows } from '../calendar/sql-rows';

export type ServiceRow = typeof providedServices.$inferSelect;
export type ServiceInsert = typeof providedServices.$inferInsert;
export type LocationRow = typeof providedServiceLocations.$inferSelect;
export type LocationInput = {
  location: string;
  address: string;
  city: string | null;
  state: string | null;
  zip: string | null;
};
export type ServiceWithLocations = ServiceRow & { locations: LocationRow[] };

async function withLocations(db: Db, rows: ServiceRow[]): Promise<ServiceWithLocations[]> {
  if (rows.length === 0) return [];
  const locations = await db
    .select()
    .from(providedServiceLocations)
    .where(
      inArray(
        providedServiceLocations.providedServiceId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(providedServiceLocations.id));
  return rows.map((r) => ({ ...r, locations: locations.filter((l) => l.providedServiceId === r.id) }));
}

export async function listOwnServices(
  db: Db,
  athleteId: number,
  filter: { status?: ServiceRow['status'] | undefined },
  window: PageWindow,
): Promise<{ rows: ServiceWithLocations[]; count: number }> {
  const conditions: SQL[] = [eq(providedServices.athleteId, athleteId)];
  if (filter.status) conditions.push(eq(providedServices.status, filter.status));
  const rows = db.select().from(providedServices).$dynamic();
  const page = await newestFirstPage(
    db,
    { rows, table: providedServices, where: and(...conditions) },
    window,
  );
  return { rows: await withLocations(db, page.rows), count: page.count };
}

/** Every option of the trainer, whatever its status, newest first (a data export). */
export async function listAllOwnServices(db: Db, athleteId: number): Promise<ServiceWithLocations[]> {
  const rows = await db
    .select()
    .from(providedServices)
    .where(eq(providedServices.athleteId, athleteId))
    .orderBy(desc(providedServices.createdAt), desc(providedServices.id));
  return withLocations(db, rows);
}

/** The trainer's own option, or undefined (another trainer's is never found). */
export async function findOwnService(
  db: Db,
  athleteId: number,
  id: number,
): Promise<ServiceWithLocations | undefined> {
  const rows = await db
    .select()
    .from(providedServices)
    .where(and(eq(providedServices.id, id), eq(providedServices.athleteId, athleteId)))
    .limit(1);
  return (await withLocations(db, rows))[0];
}

/** Which of `ids` are the trainer's own options. */
export async function ownServiceIds(db: Db, athleteId: number, ids: number[]): Promise<ServiceRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(providedServices)
    .where(and(eq(providedServices.athleteId, athleteId), inArray(providedServices.id, ids)));
}

export async function serviceSlugsOf(db: Db, athleteId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: providedServices.slug })
    .from(providedServices)
    .where(eq(providedServices.athleteId, athleteId));
  return rows.map((r) => r.slug);
}

export async function insertService(
  db: Db,
  values: ServiceInsert,
  locations: LocationInput[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await tx
      .insert(providedServices)
      .values(values)
      .returning({ id: providedServices.id })
      .then(insertedRow('service'));
    if (locations.length > 0) {
      await tx
        .insert(providedServiceLocations)
        .values(locations.map((l) => ({ ...l, providedServiceId: row.id })));
    }
    return row.id;
  });
}

/** Updates the option; `locations`, when given, replaces its list in the same transaction. */
/**
 * The training's sessions ahead take the training's new size (ADR 0066): each session's seats
 * are what its training and its opening allow (`sessionCapacity`), but never fewer than the seats
 * already held in it (its families keep them; it then takes no new booking). A session the trainer
 * cancelled (every seat withdrawn, ADR 0047) stays closed. Answers how many hold more than the
 * new size. Row locks order it with a booking taking a seat in the same session.
 */
async function resizeSessionsAhead(tx: Db, id: number, now: Date): Promise<number> {
  const capacity = sql`GREATEST(1, LEAST(CASE WHEN ps.training_type = 'individual' THEN 1 ELSE ps.max_seats END, ce.max_slot))`;
  const rows = await queryRows(
    tx,
    sql`
      UPDATE training_sessions ts
      SET max_seats = GREATEST(ts.seats_taken, ${capacity})
      FROM provided_services ps, calendar_entries ce
      WHERE ts.provided_service_id = ${id} AND ps.id = ts.provided_service_id
        AND ce.id = ts.calendar_entry_id AND ts.starts_at > ${now}
        AND NOT (ts.seats_withdrawn > 0 AND ts.seats_withdrawn >= ts.max_seats)
      RETURNING ts.seats_taken > ${capacity} AS over`,
    z.object({ over: column.bool }),
  );
  return rows.filter((r) => r.over).length;
}

/** Saves the training; answers how many of its sessions ahead hold more seats than its new size. */
export async function updateService(
  db: Db,
  id: number,
  patch: Partial<ServiceInsert>,
  locations: LocationInput[] | undefined,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.update(providedServices).set(patch).where(eq(providedServices.id, id));
    const over =
      patch.maxSeats !== undefined || patch.trainingType !== undefined
        ? await resizeSessionsAhead(tx, id, now)
        : 0;
    if (locations === undefined) return over;
    await tx.delete(providedServiceLocations).where(eq(providedServiceLocations.providedServiceId, id));
    if (locations.length > 0) {
      await tx
        .insert(providedServiceLocations)
        .values(locations.map((l) => ({ ...l, providedServiceId: id })));
    }
    return over;
  });
}

export async function deleteService(db: Db, id: number): Promise<void> {
  await db.delete(providedServices).where(eq(providedServices.id, id));
}

/** Which of these trainings any booking names (a booked one is unpublished, never deleted). */
export async function bookedServiceIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: bookings.providedServiceId })
    .from(bookings)
    .where(inArray(bookings.providedServiceId, [...ids]));
  return new Set(rows.map((r) => r.id).filter((id): id is number => id !== null));
}

export async function countBookingsOfService(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(bookings).where(eq(bookings.providedServiceId, id));
  return row?.value ?? 0;
}

/**
 * Takes every training of the trainer off the site (the trainer's deletion, ADR 0055): the rows
 * stay for the bookings that name them, but nothing can book, wait for or subscribe to them.
 */
export async function unpublishTrainerServices(db: Db, athleteId: number, now: Date): Promise<void> {
  await db
    .update(providedServices)
    .set({ status: 'unpublished', updatedAt: now })
    .where(eq(providedServices.athleteId, athleteId));
}
