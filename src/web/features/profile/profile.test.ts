import { describe, expect, it } from 'vitest';
import { initialSignUpValues, type SignUpValues } from '../signup/sign-up-values';
import { fitScale } from './crop-image';
import { validateProfile } from './profile-values';

describe('fitScale (SPEC §5: longer side resized to 1000 px)', () => {
  it('shrinks so the longer side is 1000 px', () => {
    expect(fitScale(2000, 1000)).toBe(0.5);
    expect(fitScale(800, 4000)).toBe(0.25);
  });

  it('never enlarges a small crop', () => {
    expect(fitScale(600, 600)).toBe(1);
    expect(fitScale(1000, 10)).toBe(1);
  });
});

describe('validateProfile: the birth date (SPEC §5: 10 years ago at the latest on the profile)', () => {
  const now = new Date('2026-03-10T15:00:00Z');
  const values = {
    ...initialSignUpValues(),
    first_name: 'Jamie',
    last_name: 'Player',
    gender: '1',
    dob: '2019-01-20',
  } as SignUpValues;

  it('keeps the date on file of a player added at 7 (sign-up allows 6)', () => {
    expect(validateProfile(values, now, '2019-01-20').dob).toBeUndefined();
  });

  it('refuses a new date under 10 years ago', () => {
    expect(validateProfile(values, now, '2015-01-20').dob).toMatch(/^Date of birth /);
    expect(validateProfile(values, now).dob).toMatch(/^Date of birth /);
  });
});
