import { COLLEGE, gradeForPassingYear } from '../../../shared/domain/grades';

// Which school fields the Team step shows for a graduation year (ADR 0016). Grades follow the
// school year, which rolls over in July (SPEC §9), so the rule moves with the calendar instead
// of naming fixed years.

/** The last grade of middle school; younger players have no high school yet either. */
const LAST_MIDDLE_SCHOOL_GRADE = 8;
/** Juniors are the first class that can commit to a college. */
const FIRST_COMMITMENT_GRADE = 11;

export interface SchoolLevel {
  /** Free-text Middle School instead of the high-school picker. */
  middleSchool: boolean;
  /** The college commitment picker is shown. */
  collegeCommitment: boolean;
}

export function schoolLevelFor(passingYear: number, now: Date): SchoolLevel {
  if (!Number.isInteger(passingYear)) return { middleSchool: false, collegeCommitment: false };
  const grade = gradeForPassingYear(passingYear, now);
  return {
    middleSchool: grade <= LAST_MIDDLE_SCHOOL_GRADE,
    collegeCommitment: grade >= FIRST_COMMITMENT_GRADE && grade <= COLLEGE,
  };
}
