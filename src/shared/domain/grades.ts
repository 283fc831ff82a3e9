// Grades from a passing (graduation) year; the school year rolls over in July (SPEC §9).

/** -1 Pre-K, 0 Kindergarten, 1..12 school grades, 13 College, 14 Post-College. */
export type Grade = number;
export const PRE_K = -1;
export const KINDERGARTEN = 0;
export const COLLEGE = 13;
export const POST_COLLEGE = 14;
const COLLEGE_YEARS = 4;

// One formatter per zone: eligibility checks and every email naming a grade ask for it.
const yearMonthFormats = new Map<string, Intl.DateTimeFormat>();

/** The passing year of this school year's seniors: from July on, next calendar year. */
export function seniorClassYear(now: Date, timeZone = 'America/New_York'): number {
  let format = yearMonthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' });
    yearMonthFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return month >= 7 ? year + 1 : year;
}

/**
 * The graduation years a family picks from (SPEC §5: "options 2010-2032", the 14th by default).
 * Those were the 2019-20 school year's: ten classes of graduates, then that year's seniors down to
 * kindergarten, ninth grade by default. They move with the school year (ADR 0062): a fixed list
 * left every child below 7th grade without their year by 2026, and defaulted to a class that had
 * graduated.
 */
export function graduationYears(now: Date): number[] {
  const seniors = seniorClassYear(now);
  return Array.from({ length: 23 }, (_, i) => seniors - 10 + i);
}

/**
 * The years the API takes: the list's, a year beyond it each way (a browser on the other side of
 * the school year's turn) and Pre-K.
 */
export function acceptedGraduationYears(now: Date): { min: number; max: number } {
  const seniors = seniorClassYear(now);
  return { min: seniors - 11, max: seniors + 13 };
}

/** The list's 14th entry (SPEC §5): this school year's ninth graders. */
export function defaultGraduationYear(now: Date): number {
  return seniorClassYear(now) + 3;
}

export function gradeForPassingYear(passingYear: number, now: Date, timeZone?: string): Grade {
  const seniors = seniorClassYear(now, timeZone);
  const grade = 12 - (passingYear - seniors);
  if (grade > 12) return grade > 12 + COLLEGE_YEARS ? POST_COLLEGE : COLLEGE;
  return Math.max(grade, PRE_K);
}

function ordinal(n: number): string {
  if (n === 1) return '1st';
  if (n === 2) return '2nd';
  if (n === 3) return '3rd';
  return `${n}th`;
}

export function gradeLabel(grade: Grade): string {
  if (grade <= PRE_K) return 'Pre-K';
  if (grade === KINDERGARTEN) return 'Kindergarten';
  if (grade === COLLEGE) return 'College';
  if (grade >= POST_COLLEGE) return 'Post-College';
  return ordinal(grade);
}

/** Labels as the grade pickers list them, 12th down to Post-College (SPEC §9). */
export const GRADE_OPTIONS: { value: Grade; label: string }[] = [
  ...Array.from({ length: 12 }, (_, i) => 12 - i).map((g) => ({ value: g, label: gradeLabel(g) })),
  { value: KINDERGARTEN, label: 'Kindergarten' },
  { value: PRE_K, label: 'Pre-K' },
  { value: COLLEGE, label: 'College' },
  { value: POST_COLLEGE, label: 'Post-College' },
];

/** Card label: 'Grade n', 'Grades a - b' or 'All Ages' (SPEC §9). */
export function gradeRangeLabel(min: Grade | null, max: Grade | null): string {
  if (min === null && max === null) return 'All Ages';
  const lo = min ?? max;
  const hi = max ?? min;
  if (lo === null || hi === null) return 'All Ages';
  if (lo === hi) return `Grade ${shortGrade(lo)}`;
  return `Grades ${shortGrade(lo)} - ${shortGrade(hi)}`;
}

function shortGrade(grade: Grade): string {
  return grade >= 1 && grade <= 12 ? String(grade) : gradeLabel(grade);
}
