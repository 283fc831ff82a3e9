// The password rules every account follows (ADR 0011): a single-use reset link by email, a
// reset that spends it and signs every session out, and a change that needs the current
// password. Trainers follow them too (trainer-account), on their own rows (`setPassword`).
import { MESSAGES } from '../../../shared/api/client-fields';
import { resetEmailSchema } from '../../../shared/api/clients';
import type { ErrorEntry } from '../../../shared/api/common';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { sendSafely } from '../../integrations/email/send-safely';
import { unauthorized, unprocessable } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import {
  type AccountKind,
  consumeResetToken,
  deleteUnusedResetTokens,
  insertResetToken,
  revokeSessions,
} from '../auth/credentials.repository';
import { generateToken, hashToken } from '../auth/tokens';
import { findClientById, findRegisteredClientByEmail } from './clients.repository';
import { setClientPassword } from './credentials.repository';
import { passwordChangedEmail } from './emails/password-changed';
import { passwordResetEmail } from './emails/password-reset';
import { resetPasswordLink } from './reset-link';

/** The address a reset link is asked for, or a 422 keyed `email` (the request's query is loose). */
export function resetEmailOf(value: unknown): string {
  const email = resetEmailSchema.safeParse(value);
  if (!email.success) throw unprocessable([{ email: email.error.issues[0]?.message ?? MESSAGES.invalid }]);
  return email.data;
}

/** Where a family signs in (and asks for a reset link). */
const clientSignIn = (ctx: AppContext) => `${ctx.publicUrl.replace(/\/+$/, '')}/login`;

export const RESET_TOKEN_TTL_HOURS = 2;
const RESET_TOKEN_TTL_MS = RESET_TOKEN_TTL_HOURS * 60 * 60 * 1000;

/** Stores the new password hash of the account with this id; answers whom to tell of it. */
export type SetPassword = (
  db: Db,
  id: number,
  passwordHash: string,
  now: Date,
) => Promise<{ email: string; name: string } | undefined>;

/** Tells the account's holder their password changed (after the change is committed). */
async function tellPasswordChanged(
  ctx: AppContext,
  holder: { email: string; name: string } | undefined,
  signInUrl: string,
): Promise<void> {
  if (!holder) return;
  const message = passwordChangedEmail({ name: holder.name, forgotUrl: signInUrl });
  await sendSafely(ctx.mailer, { kind: 'password_changed', to: holder.email, ...message });
}

/**
 * Emails a single-use reset link to the account (earlier unused links stop working). Only the
 * token's SHA-256 is stored; `link` makes the address the token goes in.
 */
export async function emailResetLink(
  ctx: AppContext,
  kind: AccountKind,
  account: { id: number; email: string; name: string },
  email: { kind: string; link: (token: string) => string },
): Promise<void> {
  const token = generateToken();
  const expiresAt = new Date(ctx.now().getTime() + RESET_TOKEN_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await deleteUnusedResetTokens(tx, kind, account.id);
    await insertResetToken(tx, kind, account.id, hashToken(token), expiresAt);
  });
  const message = passwordResetEmail({
    name: account.name,
    link: email.link(token),
    validForHours: RESET_TOKEN_TTL_HOURS,
  });
  await ctx.mailer.send({ kind: email.kind, to: account.email, ...message });
}

/** Sets the new password with a valid token of this kind of account; the token is spent and every session signed out. */
export async function resetWithToken(
  ctx: AppContext,
  kind: AccountKind,
  input: { token: string; password: string },
  setPassword: SetPassword,
  signInUrl: string,
): Promise<void> {
  // Hashed first so a wrong token takes as long as a right one.
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const id = await consumeResetToken(tx, kind, hashToken(input.token), now);
    if (id === undefined) return false;
    const holder = await setPassword(tx, id, passwordHash, now);
    await revokeSessions(tx, kind, id, now);
    return { holder };
  });
  if (!done) throw unprocessable([{ reset_password_token: MESSAGES.resetTokenInvalid }]);
  await tellPasswordChanged(ctx, done.holder, signInUrl);
}

/**
 * Changes the password given the current one; every other session of the account is signed out
 * and its unused reset links stop working. An account without a password never gets past this.
 */
export async function changeWithCurrentPassword(
  ctx: AppContext,
  kind: AccountKind,
  account: { id: number; passwordHash: string | null; sessionId: number },
  input: { current_password: string; password: string },
  setPassword: SetPassword,
  signInUrl: string,
): Promise<void> {
  const ok = account.passwordHash
    ? await verifyPassword(account.passwordHash, input.current_password)
    : false;
  if (!ok) throw unprocessable([{ current_password: MESSAGES.invalid }]);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const holder = await ctx.db.transaction(async (tx) => {
    const changed = await setPassword(tx, account.id, passwordHash, now);
    await revokeSessions(tx, kind, account.id, now, account.sessionId);
    await deleteUnusedResetTokens(tx, kind, account.id);
    return changed;
  });
  await tellPasswordChanged(ctx, holder, signInUrl);
}

/** Change with the current password; every other session of the account is signed out. */
export async function changePassword(
  ctx: AppContext,
  auth: { clientId: number; sessionId: number },
  input: { current_password: string; password: string },
): Promise<void> {
  const client = await findClientById(ctx.db, auth.clientId);
  if (!client) throw unauthorized();
  // Guests have no password, so they never get past the check: they create an account instead.
  const account = { id: client.id, passwordHash: client.passwordHash, sessionId: auth.sessionId };
  await changeWithCurrentPassword(ctx, 'client', account, input, setClientPassword, clientSignIn(ctx));
}

/**
 * Emails a single-use reset link to a registered account. The caller answers the same way
 * whether or not the account exists.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  redirectUrl: string | undefined,
): Promise<void> {
  const client = await findRegisteredClientByEmail(ctx.db, email);
  if (!client) return;
  const name = client.parentFirstName ?? client.firstName;
  await emailResetLink(
    ctx,
    'client',
    { id: client.id, email: client.email, name },
    { kind: 'password_reset', link: (token) => resetPasswordLink(ctx.publicUrl, redirectUrl, token) },
  );
}

/** Sets the new password with a valid token; the token is spent and every session signed out. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  await resetWithToken(ctx, 'client', { token, password }, setClientPassword, clientSignIn(ctx));
}

/**
 * The check before an account's email changes (family or trainer): the email is the sign-in and
 * where reset links go, so changing it takes the password, as changing the password does.
 */
export async function currentPasswordProblems(
  passwordHash: string | null,
  given: string | undefined,
): Promise<ErrorEntry[]> {
  if (given === undefined || given === '') return [{ current_password: MESSAGES.blank }];
  const ok = passwordHash ? await verifyPassword(passwordHash, given) : false;
  return ok ? [] : [{ current_password: MESSAGES.invalid }];
}
