import { MESSAGES } from '../../../shared/api/client-fields';
import type { UpdateProfileClient } from '../../../shared/api/clients';
import { profileMinAgeYears } from '../../../shared/domain/birth-date';
import { isChild } from '../../../shared/domain/children';
import { isValidUsPhone } from '../../../shared/domain/contact';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/pg-errors';
import { sendSafely } from '../../integrations/email/send-safely';
import { unauthorized, unprocessable } from '../../lib/errors';
import { deleteUnusedResetTokens, revokeSessions } from '../auth/credentials.repository';
import { clientColumns, withoutChildFields } from './client-columns';
import {
  type ClientWithCollege,
  findClientById,
  findClientWithCollege,
  findRegisteredClientByEmail,
  updateClient,
} from './clients.repository';
import { emailChangedEmail } from './emails/email-changed';
import { currentPasswordProblems } from './passwords.service';
import { checkSportAndPositions, collegeProblems, dobProblems, emailProblems } from './profile-rules';

/**
 * SPEC §5 Profile: the signed-in client changes its own details, nothing else (there is no id
 * to choose). Guests may too. Password and guest flag are not profile fields. A new email
 * needs the current password; the old address is told, and other sessions are signed out.
 */
export async function updateProfile(
  ctx: AppContext,
  auth: { clientId: number; sessionId: number },
  input: UpdateProfileClient,
): Promise<ClientWithCollege> {
  const { clientId } = auth;
  const { db } = ctx;
  const now = ctx.now();
  const current = await findClientById(db, clientId);
  if (!current) throw unauthorized();

  const errors = [
    // The profile's range is for a date being set: a player added younger (sign-up's range, 6)
    // keeps theirs through any other change, and may correct it within sign-up's range.
    ...(input.dob === current.dob
      ? []
      : dobProblems(
          input.dob,
          now,
          profileMinAgeYears(current.dob, now, input.time_zone ?? current.timeZone),
          input.time_zone ?? current.timeZone,
        )),
    ...(await collegeProblems(db, input.college_id)),
  ];
  let positions = input.position;
  if (input.sport_id !== undefined || input.position !== undefined) {
    // Positions belong to a sport: a new sport without new positions leaves none (SPEC §5).
    const sportChanged = input.sport_id !== undefined && input.sport_id !== current.sportId;
    const wanted = input.position ?? (sportChanged ? [] : current.positions);
    const sport = await checkSportAndPositions(db, input.sport_id ?? current.sportId, wanted);
    errors.push(...sport.errors);
    positions = sport.positions;
  }
  const newEmail =
    input.email !== undefined && input.email !== current.email.toLowerCase() ? input.email : null;
  // A registered account's email is its sign-in and where its reset links go: changing it
  // takes the password, as changing the password does. Guests have none.
  const accountEmailChange = newEmail !== null && !current.guestUser;
  if (accountEmailChange) {
    errors.push(...(await emailProblems(db, newEmail, clientId)));
    errors.push(...(await currentPasswordProblems(current.passwordHash, input.current_password)));
  } else if (newEmail !== null && (await findRegisteredClientByEmail(db, newEmail))) {
    // A guest never takes a registered account's email (as at create_guest): its owner signs in.
    errors.push({ email: MESSAGES.registeredSignIn });
  }
  const phone =
    input.parent_contact_number === undefined ? current.parentContactNumber : input.parent_contact_number;
  if (input.text_reminders && !isValidUsPhone(phone ?? '')) {
    errors.push({ text_reminders: MESSAGES.textsNeedPhone });
  }
  if (errors.length > 0) throw unprocessable(errors);

  const fields = { ...input, position: positions };
  const child = isChild(input.dob ?? current.dob, now, input.time_zone ?? current.timeZone);
  const values = { ...clientColumns(child ? withoutChildFields(fields) : fields), updatedAt: now };
  try {
    if (accountEmailChange) {
      await db.transaction(async (tx) => {
        await updateClient(tx, clientId, values);
        // Whoever else was signed in, or holds a reset link sent to the old address, is out.
        await revokeSessions(tx, 'client', clientId, now, auth.sessionId);
        await deleteUnusedResetTokens(tx, 'client', clientId);
      });
    } else {
      // One statement, atomic alone (updateClient): no transaction's two round trips around it.
      await updateClient(db, clientId, values);
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable([{ email: MESSAGES.taken }]);
    throw error;
  }
  if (accountEmailChange) {
    await tellOldAddress(ctx, {
      to: current.email,
      name: current.parentFirstName ?? current.firstName,
      newEmail,
    });
  }
  const updated = await findClientWithCollege(db, clientId);
  if (!updated) throw unauthorized();
  return updated;
}

/** An account's email changed (a family's or a trainer's): the old address is told, so a takeover is seen. */
export async function tellOldAddress(
  ctx: AppContext,
  change: { to: string; name: string; newEmail: string },
): Promise<void> {
  const message = emailChangedEmail({ name: change.name, newEmail: change.newEmail });
  await sendSafely(ctx.mailer, { kind: 'email_changed', to: change.to, ...message });
}
