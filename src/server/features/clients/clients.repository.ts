import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import { COACH_POSITION_NAMES } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { insertedRow } from '../../db/queries';
import { clients, colleges, players, positions, sports } from '../../db/schema';
import {
  anonymisePlayers,
  insertPlayer,
  type PlayerFields,
  type PlayerInsert,
  type PlayerRow,
  playerFieldsOf,
  splitPlayerFields,
  updatePlayer,
} from './players.repository';

/** The `clients` row alone: the account holder (ADR 0045). */
export type AccountRow = typeof clients.$inferSelect;
export type AccountInsert = typeof clients.$inferInsert;
/**
 * The account with its active player's fields: what the client resource of SPEC §7 is made of
 * (ADR 0045). `playerId` is the active player's id.
 */
export type ClientRow = AccountRow & PlayerFields & { playerId: number };
export type ClientWithCollege = ClientRow & { collegeNickname: string | null };
/** Values for the account and its active player, named like their columns. */
export type ClientInsert = AccountInsert & Omit<PlayerInsert, 'id' | 'clientId' | 'createdAt' | 'updatedAt'>;

// Built with Object.assign, not `{ ...row, more }`: on Node 20's V8 a spread of a row followed
// by more properties leaves each result for the old generation to collect (~14 KB a request on
// the profile, ADR 0058); these run on every signed-in family's page.
function withActivePlayer(client: AccountRow, player: PlayerRow | null): ClientRow {
  if (!player) throw new Error(`client ${client.id} has no active player`);
  return Object.assign({}, playerFieldsOf(player), client, { playerId: player.id });
}

async function findOne(db: Db, where: SQL | undefined): Promise<ClientWithCollege | undefined> {
  const rows = await db
    .select({ client: clients, player: players, collegeNickname: colleges.nickname })
    .from(clients)
    .leftJoin(players, eq(players.id, clients.activePlayerId))
    .leftJoin(colleges, eq(colleges.id, players.collegeId))
    .where(where)
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return Object.assign(withActivePlayer(row.client, row.player), { collegeNickname: row.collegeNickname });
}

export async function findRegisteredClientByEmail(
  db: Db,
  email: string,
): Promise<ClientWithCollege | undefined> {
  return findOne(
    db,
    and(sql`lower(${clients.email}) = ${email.trim().toLowerCase()}`, eq(clients.guestUser, false)),
  );
}

export async function findClientWithCollege(db: Db, id: number): Promise<ClientWithCollege | undefined> {
  return findOne(db, eq(clients.id, id));
}

export async function findClientById(db: Db, id: number): Promise<ClientRow | undefined> {
  return findOne(db, eq(clients.id, id));
}

/** The account and its first player, who becomes the active one (run inside a transaction). */
export async function insertClient(db: Db, values: ClientInsert): Promise<ClientRow> {
  const { player, rest } = splitPlayerFields(values);
  const account = await db.insert(clients).values(rest).returning().then(insertedRow('client'));
  const first = await insertPlayer(db, {
    ...(player as PlayerInsert),
    clientId: account.id,
    ...(values.updatedAt ? { createdAt: values.updatedAt, updatedAt: values.updatedAt } : {}),
  });
  await db.update(clients).set({ activePlayerId: first.id }).where(eq(clients.id, account.id));
  return withActivePlayer({ ...account, activePlayerId: first.id }, first);
}

/** Writes the account's columns and its active player's. */
/**
 * Updates the account and its active player's fields in one statement (the player's update
 * reads the account's from a data-modifying CTE): atomic without a transaction of its own, and
 * one round trip (ADR 0054).
 */
export async function updateClient(db: Db, id: number, values: Partial<ClientInsert>): Promise<void> {
  const { player, rest } = splitPlayerFields(values);
  const account = db
    .update(clients)
    .set({ ...rest, updatedAt: values.updatedAt ?? sql`${clients.updatedAt}` })
    .where(eq(clients.id, id));
  const playerValues = withUpdatedAt(player, values.updatedAt);
  if (Object.keys(playerValues).length === 0) {
    await account;
    return;
  }
  const updated = db
    .$with('updated_account')
    .as(account.returning({ activePlayerId: clients.activePlayerId }));
  await db
    .with(updated)
    .update(players)
    .set(playerValues)
    .from(updated)
    .where(eq(players.id, updated.activePlayerId));
}

function withUpdatedAt(player: Partial<PlayerInsert>, updatedAt: Date | undefined): Partial<PlayerInsert> {
  if (Object.keys(player).length === 0) return player;
  return updatedAt ? { ...player, updatedAt } : player;
}

/** Turns a guest into a registered account in place; undefined when it is no longer a guest. */
export async function convertGuestClient(
  db: Db,
  id: number,
  values: Partial<ClientInsert>,
): Promise<ClientRow | undefined> {
  const { player, rest } = splitPlayerFields(values);
  const rows = await db
    .update(clients)
    .set({ ...rest, guestUser: false })
    .where(and(eq(clients.id, id), eq(clients.guestUser, true)))
    .returning();
  const account = rows[0];
  if (!account) return undefined;
  if (account.activePlayerId) {
    await updatePlayer(db, account.activePlayerId, withUpdatedAt(player, values.updatedAt));
  }
  return findClientById(db, id);
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
  await anonymisePlayers(db, id, now);
}
