// The trainer's password reset and change: the client's rules (ADR 0011) on the athlete's
// rows. Reset tokens share the table; a trainer's token only ever resets a trainer.
import { MESSAGES } from '../../../shared/api/client-fields';
import type { AppContext } from '../../context';
import { ApiError, unprocessable } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import {
  consumeResetToken,
  deleteUnusedResetTokens,
  insertResetToken,
  revokeSessions,
} from '../auth/credentials.repository';
import { generateToken, hashToken } from '../auth/tokens';
import { passwordResetEmail, RESET_TOKEN_TTL_HOURS } from '../clients/passwords.service';
import { resetPasswordLink } from '../clients/reset-link';
import { findAthleteByEmail, findTrainerProfile, updateAthlete } from './trainer-account.repository';
import { TRAINER_NOT_AUTHORIZED } from './trainer-account.service';

const RESET_TOKEN_TTL_MS = RESET_TOKEN_TTL_HOURS * 60 * 60 * 1000;

/** The trainer site's reset page, unless the caller names a page on our own origin. */
export function trainerResetLink(publicUrl: string, redirectUrl: string | undefined, token: string) {
  return resetPasswordLink(`${publicUrl.replace(/\/+$/, '')}/trainer`, redirectUrl, token);
}

/** Emails a reset link to a trainer who has an account; the caller answers the same either way. */
export async function requestTrainerPasswordReset(
  ctx: AppContext,
  email: string,
  redirectUrl: string | undefined,
): Promise<void> {
  const athlete = await findAthleteByEmail(ctx.db, email);
  if (!athlete) return;
  const token = generateToken();
  const expiresAt = new Date(ctx.now().getTime() + RESET_TOKEN_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await deleteUnusedResetTokens(tx, 'athlete', athlete.id);
    await insertResetToken(tx, 'athlete', athlete.id, hashToken(token), expiresAt);
  });
  const message = passwordResetEmail({
    name: athlete.firstName,
    link: trainerResetLink(ctx.publicUrl, redirectUrl, token),
    validForHours: RESET_TOKEN_TTL_HOURS,
  });
  await ctx.mailer.send({ kind: 'trainer_password_reset', to: athlete.email, ...message });
}

export async function resetTrainerPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  // Hashed first so a wrong token takes as long as a right one.
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const athleteId = await consumeResetToken(tx, 'athlete', hashToken(token), now);
    if (athleteId === undefined) return false;
    await updateAthlete(tx, athleteId, { passwordHash, updatedAt: now });
    await revokeSessions(tx, 'athlete', athleteId, now);
    return true;
  });
  if (!done) throw unprocessable([{ reset_password_token: MESSAGES.resetTokenInvalid }]);
}

export async function changeTrainerPassword(
  ctx: AppContext,
  auth: { athleteId: number; sessionId: number },
  input: { current_password: string; password: string },
): Promise<void> {
  const athlete = await findTrainerProfile(ctx.db, auth.athleteId);
  if (!athlete) throw new ApiError(401, [TRAINER_NOT_AUTHORIZED]);
  const ok = athlete.passwordHash
    ? await verifyPassword(athlete.passwordHash, input.current_password)
    : false;
  if (!ok) throw unprocessable([{ current_password: MESSAGES.invalid }]);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await updateAthlete(tx, athlete.id, { passwordHash, updatedAt: now });
    await revokeSessions(tx, 'athlete', athlete.id, now, auth.sessionId);
    await deleteUnusedResetTokens(tx, 'athlete', athlete.id);
  });
}
