import { beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../testing/client-profile-factories';
import { createCollege } from '../../testing/discovery-factories';
import { createClient, createSport } from '../../testing/factories';
import { emailsTo, testAppAt } from '../../testing/test-app';
import { findClientById } from './clients.repository';

const t = testAppAt(new Date('2026-11-22T15:00:00Z'));
let soccerId: number;
let basketballId: number;
beforeAll(async () => {
  soccerId = (await createSport(t.database.db, 'Soccer', ['Goalkeeper', 'Striker', 'Defender', 'Head Coach']))
    .id;
  basketballId = (await createSport(t.database.db, 'Basketball', ['Point Guard', 'Center'])).id;
});

const update = (token: string | undefined, client: Record<string, unknown>) =>
  t.put('/v1/client/profiles', token ? { 'auth-token': token } : {}, { client });
const mailsTo = (address: string) => emailsTo(t.db(), address, 'email_changed');
const rowOf = async (id: number) => {
  const row = await findClientById(t.database.db, id);
  if (!row) throw new Error(`client ${id} missing`);
  return row;
};

async function signedInClient(overrides: Parameters<typeof createClient>[1] = {}) {
  const client = await createClient(t.database.db, {
    sportId: soccerId,
    positions: ['Striker'],
    city: 'Louisville',
    state: 'KY',
    ...overrides,
  });
  return { client, token: await signInToken(t.app, client.email, client.password) };
}

describe('PUT /v1/client/profiles', () => {
  it('needs a signed-in client', async () => {
    const res = await update(undefined, { first_name: 'Nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: ['Client not authorized'] });
  });

  it('changes the given fields only, normalised, and the refresh shows them', async () => {
    const college = await createCollege(t.database.db, { nickname: 'Wildcats' });
    const { client, token } = await signedInClient({ club: 'Old Club', about: 'Keep me' });
    const res = await update(token, {
      city: 'Lexington',
      contact_number: '859-555-0101',
      instagram: '@new_handle',
      website: 'player.example.org',
      position: ['goalkeeper', 'Defender'],
      college_id: college.id,
      club: '',
      hometown_city: 'Bowling Green',
      passing_year: 2031,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      id: client.id,
      city: 'Lexington',
      contact_number: '+1 (859) 555-0101',
      instagram: 'https://instagram.com/new_handle',
      website: 'https://player.example.org',
      position: ['Goalkeeper', 'Defender'],
      college: 'Wildcats',
      club: null,
      about: 'Keep me',
      hometown_city: 'Bowling Green',
      passing_year: 2031,
      first_name: client.firstName,
    });
    const refreshed = await t.get('/v1/client/profiles', { 'auth-token': token });
    expect(refreshed.json().data.attributes).toMatchObject({
      city: 'Lexington',
      club: null,
      about: 'Keep me',
    });
  });

  it("uses the profile form's messages", async () => {
    const { client, token } = await signedInClient();
    const res = await update(token, {
      contact_number: '123',
      parent_contact_number: '+1 (002) 555-0101',
      email: 'not-an-email',
      player_email: 'also@wrong',
      facebook: 'no spaces please',
    });
    expect(res.statusCode).toBe(422);
    const expected = [
      { contact_number: 'Invalid phone number.' },
      { parent_contact_number: 'Invalid phone number.' },
      { email: 'Invalid email address.' },
      { player_email: 'Invalid email address.' },
      { facebook: 'Invalid facebook username' },
    ];
    expect(res.json().errors).toEqual(expect.arrayContaining(expected));
    expect(res.json().errors).toHaveLength(expected.length);
    expect((await rowOf(client.id)).email).toBe(client.email);
  });

  it('needs the birth date at least 10 years ago', async () => {
    const { client, token } = await signedInClient({ dob: '2012-01-01' });
    const young = await update(token, { dob: '2016-11-23' });
    expect(young.statusCode).toBe(422);
    expect(young.json()).toEqual({ errors: [{ dob: 'must be on or before 11-22-2016' }] });
    expect((await rowOf(client.id)).dob).toBe('2012-01-01');
    const ok = await update(token, { dob: '2016-11-22' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.attributes.dob).toBe('2016-11-22');
  });

  it('checks positions against the sport, and a new sport needs new positions', async () => {
    const { client, token } = await signedInClient();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ position: ['Point Guard'] }, { position: 'must be positions of the selected sport' }],
      [{ position: ['Head Coach'] }, { position: 'must be positions of the selected sport' }],
      [{ position: [] }, { position: 'Select position!' }],
      [
        { position: ['Striker', 'Goalkeeper', 'Defender', 'Striker'] },
        { position: 'can have at most 3 positions' },
      ],
      [{ sport_id: basketballId }, { position: 'Select position!' }],
      [{ sport_id: 999_999, position: ['Center'] }, { sport_id: 'is invalid' }],
    ];
    for (const [body, expected] of cases) {
      const res = await update(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toEqual({ errors: [expected] });
    }
    expect(await rowOf(client.id)).toMatchObject({ sportId: soccerId, positions: ['Striker'] });

    const switched = await update(token, { sport_id: basketballId, position: ['Center'] });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.attributes).toMatchObject({ sport_id: basketballId, position: ['Center'] });
  });

  it('keeps emails unique among registered clients, case-insensitively', async () => {
    const other = await createClient(t.database.db, { email: 'other.family@example.test' });
    const { client, token } = await signedInClient();
    const taken = await update(token, {
      email: 'Other.Family@example.test',
      current_password: client.password,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ errors: [{ email: 'has already been taken' }] });

    const same = await update(token, { email: client.email.toUpperCase() });
    expect(same.statusCode).toBe(200);

    const moved = await update(token, {
      email: 'New.Address@example.test',
      current_password: client.password,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.attributes.email).toBe('new.address@example.test');
    await signInToken(t.app, 'new.address@example.test', client.password);
    expect((await rowOf(other.id)).email).toBe('other.family@example.test');
  });

  it('changes an account email only with the current password, tells the old address and signs out other sessions', async () => {
    const { client, token } = await signedInClient();
    const otherDevice = await signInToken(t.app, client.email, client.password);
    const newEmail = `moved.${client.id}@example.test`;
    const cases: [Record<string, unknown>, unknown][] = [
      [{ email: newEmail }, { current_password: "can't be blank" }],
      [{ email: newEmail, current_password: '' }, { current_password: "can't be blank" }],
      [{ email: newEmail, current_password: 'not-the-password-1' }, { current_password: 'is invalid' }],
    ];
    for (const [body, error] of cases) {
      const res = await update(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toEqual({ errors: [error] });
    }
    expect((await rowOf(client.id)).email).toBe(client.email);
    expect(await mailsTo(client.email)).toHaveLength(0);

    const moved = await update(token, { email: newEmail, current_password: client.password });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.attributes.email).toBe(newEmail);

    const [notice, ...more] = await mailsTo(client.email);
    expect(more).toHaveLength(0);
    expect(notice?.subject).toContain('email was changed');
    expect(notice?.textBody).toContain(newEmail);
    expect(await mailsTo(newEmail)).toHaveLength(0);

    const refresh = (auth: string) => t.get('/v1/client/profiles', { 'auth-token': auth });
    expect((await refresh(token)).statusCode).toBe(200);
    expect((await refresh(otherDevice)).statusCode).toBe(401);
  });

  it("only ever changes the caller: ids in the body are ignored and another client's data stays", async () => {
    const victim = await createClient(t.database.db, { firstName: 'Victor', city: 'Paducah' });
    const victimBefore = await rowOf(victim.id);
    const { client, token } = await signedInClient();
    const res = await update(token, {
      id: victim.id,
      client_id: victim.id,
      first_name: 'Mallory',
      city: 'Hacked',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(String(client.id));
    expect(await rowOf(victim.id)).toEqual(victimBefore);
    expect(await rowOf(client.id)).toMatchObject({ firstName: 'Mallory', city: 'Hacked' });
  });

  it('never changes the guest flag or the password', async () => {
    const { client, token } = await signedInClient();
    const res = await update(token, {
      guest_user: true,
      password: 'brand-new-pass-1',
      password_hash: 'x',
      auth_token: 'y',
      first_name: 'Still',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ guest_user: false, first_name: 'Still' });
    expect(await rowOf(client.id)).toMatchObject({ guestUser: false, passwordHash: client.passwordHash });
    await signInToken(t.app, client.email, client.password);
  });

  it("lets a guest update its details, but not to a registered account's email", async () => {
    const registered = await createClient(t.database.db);
    const guest = (
      await t.post(
        '/v1/client/profiles/create_guest',
        {},
        { guest_client: { first_name: 'Gus', last_name: 'Guest', email: 'gus@example.test' } },
      )
    ).json().data;
    const taken = await update(guest.attributes.auth_token, { email: registered.email.toUpperCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      errors: [{ email: 'belongs to a registered account. Please sign in to continue.' }],
    });
    const res = await update(guest.attributes.auth_token, {
      passing_year: 2030,
      gender: 2,
      email: 'gus.new@example.test',
      contact_number: '(502) 555-0177',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      guest_user: true,
      passing_year: 2030,
      gender: 2,
      email: 'gus.new@example.test',
      contact_number: '+1 (502) 555-0177',
    });
  });

  it('refuses a missing wrapper and blank required names', async () => {
    const { token } = await signedInClient();
    const bare = await t.put('/v1/client/profiles', { 'auth-token': token }, { first_name: 'x' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toEqual({ errors: [{ client: "can't be blank" }] });
    const blank = await update(token, { first_name: ' ', city: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([
      { first_name: "can't be blank" },
      { city: 'Enter current location!' },
    ]);
  });
});
