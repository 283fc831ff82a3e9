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
