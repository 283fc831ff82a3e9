import { describe, expect, it } from 'vitest';
import { checkEligibility, GENDER_MISMATCH_MESSAGE } from './eligibility';
import {
  defaultGraduationYear,
  gradeForPassingYear,
  gradeLabel,
  gradeRangeLabel,
  graduationYears,
  seniorClassYear,
} from './grades';
import { priceLines, processingFeeCents } from './pricing';

const nov2026 = new Date('2026-11-22T15:00:00Z');
const june2027 = new Date('2027-06-30T15:00:00Z');
const july2027 = new Date('2027-07-01T15:00:00Z');

describe('grades', () => {
  it('rolls the school year over in July', () => {
    expect(seniorClassYear(nov2026)).toBe(2027);
    expect(seniorClassYear(june2027)).toBe(2027);
    expect(seniorClassYear(july2027)).toBe(2028);
    // Midnight at the turn of July in New York is still June 30th there.
    expect(seniorClassYear(new Date('2027-07-01T03:00:00Z'))).toBe(2027);
  });

  it('turns a passing year into a grade', () => {
    expect(gradeLabel(gradeForPassingYear(2027, nov2026))).toBe('12th');
    expect(gradeLabel(gradeForPassingYear(2029, nov2026))).toBe('10th');
    expect(gradeLabel(gradeForPassingYear(2036, nov2026))).toBe('3rd');
    expect(gradeLabel(gradeForPassingYear(2039, nov2026))).toBe('Kindergarten');
    expect(gradeLabel(gradeForPassingYear(2045, nov2026))).toBe('Pre-K');
    expect(gradeLabel(gradeForPassingYear(2026, nov2026))).toBe('College');
    expect(gradeLabel(gradeForPassingYear(2023, nov2026))).toBe('College');
    expect(gradeLabel(gradeForPassingYear(2020, nov2026))).toBe('Post-College');
    expect(gradeLabel(gradeForPassingYear(2029, july2027))).toBe('11th');
  });

  it('labels a range', () => {
    expect(gradeRangeLabel(null, null)).toBe('All Ages');
    expect(gradeRangeLabel(9, 9)).toBe('Grade 9');
    expect(gradeRangeLabel(6, 8)).toBe('Grades 6 - 8');
    expect(gradeRangeLabel(-1, 2)).toBe('Grades Pre-K - 2');
  });
});

describe('eligibility', () => {
  const service = { gender: 'female' as const, min_grade: 9, max_grade: 12 };
  it('accepts a player inside the grade range and of the gender', () => {
    expect(checkEligibility(service, { gender: 2, passing_year: 2029 }, nov2026)).toEqual({ ok: true });
  });
  it('refuses a too-young player with the exact SPEC §8 message', () => {
    const result = checkEligibility(service, { gender: 2, passing_year: 2032 }, nov2026);
    expect(result).toEqual({
      ok: false,
      reason: 'grade',
      message:
        'You are a 7th (2032) and this training is only open to 9th - 12th. To complete booking you can change your grad year in your profile settings.',
    });
  });
  it('refuses the other gender', () => {
    expect(checkEligibility(service, { gender: 1, passing_year: 2029 }, nov2026)).toEqual({
      ok: false,
      reason: 'gender',
      message: GENDER_MISMATCH_MESSAGE,
    });
  });
  it('lets anyone into a unisex all-ages training', () => {
    const open = { gender: 'unisex' as const, min_grade: null, max_grade: null };
    expect(checkEligibility(open, { gender: null, passing_year: null }, nov2026)).toEqual({ ok: true });
  });
});

describe('pricing', () => {
  it('adds the fee lines to the total in cents', () => {
    expect(priceLines({ priceCents: 5000, clientServiceFeeCents: 500, stripeFeeCents: 165 })).toEqual({
      trainingCents: 5000,
      serviceFeeCents: 500,
      processingFeeCents: 165,
      totalCents: 5665,
    });
    expect(processingFeeCents(5000, 500)).toBe(165);
  });
});

describe('the graduation years a family picks from (ADR 0062)', () => {
  it("were SPEC's 2010-2032 with 2023 by default in the 2019-20 school year", () => {
    const years = graduationYears(new Date('2019-10-01T12:00:00Z'));
    expect([years[0], years.at(-1), years.length]).toEqual([2010, 2032, 23]);
    expect(defaultGraduationYear(new Date('2019-10-01T12:00:00Z'))).toBe(2023);
  });

  it('move with the school year: this year runs from ten classes of graduates to kindergarten', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const years = graduationYears(now);
    expect([years[0], years.at(-1)]).toEqual([2017, 2039]);
    expect(gradeForPassingYear(years.at(-1) ?? 0, now)).toBe(0);
    // The default is a ninth grader, not a class that has graduated.
    expect(gradeForPassingYear(defaultGraduationYear(now), now)).toBe(9);
    // July turns the school year.
    expect(graduationYears(new Date('2027-07-15T12:00:00Z'))[0]).toBe(2018);
  });

  it('every grade a trainer can pick, kindergarten to 12th, has its year in the list', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const grades = graduationYears(now).map((y) => gradeForPassingYear(y, now));
    for (let grade = 0; grade <= 12; grade++) expect(grades).toContain(grade);
  });
});
