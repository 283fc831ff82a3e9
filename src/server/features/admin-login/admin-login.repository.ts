import type { Db } from '../../db/client';
import { adminLoginTokens } from '../../db/schema';
import { liveToken } from '../auth/credentials.repository';

export async function insertAdminLoginToken(
  db: Db,
  values: { clientId: number; tokenHash: string; expiresAt: Date; createdBy: string | null },
): Promise<void> {
  await db.insert(adminLoginTokens).values(values);
}

/**
 * Marks a live token used and returns its client, in one conditional update: two requests racing
 * with the same link cannot both sign in.
 */
export async function consumeAdminLoginToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const rows = await db
    .update(adminLoginTokens)
    .set({ usedAt: now })
    .where(liveToken(adminLoginTokens, tokenHash, now))
    .returning({ clientId: adminLoginTokens.clientId });
  return rows[0]?.clientId;
}
