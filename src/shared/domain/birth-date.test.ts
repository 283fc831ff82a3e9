import { describe, expect, it } from 'vitest';
import { birthDateProblem, isCalendarDate, isTimeZone, latestBirthDate } from './birth-date';
import { localDateKey } from './display';

const now = new Date('2026-11-22T15:00:00Z');

describe('birth dates (SPEC §5)', () => {
  it('are real calendar days written YYYY-MM-DD', () => {
    expect(isCalendarDate('2012-03-04')).toBe(true);
    expect(isCalendarDate('2012-02-29')).toBe(true);
    expect(isCalendarDate('2013-02-29')).toBe(false);
    expect(isCalendarDate('2012-13-01')).toBe(false);
    expect(isCalendarDate('03/04/2012')).toBe(false);
    expect(isCalendarDate('2012-3-4')).toBe(false);
  });

  it('range from 1 Jan 1900 to N years ago, today counted in the given time zone; limits read MM-DD-YYYY (SPEC §9)', () => {
    expect(birthDateProblem('1900-01-01', now, 6, 'America/New_York')).toBeNull();
    expect(birthDateProblem('1899-12-31', now, 6, 'America/New_York')).toBe('must be on or after 01-01-1900');
    expect(birthDateProblem('2020-11-22', now, 6, 'America/New_York')).toBeNull();
    expect(birthDateProblem('2020-11-23', now, 6, 'America/New_York')).toBe(
      'must be on or before 11-22-2020',
    );
    expect(birthDateProblem('2016-11-23', now, 10, 'America/New_York')).toBe(
      'must be on or before 11-22-2016',
    );
  });

  it('use the local day: 02:00 UTC is still the day before in New York', () => {
    const early = new Date('2026-11-23T02:00:00Z');
    expect(localDateKey(early, 'America/New_York')).toBe('2026-11-22');
    expect(localDateKey(early, 'UTC')).toBe('2026-11-23');
    expect(latestBirthDate(early, 6, 'America/New_York')).toBe('2020-11-22');
  });

  it('turn 29 February into 28 February in years without it', () => {
    expect(latestBirthDate(new Date('2028-02-29T15:00:00Z'), 6, 'UTC')).toBe('2022-02-28');
  });
});

describe('time zones', () => {
  it('are IANA names the runtime knows', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
