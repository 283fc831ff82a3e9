import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, clients, passwordResetTokens } from '../../db/schema';

export async function setClientPassword(db: Db, clientId: number, passwordHash: string, now: Date) {
  await db.update(clients).set({ passwordHash, updatedAt: now }).where(eq(clients.id, clientId));
}

/** Revokes the client's live sessions, all of them or all but the one still in use. */
export async function revokeClientSessions(db: Db, clientId: number, now: Date, keepSessionId?: number) {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authSessions.clientId, clientId),
        isNull(authSessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(authSessions.id, keepSessionId),
      ),
    );
}

/** A newer link (or a new password) makes every earlier unused reset link worthless. */
export async function deleteUnusedResetTokens(db: Db, clientId: number) {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.clientId, clientId), isNull(passwordResetTokens.usedAt)));
}

export async function insertResetToken(db: Db, clientId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResetTokens).values({ clientId, tokenHash, expiresAt });
}

/** Uses the token in one statement (single use even under concurrency); the client's id, or undefined. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        isNotNull(passwordResetTokens.clientId),
      ),
    )
    .returning({ clientId: passwordResetTokens.clientId });
  return rows[0]?.clientId ?? undefined;
}
