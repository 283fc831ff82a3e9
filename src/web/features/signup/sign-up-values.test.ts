import { describe, expect, it } from 'vitest';
import { graduationYears, seniorClassYear } from '../../../shared/domain/grades';
import {
  canLeaveParentStep,
  initialSignUpValues,
  type SignUpValues,
  stepOfField,
  toSignUpClient,
  validateStep,
} from './sign-up-values';

const NOW = new Date('2026-11-22T12:00:00Z');

function filled(overrides: Partial<SignUpValues> = {}): SignUpValues {
  return {
    ...initialSignUpValues(),
    parent_first_name: 'Dana',
    parent_last_name: 'Rivers',
    parent_gender: '2',
    email: 'Dana@Example.com',
    email_confirmation: 'dana@example.com',
    parent_contact_number: '+1 (859) 555-0142',
    contact_confirmation: '+1 (859) 555-0142',
    password: 'Sprint2026!',
    password_confirmation: 'Sprint2026!',
    terms_accepted: true,
    first_name: 'Riley',
    last_name: 'Rivers',
    gender: '2',
    dob: '2012-04-09',
    passing_year: '2028',
    city: 'Lexington',
    state: 'KY',
    postal_code: '40502',
    sport_id: '1',
    position: ['Striker'],
    high_school: 'Lexington High School',
    middle_school: 'Should not be sent',
    ...overrides,
  };
}

describe('initialSignUpValues', () => {
  it("defaults the graduation year to the list's 14th entry, this school year's ninth graders", () => {
    const seniors = seniorClassYear(new Date());
    expect(initialSignUpValues().passing_year).toBe(String(seniors + 3));
    expect(graduationYears(new Date())[13]).toBe(seniors + 3);
  });
});

describe('validateStep', () => {
  it('passes every step of a complete entry', () => {
    for (const step of [0, 1, 2, 3]) expect(validateStep(step, filled(), NOW)).toEqual({});
  });

  it('step 1: emails, phones and passwords typed twice must match', () => {
    const errors = validateStep(
      0,
      filled({
        email_confirmation: 'other@example.com',
        contact_confirmation: '+1 (859) 555-0143',
        password_confirmation: 'Sprint2026?',
      }),
      NOW,
    );
    expect(errors).toEqual({
      email_confirmation: 'Emails do not match',
      contact_confirmation: "Numbers don't match",
      password_confirmation: 'Password does not match!',
    });
  });

  it('step 1: an unfinished phone is invalid, a missing parent gender is named', () => {
    const errors = validateStep(
      0,
      filled({ parent_contact_number: '+1 (859) 55_-____', contact_confirmation: '', parent_gender: '' }),
      NOW,
    );
    expect(errors.parent_contact_number).toBe('Invalid contact number!');
    expect(errors.contact_confirmation).toBe('Invalid phone number');
    expect(errors.parent_gender).toBe('Please select parent gender!');
  });

  it('step 1: passwords follow the shared rule (at least 7 characters)', () => {
    const errors = validateStep(0, filled({ password: 'abc12', password_confirmation: 'abc12' }), NOW);
    expect(errors.password).toBe('Password is too short (minimum is 7 characters)');
  });

  it('step 2: gender and date of birth are required, and the player is at least 6', () => {
    expect(validateStep(1, filled({ gender: '', dob: '' }), NOW)).toEqual({
      gender: 'Please select your gender!',
      dob: 'Please select date of birth!',
    });
    expect(validateStep(1, filled({ dob: '2022-01-01' }), NOW).dob).toMatch(
      /^Date of birth must be on or before 11-2\d-2020$/,
    );
    expect(validateStep(1, filled({ dob: '1899-12-31' }), NOW).dob).toBe(
      'Date of birth must be on or after 01-01-1900',
    );
  });

  it('step 3: location, sport and position', () => {
    expect(validateStep(2, filled({ city: '', state: '', sport_id: '', position: [] }), NOW)).toEqual({
      city: 'Enter current location!',
      sport_id: 'Select sport!',
      position: 'Select position!',
    });
  });

  it('step 4: usernames are letters, digits, dots and underscores', () => {
    expect(validateStep(3, filled({ facebook: 'not a name!', twitter: 'ok_name' }), NOW)).toEqual({
      facebook: 'Invalid facebook username',
    });
  });
});

describe('canLeaveParentStep', () => {
  it('needs the terms accepted and the email confirmed', () => {
    expect(canLeaveParentStep(filled())).toBe(true);
    expect(canLeaveParentStep(filled({ terms_accepted: false }))).toBe(false);
    expect(canLeaveParentStep(filled({ email_confirmation: ' ' }))).toBe(false);
  });
});

describe('toSignUpClient', () => {
  it('normalizes what it sends: handles with prefixes, tiktok without @, https:// sites', () => {
    const result = toSignUpClient(
      filled({ tiktok: '@riley_runs', instagram: 'riley.r', website: 'riley.example' }),
      {
        skipSocial: false,
        now: NOW,
      },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.client).toMatchObject({
      email: 'dana@example.com',
      parent_gender: 2,
      passing_year: 2028,
      sport_id: 1,
      tiktok: 'https://tiktok.com/@riley_runs',
      instagram: 'https://instagram.com/riley.r',
      website: 'https://riley.example',
      high_school: 'Lexington High School',
      middle_school: null,
    });
  });

  it('sends the middle school, not a high school, for an eighth grader', () => {
    const result = toSignUpClient(filled({ passing_year: '2031', middle_school: 'Morton Middle' }), {
      skipSocial: false,
      now: NOW,
    });
    expect(result.ok && result.client).toMatchObject({ middle_school: 'Morton Middle', high_school: null });
  });

  it('drops the college commitment where the picker is not shown', () => {
    const result = toSignUpClient(filled({ passing_year: '2029', college_id: '4' }), {
      skipSocial: false,
      now: NOW,
    });
    expect(result.ok && result.client.college_id).toBeNull();
    const junior = toSignUpClient(filled({ passing_year: '2028', college_id: '4' }), {
      skipSocial: false,
      now: NOW,
    });
    expect(junior.ok && junior.client.college_id).toBe(4);
  });

  it('Skip leaves every social handle out, even a bad one', () => {
    const result = toSignUpClient(filled({ facebook: 'not a name!' }), { skipSocial: true, now: NOW });
    expect(result.ok && result.client.facebook).toBeUndefined();
  });

  it('reports problems by field so the wizard can return to their step', () => {
    const result = toSignUpClient(filled({ first_name: '' }), { skipSocial: false, now: NOW });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.first_name).toBe("First name can't be blank");
      expect(stepOfField('first_name')).toBe(1);
      expect(stepOfField('parent_first_name')).toBe(0);
    }
  });
});
