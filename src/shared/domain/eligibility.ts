import { type Grade, gradeForPassingYear, gradeLabel } from './grades';

export const GENDER_MISMATCH_MESSAGE = 'Looks like you have selected training that is not for your gender.';

export interface EligibilityService {
  gender: 'male' | 'female' | 'unisex';
  min_grade: Grade | null;
  max_grade: Grade | null;
}

export interface EligibilityPlayer {
  /** SPEC sex codes: 1 male, 2 female. */
  gender: number | null;
  passing_year: number | null;
}

export type EligibilityResult =
  | { ok: true }
  | { ok: false; reason: 'grade'; message: string }
  | { ok: false; reason: 'gender'; message: string };

export function gradeMismatchMessage(grade: Grade, passingYear: number, min: Grade, max: Grade): string {
  return `You are a ${gradeLabel(grade)} (${passingYear}) and this training is only open to ${gradeLabel(min)} - ${gradeLabel(max)}. To complete booking you can change your grad year in your profile settings.`;
}

/** SPEC §8: grade within the service's range, and gender matching unless unisex. */
export function checkEligibility(
  service: EligibilityService,
  player: EligibilityPlayer,
  now: Date,
  timeZone?: string,
): EligibilityResult {
  if (service.min_grade !== null || service.max_grade !== null) {
    const min = service.min_grade ?? service.max_grade ?? 0;
    const max = service.max_grade ?? service.min_grade ?? 0;
    if (player.passing_year === null) {
      return { ok: false, reason: 'grade', message: 'Please add your grad year in your profile settings.' };
    }
    const grade = gradeForPassingYear(player.passing_year, now, timeZone);
    if (grade < min || grade > max) {
      return {
        ok: false,
        reason: 'grade',
        message: gradeMismatchMessage(grade, player.passing_year, min, max),
      };
    }
  }
  if (service.gender !== 'unisex') {
    const wanted = service.gender === 'male' ? 1 : 2;
    if (player.gender !== wanted) return { ok: false, reason: 'gender', message: GENDER_MISMATCH_MESSAGE };
  }
  return { ok: true };
}
