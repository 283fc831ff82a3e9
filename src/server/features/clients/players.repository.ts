import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertedRow } from '../../db/queries';
import { bookings, clients, colleges, players } from '../../db/schema';

export type PlayerRow = typeof players.$inferSelect;
export type PlayerInsert = typeof players.$inferInsert;
/** A player's own fields: what the client API of SPEC §7 shows of the active player (ADR 0042). */
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
 * Joins the player a booking is for (ADR 0042), in a query that joins `bookings` and `clients`:
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
