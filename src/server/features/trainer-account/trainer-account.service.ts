import { MESSAGES } from '../../../shared/api/client-fields';
import type { ErrorEntry } from '../../../shared/api/common';
import type { TrainerProfileUpdate } from '../../../shared/api/trainer-account';
import { isValidUsPhone } from '../../../shared/domain/contact';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { athletes } from '../../db/schema';
import { ApiError, unprocessable } from '../../lib/errors';
import { deleteUnusedResetTokens, revokeSessions } from '../auth/credentials.repository';
import { issueAthleteToken, withPassword } from '../auth/sessions.service';
import { collegeExists } from '../clients/clients.repository';
import { currentPasswordProblems } from '../clients/passwords.service';
import { tellOldAddress } from '../clients/profile.service';
import {
  findAthleteByEmail,
  findTrainerProfile,
  sportPositionNames,
  type TrainerProfileRow,
  updateAthlete,
} from './trainer-account.repository';

export const TRAINER_NOT_AUTHORIZED = 'Trainer not authorized';

/** The same answer for an unknown email, a wrong password and a trainer without a password. */
export async function signInTrainer(db: Db, email: string, password: string, now: Date) {
  const athlete = await withPassword(await findAthleteByEmail(db, email), password);
  const token = await issueAthleteToken(db, athlete.id, now);
  return { profile: await loadProfile(db, athlete.id), token };
}

export async function loadProfile(db: Db, athleteId: number): Promise<TrainerProfileRow> {
  const profile = await findTrainerProfile(db, athleteId);
  if (!profile) throw new ApiError(401, [TRAINER_NOT_AUTHORIZED]);
  return profile;
}

/** Positions are the sport's (coach positions included: trainers may be coaches), matched case-insensitively. */
async function positionProblems(
  db: Db,
  sportId: number | null,
  wanted: string[],
): Promise<{ errors: ErrorEntry[]; positions: string[] }> {
  if (wanted.length === 0) return { errors: [], positions: [] };
  if (sportId === null) return { errors: [{ sport_id: MESSAGES.selectSport }], positions: [] };
  const names = await sportPositionNames(db, sportId);
  if (!names) return { errors: [{ sport_id: MESSAGES.invalid }], positions: [] };
  const positions: string[] = [];
  for (const name of wanted) {
    const known = names.find((n) => n.toLowerCase() === name.toLowerCase());
    if (!known) return { errors: [{ position: 'must be positions of the selected sport' }], positions: [] };
    positions.push(known);
  }
  return { errors: [], positions };
}

function columns(input: TrainerProfileUpdate, positions: string[] | undefined) {
  const patch: Partial<typeof athletes.$inferInsert> = {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    contactNumber: input.contact_number,
    privateEmail: input.private_email,
    privateContactNumber: input.private_contact_number,
    profileImage: input.profile_image,
    gender: input.gender,
    sportId: input.sport_id,
    positions,
    passingYear: input.passing_year,
    jerseyNumber: input.jersey_number,
    city: input.city,
    state: input.state,
    zip: input.zip,
    hometown: input.hometown,
    collegeId: input.college_id,
    highSchool: input.high_school,
    club: input.club,
    profileDescription: input.profile_description,
    facebook: input.facebook,
    twitter: input.twitter,
    instagram: input.instagram,
    tiktok: input.tiktok,
    website: input.website,
    timeZone: input.time_zone,
    bufferMinutes: input.buffer_minutes,
    minNoticeMinutes: input.min_notice_minutes,
    requestDeadlineHours: input.request_deadline_hours,
    dailyAgendaEmail: input.daily_agenda_email,
    sessionReminders: input.session_reminders,
    textReminders: input.text_reminders,
    cancellationPolicy: input.cancellation_policy,
    freeCancellationHours: input.free_cancellation_hours,
    waitlistClaimHours: input.waitlist_claim_hours,
  };
  // Absent fields are undefined, which the update leaves as they are.
  return patch;
}

export async function updateTrainerProfile(
  ctx: AppContext,
  auth: { athleteId: number; sessionId: number },
  input: TrainerProfileUpdate,
): Promise<TrainerProfileRow> {
  const { athleteId } = auth;
  const current = await loadProfile(ctx.db, athleteId);
  const errors: ErrorEntry[] = [];
  if (input.college_id && !(await collegeExists(ctx.db, input.college_id))) {
    errors.push({ college_id: MESSAGES.invalid });
  }
  let positions: string[] | undefined;
  if (input.sport_id !== undefined || input.position !== undefined) {
    const sportChanged = input.sport_id !== undefined && input.sport_id !== current.sportId;
    // A new sport without new positions leaves none: positions belong to a sport.
    const wanted = input.position ?? (sportChanged ? [] : current.positions);
    const sportId = input.sport_id === undefined ? current.sportId : input.sport_id;
    if (
      sportId !== null &&
      input.sport_id !== undefined &&
      (await sportPositionNames(ctx.db, sportId)) === undefined
    ) {
      errors.push({ sport_id: MESSAGES.invalid });
    } else {
      const checked = await positionProblems(ctx.db, sportId, wanted);
      errors.push(...checked.errors);
      positions = checked.positions;
    }
  }
  // The email is the trainer's sign-in and where reset links go: changing it takes the password,
  // signs other devices out, voids reset links and tells the old address (as a family's, ADR 0066).
  const newEmail =
    input.email !== undefined && input.email !== current.email.toLowerCase() ? input.email : null;
  if (newEmail !== null) {
    const other = await findAthleteByEmail(ctx.db, newEmail);
    if (other && other.id !== athleteId) errors.push({ email: MESSAGES.taken });
    errors.push(...(await currentPasswordProblems(current.passwordHash, input.current_password)));
  }
  const phone = input.contact_number === undefined ? current.contactNumber : input.contact_number;
  if (input.text_reminders && !isValidUsPhone(phone ?? '')) {
    errors.push({ text_reminders: MESSAGES.textsNeedPhone });
  }
  if (errors.length > 0) throw unprocessable(errors);
  const now = ctx.now();
  const values = { ...columns(input, positions), updatedAt: now };
  try {
    if (newEmail !== null) {
      await ctx.db.transaction(async (tx) => {
        await updateAthlete(tx, athleteId, values);
        await revokeSessions(tx, 'athlete', athleteId, now, auth.sessionId);
        await deleteUnusedResetTokens(tx, 'athlete', athleteId);
      });
    } else {
      await updateAthlete(ctx.db, athleteId, values);
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable([{ email: MESSAGES.taken }]);
    throw error;
  }
  if (newEmail !== null) {
    await tellOldAddress(ctx, { to: current.email, name: current.firstName, newEmail });
  }
  return loadProfile(ctx.db, athleteId);
}
