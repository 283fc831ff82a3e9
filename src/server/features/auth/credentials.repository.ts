// Sessions and reset tokens of either kind of account: clients (players / parents) and
// athletes (trainers) share the tables, told apart by which owner column is set.
import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { authSessions, passwordResetTokens } from '../../db/schema';

export type AccountKind = 'client' | 'athlete';

const sessionOwner = (kind: AccountKind) =>
  kind === 'client' ? authSessions.clientId : authSessions.athleteId;
const tokenOwner = (kind: AccountKind) =>
  kind === 'client' ? passwordResetTokens.clientId : passwordResetTokens.athleteId;

/** Revokes the account's live sessions, all of them or all but the one still in use. */
export async function revokeSessions(
  db: Db,
  kind: AccountKind,
  ownerId: number,
  now: Date,
  keepSessionId?: number,
) {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessionOwner(kind), ownerId),
        isNull(authSessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(authSessions.id, keepSessionId),
      ),
    );
}

/** A newer link (or a new password) makes every earlier unused reset link worthless. */
export async function deleteUnusedResetTokens(db: Db, kind: AccountKind, ownerId: number) {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(tokenOwner(kind), ownerId), isNull(passwordResetTokens.usedAt)));
}

export async function insertResetToken(
  db: Db,
  kind: AccountKind,
  ownerId: number,
  tokenHash: string,
  expiresAt: Date,
) {
  const owner = kind === 'client' ? { clientId: ownerId } : { athleteId: ownerId };
  await db.insert(passwordResetTokens).values({ ...owner, tokenHash, expiresAt });
}

/** A single-use token found by its hash that is neither used nor expired. */
export function liveToken(
  token: { tokenHash: PgColumn; usedAt: PgColumn; expiresAt: PgColumn },
  tokenHash: string,
  now: Date,
) {
  return and(eq(token.tokenHash, tokenHash), isNull(token.usedAt), gt(token.expiresAt, now));
}

/**
 * Uses the token in one statement (single use even under concurrency); the owner's id, or
 * undefined. A token of the other kind of account never matches.
 */
export async function consumeResetToken(
  db: Db,
  kind: AccountKind,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(liveToken(passwordResetTokens, tokenHash, now), isNotNull(tokenOwner(kind))))
    .returning({ ownerId: tokenOwner(kind) });
  return rows[0]?.ownerId ?? undefined;
}
