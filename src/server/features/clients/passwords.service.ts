import { MESSAGES } from '../../../shared/api/client-fields';
import type { AppContext } from '../../context';
import { unauthorized, unprocessable } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import {
  consumeResetToken,
  deleteUnusedResetTokens,
  insertResetToken,
  revokeSessions,
} from '../auth/credentials.repository';
import { generateToken, hashToken } from '../auth/tokens';
import { findClientById, findRegisteredClientByEmail } from './clients.repository';
import { setClientPassword } from './credentials.repository';
import { passwordResetEmail } from './emails/password-reset';
import { resetPasswordLink } from './reset-link';

// The reset email is the same for trainers (trainer-account): it is part of this feature's face.
export { passwordResetEmail };

export const RESET_TOKEN_TTL_HOURS = 2;
const RESET_TOKEN_TTL_MS = RESET_TOKEN_TTL_HOURS * 60 * 60 * 1000;

/** Change with the current password; every other session of the account is signed out. */
export async function changePassword(
  ctx: AppContext,
  auth: { clientId: number; sessionId: number },
  input: { current_password: string; password: string },
): Promise<void> {
  const client = await findClientById(ctx.db, auth.clientId);
  if (!client) throw unauthorized();
  // Guests have no password, so they never get past this: they create an account instead.
  const ok = client.passwordHash ? await verifyPassword(client.passwordHash, input.current_password) : false;
  if (!ok) throw unprocessable([{ current_password: MESSAGES.invalid }]);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await setClientPassword(tx, client.id, passwordHash, now);
    await revokeSessions(tx, 'client', client.id, now, auth.sessionId);
    await deleteUnusedResetTokens(tx, 'client', client.id);
  });
}

/**
 * Emails a single-use reset link to a registered account. The caller answers the same way
 * whether or not the account exists. Only the token's SHA-256 is stored.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  redirectUrl: string | undefined,
): Promise<void> {
  const client = await findRegisteredClientByEmail(ctx.db, email);
  if (!client) return;
  const token = generateToken();
  const expiresAt = new Date(ctx.now().getTime() + RESET_TOKEN_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await deleteUnusedResetTokens(tx, 'client', client.id);
    await insertResetToken(tx, 'client', client.id, hashToken(token), expiresAt);
  });
  const message = passwordResetEmail({
    name: client.parentFirstName ?? client.firstName,
    link: resetPasswordLink(ctx.publicUrl, redirectUrl, token),
    validForHours: RESET_TOKEN_TTL_HOURS,
  });
  await ctx.mailer.send({ kind: 'password_reset', to: client.email, ...message });
}

/** Sets the new password with a valid token; the token is spent and every session signed out. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  // Hashed first so a wrong token takes as long as a right one.
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const clientId = await consumeResetToken(tx, 'client', hashToken(token), now);
    if (clientId === undefined) return false;
    await setClientPassword(tx, clientId, passwordHash, now);
    await revokeSessions(tx, 'client', clientId, now);
    return true;
  });
  if (!done) throw unprocessable([{ reset_password_token: MESSAGES.resetTokenInvalid }]);
}
