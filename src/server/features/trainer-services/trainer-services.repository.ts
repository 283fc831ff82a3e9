import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertedRow, newestFirstPage, type PageWindow } from '../../db/queries';
import { bookings, providedServiceLocations, providedServices } from '../../db/schema';

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
export async function updateService(
  db: Db,
  id: number,
  patch: Partial<ServiceInsert>,
  locations: LocationInput[] | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(providedServices).set(patch).where(eq(providedServices.id, id));
    if (locations === undefined) return;
    await tx.delete(providedServiceLocations).where(eq(providedServiceLocations.providedServiceId, id));
    if (locations.length > 0) {
      await tx
        .insert(providedServiceLocations)
        .values(locations.map((l) => ({ ...l, providedServiceId: id })));
    }
  });
}

export async function deleteService(db: Db, id: number): Promise<void> {
  await db.delete(providedServices).where(eq(providedServices.id, id));
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
