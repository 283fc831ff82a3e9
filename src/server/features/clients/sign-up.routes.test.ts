import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptedGraduationYears } from '../../../shared/domain/grades';
import { clients } from '../../db/schema';
import { profileRequests, signInToken, signUpPayload } from '../../testing/client-profile-factories';
import { createCollege } from '../../testing/discovery-factories';
import { createClient, createSport } from '../../testing/factories';
import { testAppAt } from '../../testing/test-app';

const t = testAppAt(new Date('2026-11-22T15:00:00Z'));
// The years the API takes move with the school year (ADR 0062), by the real clock.
const YEARS = acceptedGraduationYears(new Date());
const YEARS_MESSAGE = `must be between ${YEARS.min} and ${YEARS.max}`;
let soccerId: number;
let collegeId: number;
beforeAll(async () => {
  const soccer = await createSport(t.database.db, 'Soccer', [
    'Goalkeeper',
    'Striker',
    'Defender',
    'Midfielder',
    'Head Coach',
    'Assistant Coach',
  ]);
  await createSport(t.database.db, 'Basketball', ['Point Guard']);
  soccerId = soccer.id;
  collegeId = (await createCollege(t.database.db, { nickname: 'Cardinals' })).id;
});

const { signUp, me, clientsWithEmail } = profileRequests(t);

describe('POST /v1/client/profiles (sign-up)', () => {
  it('creates the account with normalised details, answers 201 with a working token, and the password signs in', async () => {
    const payload = signUpPayload(soccerId, {
      email: 'Dana.Rivera@Example.test',
      position: ['striker', 'Goalkeeper'],
      college_id: collegeId,
      time_zone: 'America/Chicago',
    });
    const res = await signUp(payload);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.type).toBe('client');
    expect(data.attributes).toMatchObject({
      email: 'dana.rivera@example.test',
      first_name: 'Alex',
      guest_user: false,
      contact_number: '+1 (502) 555-0199',
      parent_contact_number: '+1 (502) 555-0123',
      position: ['Striker', 'Goalkeeper'],
      college_id: collegeId,
      college: 'Cardinals',
      passing_year: 2030,
      time_zone: 'America/Chicago',
      website: 'https://alexrivera.example.com',
      tiktok: 'https://tiktok.com/@alex.kicks',
      facebook: 'https://facebook.com/alex.rivera',
      instagram: 'https://instagram.com/alex_rivera',
      twitter: 'https://twitter.com/alexr',
      parent_gender: 2,
      gender: 1,
      dob: '2012-03-04',
    });
    expect(JSON.stringify(res.json())).not.toContain('password');

    const refreshed = await me(data.attributes.auth_token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.id).toBe(data.id);

    const token = await signInToken(t.app, 'dana.rivera@example.test', payload.password);
    expect((await me(token)).json().data.id).toBe(data.id);
    const [row] = await t.database.db
      .select()
      .from(clients)
      .where(eq(clients.id, Number(data.id)));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("defaults the passing year to this school year's ninth graders (2030 in 2026-27) and the time zone to America/New_York", async () => {
    const res = await signUp(signUpPayload(soccerId, { passing_year: undefined, time_zone: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({ passing_year: 2030, time_zone: 'America/New_York' });
  });

  it('answers a blank form with every missing field and its product message at once', async () => {
    const res = await signUp({});
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    for (const entry of [
      { first_name: "can't be blank" },
      { city: 'Enter current location!' },
      { dob: 'Please select date of birth!' },
      { position: 'Select position!' },
      { gender: 'Please select your gender!' },
      { sport_id: 'Select sport!' },
      { parent_gender: 'Please select parent gender!' },
      { parent_contact_number: 'Invalid contact number!' },
      { email: "can't be blank" },
      { password: "can't be blank" },
    ]) {
      expect(errors).toContainEqual(entry);
    }
  });

  it('reports a password mismatch together with the other problems', async () => {
    const res = await signUp(
      signUpPayload(soccerId, { gender: 3, password_confirmation: 'something-else-9' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { gender: 'Please select your gender!' },
      { password_confirmation: 'Password does not match!' },
    ]);
  });

  const rules: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'password confirmation',
      { password_confirmation: 'goal-scorer-2031' },
      { password_confirmation: 'Password does not match!' },
    ],
    [
      'parent contact area code',
      { parent_contact_number: '+1 (102) 555-0123' },
      { parent_contact_number: 'Invalid contact number!' },
    ],
    ['player contact', { contact_number: '555-01' }, { contact_number: 'Invalid contact number!' }],
    ['gender missing', { gender: null }, { gender: 'Please select your gender!' }],
    ['parent gender', { parent_gender: undefined }, { parent_gender: 'Please select parent gender!' }],
    ['birth date missing', { dob: '' }, { dob: 'Please select date of birth!' }],
    ['birth date not a day', { dob: '2012-02-30' }, { dob: 'Please select date of birth!' }],
    ['younger than 6', { dob: '2020-11-23' }, { dob: 'must be on or before 11-22-2020' }],
    ['born before 1900', { dob: '1899-12-31' }, { dob: 'must be on or after 01-01-1900' }],
    ['current city', { city: '  ' }, { city: 'Enter current location!' }],
    ['current state', { state: undefined }, { state: 'Enter current location!' }],
    ['sport missing', { sport_id: undefined }, { sport_id: 'Select sport!' }],
    ['unknown sport', { sport_id: 999_999 }, { sport_id: 'is invalid' }],
    ['no position', { position: [] }, { position: 'Select position!' }],
    [
      'four positions',
      { position: ['Striker', 'Goalkeeper', 'Defender', 'Midfielder'] },
      { position: 'can have at most 3 positions' },
    ],
    ['repeated position', { position: ['Striker', 'striker'] }, { position: 'must not repeat a position' }],
    ['coach position', { position: ['Head Coach'] }, { position: 'must be positions of the selected sport' }],
    [
      "another sport's position",
      { position: ['Point Guard'] },
      { position: 'must be positions of the selected sport' },
    ],
    ['facebook', { facebook: 'alex rivera' }, { facebook: 'Invalid facebook username' }],
    ['instagram', { instagram: 'alex-rivera' }, { instagram: 'Invalid instagram username' }],
    ['twitter', { twitter: 'alex!' }, { twitter: 'Invalid twitter username' }],
    ['passing year too early', { passing_year: YEARS.min - 1 }, { passing_year: YEARS_MESSAGE }],
    ['passing year too late', { passing_year: String(YEARS.max + 1) }, { passing_year: YEARS_MESSAGE }],
    ['unknown college', { college_id: 999_999 }, { college_id: 'is invalid' }],
    [
      'short password',
      { password: 'k9#vQz', password_confirmation: 'k9#vQz' },
      { password: 'is too short (minimum is 7 characters)' },
    ],
    [
      'common password',
      { password: 'PassWord1', password_confirmation: 'PassWord1' },
      { password: 'is too common' },
    ],
    ['email format', { email: 'not-an-email' }, { email: 'is invalid' }],
    ['time zone', { time_zone: 'Mars/Olympus_Mons' }, { time_zone: 'is not a known time zone' }],
    ['website', { website: 'javascript:alert(1)' }, { website: 'is invalid' }],
    ['postal code', { postal_code: 'ABCDE' }, { postal_code: 'is invalid' }],
    ['profile image', { profile_image: 'javascript:alert(1)' }, { profile_image: 'is invalid' }],
  ];
  it.each(rules)(
    'refuses a bad %s with 422 and its message, creating nothing',
    async (_rule, override, expected) => {
      const payload = signUpPayload(soccerId, override);
      const res = await signUp(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: [expected] });
      if (typeof payload.email === 'string' && payload.email.includes('@')) {
        expect(await clientsWithEmail(payload.email)).toBe(0);
      }
    },
  );

  it('refuses an email already registered, whatever its case', async () => {
    const existing = await createClient(t.database.db, { email: 'taken.family@example.test' });
    const res = await signUp(signUpPayload(soccerId, { email: 'Taken.Family@EXAMPLE.test' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ email: 'has already been taken' }] });
    expect(await clientsWithEmail(existing.email)).toBe(1);
  });

  it('keeps one account when two sign-ups with the same email race', async () => {
    const email = 'racing.family@example.test';
    const [a, b] = await Promise.all([
      signUp(signUpPayload(soccerId, { email })),
      signUp(signUpPayload(soccerId, { email: email.toUpperCase() })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const loser = a.statusCode === 422 ? a : b;
    expect(loser.json()).toEqual({ errors: [{ email: 'has already been taken' }] });
    expect(await clientsWithEmail(email)).toBe(1);
  });
});
