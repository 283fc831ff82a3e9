import { and, eq, gt, isNull, sql } from 'drizzle-orm';
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

function prepareLiveSession(db: Db) {
  return db
    .select({ id: authSessions.id, clientId: authSessions.clientId, athleteId: authSessions.athleteId })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('auth_live_session');
}

// Every signed-in request runs this lookup: built once per database, and on PostgreSQL a named
// statement that each connection parses and plans once (ADR 0023).
const liveSessionStatements = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  let statement = liveSessionStatements.get(db);
  if (!statement) {
    statement = prepareLiveSession(db);
    liveSessionStatements.set(db, statement);
  }
  const rows = await statement.execute({ tokenHash, now });
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
