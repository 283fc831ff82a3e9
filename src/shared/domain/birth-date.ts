// Birth-date limits (SPEC §5): from 1 Jan 1900 to N years ago (6 at sign-up, 10 in the profile).
import { PROFILE_MIN_AGE_YEARS, SIGNUP_MIN_AGE_YEARS } from '../constants';
import { formatDayKey, localDateKey } from './display';

export const EARLIEST_BIRTH_DATE = '1900-01-01';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (no 2021-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The latest birth date of someone at least `years` old today (29 Feb → 28 Feb). */
export function latestBirthDate(now: Date, years: number, timeZone: string): string {
  const [y, m, d] = localDateKey(now, timeZone).split('-').map(Number);
  const year = (y ?? 0) - years;
  const month = m ?? 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d ?? 1, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Why the birth date is out of range, or null when it is fine. Expects a calendar date; the
 * limit in the message reads as SPEC §9 writes dates, MM-DD-YYYY.
 */
export function birthDateProblem(
  dob: string,
  now: Date,
  minAgeYears: number,
  timeZone: string,
): string | null {
  if (dob < EARLIEST_BIRTH_DATE) return `must be on or after ${formatDayKey(EARLIEST_BIRTH_DATE)}`;
  const latest = latestBirthDate(now, minAgeYears, timeZone);
  if (dob > latest) return `must be on or before ${formatDayKey(latest)}`;
  return null;
}

/**
 * The least age a birth date set on the profile may give: the profile's (SPEC §9, 10 years),
 * except for a player already younger than that (taken with sign-up's 6, or added so), whose
 * date may be corrected within sign-up's range: a parent can always fix a date the app took.
 */
export function profileMinAgeYears(keptDob: string | null | undefined, now: Date, timeZone: string): number {
  return keptDob && keptDob > latestBirthDate(now, PROFILE_MIN_AGE_YEARS, timeZone)
    ? SIGNUP_MIN_AGE_YEARS
    : PROFILE_MIN_AGE_YEARS;
}

/** An IANA time zone name this runtime knows (America/New_York, UTC, …). */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
