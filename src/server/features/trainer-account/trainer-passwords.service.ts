// The trainer's password reset and change: the client's rules (ADR 0011) on the athlete's
// rows. Reset tokens share the table; a trainer's token only ever resets a trainer.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { athletes } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import {
  changeWithCurrentPassword,
  emailResetLink,
  resetWithToken,
  type SetPassword,
} from '../clients/passwords.service';
import { resetPasswordLink } from '../clients/reset-link';
import { findAthleteByEmail, findTrainerProfile } from './trainer-account.repository';
import { TRAINER_NOT_AUTHORIZED } from './trainer-account.service';

const setTrainerPassword: SetPassword = async (db, athleteId, passwordHash, now) => {
  const [row] = await db
    .update(athletes)
    .set({ passwordHash, updatedAt: now })
    .where(eq(athletes.id, athleteId))
    .returning({ email: athletes.email, name: athletes.firstName });
  return row;
};

/** Where a trainer signs in (and asks for a reset link). */
const trainerSignIn = (ctx: AppContext) => `${ctx.publicUrl.replace(/\/+$/, '')}/trainer`;

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
  await emailResetLink(
    ctx,
    'athlete',
    { id: athlete.id, email: athlete.email, name: athlete.firstName },
    { kind: 'trainer_password_reset', link: (token) => trainerResetLink(ctx.publicUrl, redirectUrl, token) },
  );
}

export async function resetTrainerPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  await resetWithToken(ctx, 'athlete', { token, password }, setTrainerPassword, trainerSignIn(ctx));
}

export async function changeTrainerPassword(
  ctx: AppContext,
  auth: { athleteId: number; sessionId: number },
  input: { current_password: string; password: string },
): Promise<void> {
  const athlete = await findTrainerProfile(ctx.db, auth.athleteId);
  if (!athlete) throw new ApiError(401, [TRAINER_NOT_AUTHORIZED]);
  const account = { id: athlete.id, passwordHash: athlete.passwordHash, sessionId: auth.sessionId };
  await changeWithCurrentPassword(ctx, 'athlete', account, input, setTrainerPassword, trainerSignIn(ctx));
}
