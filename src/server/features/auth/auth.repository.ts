import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions } from '../../db/schema';

export const SESSION_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export async function insertClientSession(db: Db, clientId: number, tokenHash: string, now: Date) {
  await db.insert(authSessions).values({
    clientId,
    tokenHash,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
}

function prepareUnrevokedSession(db: Db) {
  return db
    .select({
      id: authSessions.id,
      clientId: authSessions.clientId,
      athleteId: authSessions.athleteId,
      expiresAt: authSessions.expiresAt,
    })
    .from(authSessions)
    .where(and(eq(authSessions.tokenHash, sql.placeholder('tokenHash')), isNull(authSessions.revokedAt)))
    .limit(1)
    .prepare('auth_unrevoked_session');
}

// Every signed-in request needs this lookup (through the read cache, ADR 0075): built once per
// database, and on PostgreSQL a named statement that each connection parses and plans once (ADR 0023).
const unrevokedSessionStatements = new WeakMap<Db, ReturnType<typeof prepareUnrevokedSession>>();

export type UnrevokedSession = {
  id: number;
  clientId: number | null;
  athleteId: number | null;
  expiresAt: Date;
};

/** The session of a token's hash unless signed out or revoked; whether it has expired is the caller's to tell. */
export async function findUnrevokedSession(db: Db, tokenHash: string): Promise<UnrevokedSession | undefined> {
  let statement = unrevokedSessionStatements.get(db);
  if (!statement) {
    statement = prepareUnrevokedSession(db);
    unrevokedSessionStatements.set(db, statement);
  }
  const rows = await statement.execute({ tokenHash });
  return rows[0];
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.id, sessionId));
}

export async function insertAthleteSession(db: Db, athleteId: number, tokenHash: string, now: Date) {
  await db.insert(authSessions).values({
    athleteId,
    tokenHash,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
}
