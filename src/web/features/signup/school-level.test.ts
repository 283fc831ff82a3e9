import { describe, expect, it } from 'vitest';
import { schoolLevelFor } from './school-level';

// 2026-11-22: this school year's seniors graduate in 2027.
const NOV_2026 = new Date('2026-11-22T12:00:00Z');
// 2027-03-01: still the same school year.
const MAR_2027 = new Date('2027-03-01T12:00:00Z');

describe('schoolLevelFor', () => {
  it('shows free-text Middle School for 8th graders and younger', () => {
    expect(schoolLevelFor(2031, NOV_2026)).toEqual({ middleSchool: true, collegeCommitment: false });
    expect(schoolLevelFor(2032, NOV_2026).middleSchool).toBe(true);
  });

  it('shows the high-school picker from 9th grade on', () => {
    expect(schoolLevelFor(2030, NOV_2026)).toEqual({ middleSchool: false, collegeCommitment: false });
    expect(schoolLevelFor(2029, NOV_2026)).toEqual({ middleSchool: false, collegeCommitment: false });
  });

  it('offers the college commitment picker to juniors, seniors and college players', () => {
    expect(schoolLevelFor(2028, NOV_2026).collegeCommitment).toBe(true);
    expect(schoolLevelFor(2027, NOV_2026).collegeCommitment).toBe(true);
    expect(schoolLevelFor(2023, NOV_2026).collegeCommitment).toBe(true);
  });

  it('offers no college commitment after college', () => {
    expect(schoolLevelFor(2022, NOV_2026)).toEqual({ middleSchool: false, collegeCommitment: false });
  });

  it('moves with the school year, which rolls over in July', () => {
    const july = new Date('2027-07-15T12:00:00Z');
    expect(schoolLevelFor(2031, MAR_2027).middleSchool).toBe(true);
    expect(schoolLevelFor(2031, july).middleSchool).toBe(false);
    expect(schoolLevelFor(2028, MAR_2027).collegeCommitment).toBe(true);
    expect(schoolLevelFor(2029, july).collegeCommitment).toBe(true);
  });

  it('shows neither extra when no year is chosen', () => {
    expect(schoolLevelFor(Number.NaN, NOV_2026)).toEqual({ middleSchool: false, collegeCommitment: false });
  });
});
