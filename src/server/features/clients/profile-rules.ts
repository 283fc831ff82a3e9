import { MESSAGES } from '../../../shared/api/client-fields';
import type { ErrorEntry } from '../../../shared/api/common';
import { birthDateProblem } from '../../../shared/domain/birth-date';
import type { Db } from '../../db/client';
import { collegeExists, findRegisteredClientByEmail, playerPositionNames } from './clients.repository';

// The profile rules that need the database or the clock; the shared schemas did the rest.

export const NOT_A_SPORT_POSITION = 'must be positions of the selected sport';

/**
 * A sport that exists and 1..3 of its player positions (SPEC §5 step 3). Names match
 * case-insensitively and are stored as the sport spells them.
 */
export async function checkSportAndPositions(
  db: Db,
  sportId: number | null,
  wanted: string[],
): Promise<{ errors: ErrorEntry[]; positions: string[] }> {
  if (sportId === null) return { errors: [{ sport_id: MESSAGES.selectSport }], positions: [] };
  const names = await playerPositionNames(db, sportId);
  if (!names) return { errors: [{ sport_id: MESSAGES.invalid }], positions: [] };
  if (wanted.length === 0) return { errors: [{ position: MESSAGES.selectPosition }], positions: [] };
  const positions: string[] = [];
  for (const name of wanted) {
    const known = names.find((n) => n.toLowerCase() === name.toLowerCase());
    if (!known) return { errors: [{ position: NOT_A_SPORT_POSITION }], positions: [] };
    positions.push(known);
  }
  return { errors: [], positions };
}

export async function collegeProblems(db: Db, collegeId: number | null | undefined): Promise<ErrorEntry[]> {
  if (collegeId === undefined || collegeId === null) return [];
  return (await collegeExists(db, collegeId)) ? [] : [{ college_id: MESSAGES.invalid }];
}

export function dobProblems(
  dob: string | undefined,
  now: Date,
  minAgeYears: number,
  timeZone: string,
): ErrorEntry[] {
  if (dob === undefined) return [];
  const problem = birthDateProblem(dob, now, minAgeYears, timeZone);
  return problem ? [{ dob: problem }] : [];
}

/** Registered accounts have unique emails (case-insensitive); guests never block anyone. */
export async function emailProblems(db: Db, email: string, ownId?: number): Promise<ErrorEntry[]> {
  const existing = await findRegisteredClientByEmail(db, email);
  return existing && existing.id !== ownId ? [{ email: MESSAGES.taken }] : [];
}
