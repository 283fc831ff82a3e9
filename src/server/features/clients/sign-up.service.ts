import { MESSAGES } from '../../../shared/api/client-fields';
import { type GuestClient, SIGN_UP_AGREEMENT, type SignUpClient } from '../../../shared/api/clients';
import { DEFAULT_TIME_ZONE, SIGNUP_MIN_AGE_YEARS } from '../../../shared/constants';
import { isChild } from '../../../shared/domain/children';
import { defaultGraduationYear } from '../../../shared/domain/grades';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/pg-errors';
import { unprocessable } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { revokeSessions } from '../auth/credentials.repository';
import { issueClientToken } from '../auth/sessions.service';
import { clientColumns, withoutChildFields } from './client-columns';
import {
  type ClientWithCollege,
  convertGuestClient,
  findClientById,
  findClientWithCollege,
  findRegisteredClientByEmail,
  insertClient,
} from './clients.repository';
import { type ConsentOrigin, insertConsent } from './consents.repository';
import { checkSportAndPositions, collegeProblems, dobProblems, emailProblems } from './profile-rules';

export interface SignedUpClient {
  client: ClientWithCollege;
  token: string;
}

const emailTaken = () => unprocessable([{ email: MESSAGES.taken }]);

async function withClient(ctx: AppContext, clientId: number, token: string): Promise<SignedUpClient> {
  const client = await findClientWithCollege(ctx.db, clientId);
  if (!client) throw new Error(`client ${clientId} vanished right after it was saved`);
  return { client, token };
}

/**
 * SPEC §5 sign-up. When the request comes from a guest's session, the guest becomes the
 * account (same id, so bookings made as a guest stay with it); the guest's token is revoked
 * and a new one issued, as for any change of privilege.
 */
export async function signUp(
  ctx: AppContext,
  input: SignUpClient,
  currentClientId: number | null,
  origin: ConsentOrigin,
): Promise<SignedUpClient> {
  const { db } = ctx;
  const now = ctx.now();
  const timeZone = input.time_zone ?? DEFAULT_TIME_ZONE;
  const sport = await checkSportAndPositions(db, input.sport_id, input.position);
  const errors = [
    ...dobProblems(input.dob, now, SIGNUP_MIN_AGE_YEARS, timeZone),
    ...sport.errors,
    ...(await collegeProblems(db, input.college_id)),
    ...(await emailProblems(db, input.email)),
  ];
  if (errors.length > 0) throw unprocessable(errors);

  const current = currentClientId === null ? undefined : await findClientById(db, currentClientId);
  const guestId = current?.guestUser ? current.id : null;
  const fields = { ...input, position: sport.positions };
  const child = isChild(input.dob, now, timeZone);
  const values = {
    ...clientColumns(child ? withoutChildFields(fields) : fields),
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    passingYear: input.passing_year ?? defaultGraduationYear(now),
    timeZone,
    passwordHash: await hashPassword(input.password),
    updatedAt: now,
  };
  try {
    const saved = await db.transaction(async (tx) => {
      const converted = guestId === null ? undefined : await convertGuestClient(tx, guestId, values);
      if (converted) await revokeSessions(tx, 'client', converted.id, now);
      const row = converted ?? (await insertClient(tx, { ...values, guestUser: false }));
      await insertConsent(tx, {
        kind: 'sign_up_terms',
        clientId: row.id,
        playerId: row.playerId,
        statement: SIGN_UP_AGREEMENT,
        forChild: child,
        agreedAt: now,
        ...origin,
      });
      return { id: row.id, token: await issueClientToken(tx, row.id, now) };
    });
    return await withClient(ctx, saved.id, saved.token);
  } catch (error) {
    // Two sign-ups with one email can both pass the check above; the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * A guest for the guest checkout (SPEC §1): no password. Guests may share an email with each
 * other, never with a registered account: its owner signs in, and nobody books, or receives
 * that account's mail, as a guest under its address.
 */
export async function createGuest(ctx: AppContext, input: GuestClient): Promise<SignedUpClient> {
  if (await findRegisteredClientByEmail(ctx.db, input.email)) {
    throw unprocessable([{ email: MESSAGES.registeredSignIn }]);
  }
  const now = ctx.now();
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await insertClient(tx, {
      ...clientColumns(input),
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      guestUser: true,
      passwordHash: null,
    });
    return { id: row.id, token: await issueClientToken(tx, row.id, now) };
  });
  return withClient(ctx, saved.id, saved.token);
}
