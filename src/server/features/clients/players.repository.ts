import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertedRow } from '../../db/queries';
import { bookings, clients, colleges, players } from '../../db/schema';

export type PlayerRow = typeof players.$inferSelect;
export type PlayerInsert = typeof players.$inferInsert;
/** A player's own fields: what the client API of SPEC §7 shows of the active player (ADR 0045). */
export type PlayerFields = Omit<PlayerRow, 'id' | 'clientId' | 'createdAt' | 'updatedAt'>;

const {
  id: _id,
  clientId: _clientId,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...fieldColumns
} = getTableColumns(players);
/** The property names of a player's own fields (`firstName`, `dob`, …). */
export const PLAYER_FIELD_KEYS = Object.keys(fieldColumns) as (keyof PlayerFields)[];
const playerFieldKeys = new Set<string>(PLAYER_FIELD_KEYS);

/** Splits values named like columns into the player's own fields and the rest (the account's). */
export function splitPlayerFields<V extends object>(
  values: V,
): { player: Partial<PlayerInsert>; rest: Omit<V, keyof PlayerFields> } {
  const player: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (playerFieldKeys.has(key)) player[key] = value;
    else rest[key] = value;
  }
  return { player: player as Partial<PlayerInsert>, rest: rest as Omit<V, keyof PlayerFields> };
}

export function playerFieldsOf(row: PlayerRow): PlayerFields {
  const { id: _i, clientId: _c, createdAt: _a, updatedAt: _u, ...fields } = row;
  return fields;
}

export async function insertPlayer(db: Db, values: PlayerInsert): Promise<PlayerRow> {
  return db.insert(players).values(values).returning().then(insertedRow('player'));
}

export async function updatePlayer(db: Db, id: number, values: Partial<PlayerInsert>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(players).set(values).where(eq(players.id, id));
}

/** Every player of the account, oldest first. */
export async function playersOfClient(db: Db, clientId: number): Promise<PlayerRow[]> {
  return db.select().from(players).where(eq(players.clientId, clientId)).orderBy(players.id);
}

/** Erases every player's personal fields (the account's deletion, ADR 0040): the rows stay so
 * that bookings keep naming "a deleted account" for the trainer's history. */
export async function anonymisePlayers(db: Db, clientId: number, now: Date): Promise<void> {
  const erased: Record<string, unknown> = {};
  for (const key of PLAYER_FIELD_KEYS) erased[key] = null;
  await db
    .update(players)
    .set({ ...erased, firstName: 'Deleted', lastName: 'account', positions: [], updatedAt: now })
    .where(eq(players.clientId, clientId));
}

/**
 * Joins the player a booking is for (ADR 0045), in a query that joins `bookings` and `clients`:
 * the booking's `player_id`, or for a booking written without one the account's active player.
 */
export const bookingPlayerJoin = sql`${players.id} = coalesce(${bookings.playerId}, ${clients.activePlayerId})`;

export type PlayerWithCollege = PlayerRow & { collegeNickname: string | null };

/** Every player of the account with their college's name, oldest first (the data export). */
export async function listPlayersWithCollege(db: Db, clientId: number): Promise<PlayerWithCollege[]> {
  const rows = await db
    .select({ player: players, collegeNickname: colleges.nickname })
    .from(players)
    .leftJoin(colleges, eq(colleges.id, players.collegeId))
    .where(eq(players.clientId, clientId))
    .orderBy(players.id);
  return rows.map((r) => ({ ...r.player, collegeNickname: r.collegeNickname }));
}

/** The account's player with this id; undefined for another family's (or no) player. */
export async function findPlayerOfClient(
  db: Db,
  clientId: number,
  playerId: number,
): Promise<PlayerWithCollege | undefined> {
  const rows = await db
    .select({ player: players, collegeNickname: colleges.nickname })
    .from(players)
    .leftJoin(colleges, eq(colleges.id, players.collegeId))
    .where(and(eq(players.id, playerId), eq(players.clientId, clientId)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.player, collegeNickname: row.collegeNickname } : undefined;
}

export async function playerHasBookings(db: Db, playerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.playerId, playerId))
    .limit(1);
  return rows.length > 0;
}

/** Makes the player the account's active one (the caller checked it is the account's). */
export async function setActivePlayer(db: Db, clientId: number, playerId: number): Promise<void> {
  await db.update(clients).set({ activePlayerId: playerId }).where(eq(clients.id, clientId));
}

export async function deletePlayer(db: Db, clientId: number, playerId: number): Promise<void> {
  await db.delete(players).where(and(eq(players.id, playerId), eq(players.clientId, clientId)));
}

/**
 * Locks one player of the account for its removal: a booking being made for them (whose insert
 * holds the row's key share) finishes first and is then seen; one made after waits and finds
 * them gone (ADR 0045). False when the account has no such player.
 */
export async function lockPlayerForRemoval(db: Db, clientId: number, playerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.id, playerId), eq(players.clientId, clientId)))
    .for('update');
  return rows.length > 0;
}

/** The account's active player's id, read under a lock on the account (serialises list changes). */
export async function lockAccountPlayers(db: Db, clientId: number): Promise<number | null | undefined> {
  const rows = await db
    .select({ activePlayerId: clients.activePlayerId })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('update');
  return rows[0]?.activePlayerId;
}
