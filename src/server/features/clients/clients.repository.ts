import { and, eq, notInArray, sql } from 'drizzle-orm';
import { COACH_POSITION_NAMES } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { insertedRow } from '../../db/queries';
import { clients, colleges, positions, sports } from '../../db/schema';

export type ClientRow = typeof clients.$inferSelect;
export type ClientWithCollege = ClientRow & { collegeNickname: string | null };

export async function findRegisteredClientByEmail(db: Db, email: string): Promise<ClientRow | undefined> {
  return db.query.clients.findFirst({
    where: and(sql`lower(${clients.email}) = ${email.trim().toLowerCase()}`, eq(clients.guestUser, false)),
  });
}

export async function findClientWithCollege(db: Db, id: number): Promise<ClientWithCollege | undefined> {
  const rows = await db
    .select({ client: clients, collegeNickname: colleges.nickname })
    .from(clients)
    .leftJoin(colleges, eq(colleges.id, clients.collegeId))
    .where(eq(clients.id, id))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.client, collegeNickname: row.collegeNickname } : undefined;
}

export type ClientInsert = typeof clients.$inferInsert;

export async function findClientById(db: Db, id: number): Promise<ClientRow | undefined> {
  return db.query.clients.findFirst({ where: eq(clients.id, id) });
}

export async function insertClient(db: Db, values: ClientInsert): Promise<ClientRow> {
  const row = await db.insert(clients).values(values).returning().then(insertedRow('client'));
  return row;
}

export async function updateClient(db: Db, id: number, values: Partial<ClientInsert>): Promise<void> {
  await db.update(clients).set(values).where(eq(clients.id, id));
}

/** Turns a guest into a registered account in place; undefined when it is no longer a guest. */
export async function convertGuestClient(
  db: Db,
  id: number,
  values: Partial<ClientInsert>,
): Promise<ClientRow | undefined> {
  const rows = await db
    .update(clients)
    .set({ ...values, guestUser: false })
    .where(and(eq(clients.id, id), eq(clients.guestUser, true)))
    .returning();
  return rows[0];
}

/** Names of the positions a player may pick in the sport (no coach positions); undefined: no such sport. */
export async function playerPositionNames(db: Db, sportId: number): Promise<string[] | undefined> {
  const rows = await db
    .select({ sportId: sports.id, position: positions.name })
    .from(sports)
    .leftJoin(
      positions,
      and(eq(positions.sportId, sports.id), notInArray(positions.name, [...COACH_POSITION_NAMES])),
    )
    .where(eq(sports.id, sportId));
  if (rows.length === 0) return undefined;
  return rows.flatMap((r) => (r.position === null ? [] : [r.position]));
}

export async function collegeExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: colleges.id }).from(colleges).where(eq(colleges.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * Erases the account's personal data in place (its deletion, ADR 0040): the row stays so the
 * payment records the law requires keep their link, but names nobody and can never sign in.
 */
export async function anonymiseClient(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(clients)
    .set({
      email: `deleted-${id}@deleted.invalid`,
      passwordHash: null,
      firstName: 'Deleted',
      lastName: 'account',
      playerEmail: null,
      contactNumber: null,
      profileImage: null,
      dob: null,
      gender: null,
      street: null,
      city: null,
      state: null,
      postalCode: null,
      hometownCity: null,
      hometownState: null,
      hometownPostalCode: null,
      highSchool: null,
      middleSchool: null,
      collegeId: null,
      club: null,
      jerseyNumber: null,
      positions: [],
      passingYear: null,
      about: null,
      sportId: null,
      website: null,
      facebook: null,
      twitter: null,
      instagram: null,
      tiktok: null,
      parentFirstName: null,
      parentLastName: null,
      parentGender: null,
      parentStreet: null,
      parentCity: null,
      parentState: null,
      parentPostalCode: null,
      parentContactNumber: null,
      paymentCustomerId: null,
      updatedAt: now,
    })
    .where(eq(clients.id, id));
}
