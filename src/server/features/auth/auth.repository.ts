import { and, eq, gt, isNull } from 'drizzle-orm';
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

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({ id: authSessions.id, clientId: authSessions.clientId, athleteId: authSessions.athleteId })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.tokenHash, tokenHash),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    )
    .limit(1);
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
