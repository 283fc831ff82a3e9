import {
  ADD_CHILD_AGREEMENT,
  LAST_PLAYER_MESSAGE,
  type NewPlayer,
  PARENT_CONSENT_REQUIRED,
  PLAYER_HAS_BOOKINGS_MESSAGE,
  type PlayerChange,
} from '../../../shared/api/players';
import { SIGNUP_MIN_AGE_YEARS } from '../../../shared/constants';
import { profileMinAgeYears } from '../../../shared/domain/birth-date';
import { isChild } from '../../../shared/domain/children';
import { defaultGraduationYear } from '../../../shared/domain/grades';
import type { AppContext } from '../../context';
import { notFound, unauthorized, unprocessable } from '../../lib/errors';
import { clientColumns, withoutChildFields } from './client-columns';
import { findClientById } from './clients.repository';
import { type ConsentOrigin, insertConsent } from './consents.repository';
import {
  deletePlayer,
  findPlayerOfClient,
  insertPlayer,
  listPlayersWithCollege,
  lockAccountPlayers,
  lockPlayerForRemoval,
  type PlayerInsert,
  type PlayerWithCollege,
  playerHasBookings,
  setActivePlayer,
  splitPlayerFields,
  updatePlayer,
} from './players.repository';
import { checkSportAndPositions, collegeProblems, dobProblems } from './profile-rules';

// The account's players (ADR 0045): the parent adds, changes and removes them and picks the
// active one. Another family's player id is answered as a missing one and changes nothing.

export interface AccountPlayers {
  players: PlayerWithCollege[];
  activePlayerId: number | null;
}

async function account(ctx: AppContext, clientId: number) {
  const client = await findClientById(ctx.db, clientId);
  if (!client) throw unauthorized();
  return client;
}

export async function listPlayers(ctx: AppContext, clientId: number): Promise<AccountPlayers> {
  const client = await account(ctx, clientId);
  return { players: await listPlayersWithCollege(ctx.db, clientId), activePlayerId: client.activePlayerId };
}

async function ownPlayer(ctx: AppContext, clientId: number, playerId: number): Promise<PlayerWithCollege> {
  const player = await findPlayerOfClient(ctx.db, clientId, playerId);
  if (!player) throw notFound('Player');
  return player;
}

/** Only the player's own columns of the values (never the account's email, parent fields, …). */
function playerColumns(values: Parameters<typeof clientColumns>[0]): Partial<PlayerInsert> {
  return splitPlayerFields(clientColumns(values)).player;
}

/**
 * Adds a player with sign-up's rules. A child under 13 is added only with the parent's agreement
 * (`parent_consent`, ADD_CHILD_AGREEMENT), recorded with the player as the parent's consent for
 * the child's data (ADR 0041); a player of 13 or more needs none.
 */
export async function addPlayer(ctx: AppContext, clientId: number, input: NewPlayer, origin: ConsentOrigin) {
  const client = await account(ctx, clientId);
  const now = ctx.now();
  const sport = await checkSportAndPositions(ctx.db, input.sport_id, input.position);
  const { parent_consent: parentConsent, ...playerInput } = input;
  const child = isChild(input.dob, now, client.timeZone);
  const errors = [
    ...dobProblems(input.dob, now, SIGNUP_MIN_AGE_YEARS, client.timeZone),
    ...sport.errors,
    ...(await collegeProblems(ctx.db, input.college_id)),
    ...(child && parentConsent !== true ? [{ parent_consent: PARENT_CONSENT_REQUIRED }] : []),
  ];
  if (errors.length > 0) throw unprocessable(errors);
  const fields = { ...playerInput, position: sport.positions };
  const player = await ctx.db.transaction(async (tx) => {
    const row = await insertPlayer(tx, {
      ...playerColumns(child ? withoutChildFields(fields) : fields),
      firstName: input.first_name,
      lastName: input.last_name,
      passingYear: input.passing_year ?? defaultGraduationYear(now),
      clientId,
      createdAt: now,
      updatedAt: now,
    });
    if (child) {
      await insertConsent(tx, {
        kind: 'add_child_terms',
        clientId,
        playerId: row.id,
        statement: ADD_CHILD_AGREEMENT,
        forChild: true,
        agreedAt: now,
        ...origin,
      });
    }
    return row;
  });
  return { player: await ownPlayer(ctx, clientId, player.id), activePlayerId: client.activePlayerId };
}

export async function changePlayer(ctx: AppContext, clientId: number, playerId: number, input: PlayerChange) {
  const client = await account(ctx, clientId);
  const current = await ownPlayer(ctx, clientId, playerId);
  const now = ctx.now();
  const errors = [
    // As the profile: its range is for a date being set, not a player's own kept one.
    ...(input.dob === current.dob
      ? []
      : dobProblems(input.dob, now, profileMinAgeYears(current.dob, now, client.timeZone), client.timeZone)),
    ...(await collegeProblems(ctx.db, input.college_id)),
  ];
  let positions = input.position;
  if (input.sport_id !== undefined || input.position !== undefined) {
    // Positions belong to a sport: a new sport without new positions leaves none (SPEC §5).
    const sportChanged = input.sport_id !== undefined && input.sport_id !== current.sportId;
    const wanted = input.position ?? (sportChanged ? [] : current.positions);
    const sport = await checkSportAndPositions(ctx.db, input.sport_id ?? current.sportId, wanted);
    errors.push(...sport.errors);
    positions = sport.positions;
  }
  if (errors.length > 0) throw unprocessable(errors);
  const fields = { ...input, position: positions };
  const child = isChild(input.dob ?? current.dob, now, client.timeZone);
  await updatePlayer(ctx.db, playerId, {
    ...playerColumns(child ? withoutChildFields(fields) : fields),
    updatedAt: now,
  });
  return { player: await ownPlayer(ctx, clientId, playerId), activePlayerId: client.activePlayerId };
}

export async function activatePlayer(ctx: AppContext, clientId: number, playerId: number) {
  await account(ctx, clientId);
  const player = await ownPlayer(ctx, clientId, playerId);
  await setActivePlayer(ctx.db, clientId, playerId);
  return { player, activePlayerId: playerId };
}

/**
 * Removes a player. The last one stays (an account is for booking a player), and so does one with
 * bookings (the trainer's history and the family's bookings name them). Removing the active
 * player makes the oldest remaining one active.
 */
export async function removePlayer(ctx: AppContext, clientId: number, playerId: number): Promise<void> {
  await account(ctx, clientId);
  await ownPlayer(ctx, clientId, playerId);
  await ctx.db.transaction(async (tx) => {
    const activePlayerId = await lockAccountPlayers(tx, clientId);
    if (!(await lockPlayerForRemoval(tx, clientId, playerId))) throw notFound('Player');
    const players = await listPlayersWithCollege(tx, clientId);
    if (!players.some((p) => p.id === playerId)) throw notFound('Player');
    if (players.length <= 1) throw unprocessable([LAST_PLAYER_MESSAGE]);
    if (await playerHasBookings(tx, playerId)) throw unprocessable([PLAYER_HAS_BOOKINGS_MESSAGE]);
    if (activePlayerId === playerId) {
      const next = players.find((p) => p.id !== playerId);
      if (next) await setActivePlayer(tx, clientId, next.id);
    }
    await deletePlayer(tx, clientId, playerId);
  });
}
