import { ADMIN_LINK_INVALID } from '../../../shared/api/admin-login';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { issueClientToken } from '../auth/sessions.service';
import { generateToken, hashToken } from '../auth/tokens';
import { findClientWithCollege, findRegisteredClientByEmail } from '../clients/clients.repository';
import { consumeAdminLoginToken, insertAdminLoginToken } from './admin-login.repository';

/** How long an operator's sign-in link works (ADR 0019). */
export const ADMIN_LINK_TTL_MS = 30 * 60 * 1000;

/** Creates a single-use link for a registered client; only the token's hash is stored. */
export async function createAdminLoginLink(
  db: Db,
  input: { email: string; publicUrl: string; createdBy: string | null; now: Date },
): Promise<{ url: string; expiresAt: Date; clientId: number }> {
  const client = await findRegisteredClientByEmail(db, input.email);
  if (!client) throw new Error(`No registered client with the email ${input.email}`);
  const token = generateToken();
  const expiresAt = new Date(input.now.getTime() + ADMIN_LINK_TTL_MS);
  await insertAdminLoginToken(db, {
    clientId: client.id,
    tokenHash: hashToken(token),
    expiresAt,
    createdBy: input.createdBy,
  });
  return {
    url: `${input.publicUrl.replace(/\/+$/, '')}/admin/login/${token}`,
    expiresAt,
    clientId: client.id,
  };
}

/** Exchanges a live link's token for a fresh AUTH-TOKEN of its client. */
export async function signInWithAdminToken(db: Db, token: string, now: Date) {
  const clientId = await consumeAdminLoginToken(db, hashToken(token), now);
  if (clientId === undefined) throw new ApiError(401, [ADMIN_LINK_INVALID]);
  const client = await findClientWithCollege(db, clientId);
  if (!client) throw new ApiError(401, [ADMIN_LINK_INVALID]);
  const authToken = await issueClientToken(db, client.id, now);
  return { client, token: authToken };
}
