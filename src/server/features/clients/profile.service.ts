import { MESSAGES } from '../../../shared/api/client-fields';
import type { UpdateProfileClient } from '../../../shared/api/clients';
import { PROFILE_MIN_AGE_YEARS } from '../../../shared/constants';
import type { AppContext } from '../../context';
import { unauthorized, unprocessable } from '../../lib/errors';
import { clientColumns } from './client-columns';
import {
  type ClientWithCollege,
  findClientById,
  findClientWithCollege,
  updateClient,
} from './clients.repository';
import { isUniqueViolation } from './db-errors';
import { checkSportAndPositions, collegeProblems, dobProblems, emailProblems } from './profile-rules';

/**
 * SPEC §5 Profile: the signed-in client changes its own details, nothing else (there is no id
 * to choose). Guests may too. Password and guest flag are not profile fields.
 */
export async function updateProfile(
  ctx: AppContext,
  clientId: number,
  input: UpdateProfileClient,
): Promise<ClientWithCollege> {
  const { db } = ctx;
  const now = ctx.now();
  const current = await findClientById(db, clientId);
  if (!current) throw unauthorized();

  const errors = [
    ...dobProblems(input.dob, now, PROFILE_MIN_AGE_YEARS, input.time_zone ?? current.timeZone),
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
  const emailChanged = input.email !== undefined && input.email !== current.email.toLowerCase();
  if (emailChanged && input.email !== undefined && !current.guestUser) {
    errors.push(...(await emailProblems(db, input.email, clientId)));
  }
  if (errors.length > 0) throw unprocessable(errors);

  try {
    await updateClient(db, clientId, { ...clientColumns({ ...input, position: positions }), updatedAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable([{ email: MESSAGES.taken }]);
    throw error;
  }
  const updated = await findClientWithCollege(db, clientId);
  if (!updated) throw unauthorized();
  return updated;
}
