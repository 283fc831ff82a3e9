import type { Db } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords';
import { findRegisteredClientByEmail } from '../clients/clients.repository';
import { insertAthleteSession, insertClientSession, revokeSession } from './auth.repository';
import { generateToken, hashToken } from './tokens';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * The account found by email when `password` is its password. The same 401 for an unknown email,
 * a wrong password and an account without one; a decoy hash makes a miss take as long as a check.
 */
export async function withPassword<A extends { passwordHash: string | null }>(
  account: A | undefined,
  password: string,
): Promise<A> {
  const ok = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!account?.passwordHash || !ok) throw new ApiError(401, [INVALID_CREDENTIALS]);
  return account;
}

/** Checks the password and issues a new AUTH-TOKEN; the same answer for unknown email and wrong password. */
export async function signIn(db: Db, email: string, password: string, now: Date) {
  const client = await withPassword(await findRegisteredClientByEmail(db, email), password);
  // The account as just read is the answer's (a new session changes nothing in it).
  const token = await issueClientToken(db, client.id, now);
  return { client, token };
}

export async function issueClientToken(db: Db, clientId: number, now: Date): Promise<string> {
  const token = generateToken();
  await insertClientSession(db, clientId, hashToken(token), now);
  return token;
}

export async function signOut(db: Db, sessionId: number, now: Date) {
  await revokeSession(db, sessionId, now);
}

/** Trainer sessions use the same table; the trainer site's sign-in (ADR 0015) calls this. */
export async function issueAthleteToken(db: Db, athleteId: number, now: Date): Promise<string> {
  const token = generateToken();
  await insertAthleteSession(db, athleteId, hashToken(token), now);
  return token;
}
