import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { athletes } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { createPlayer, createTrainer } from '../../testing/booking-factories';
import { createAthlete, createSport } from '../../testing/factories';
import { emailsTo, lastEmailTo, testAppForFile } from '../../testing/test-app';

const PUBLIC_URL = 'https://app.trainhub.example';
const clock = { now: new Date('2026-11-22T15:00:00Z') };
const t = testAppForFile({ context: { now: () => clock.now, publicUrl: PUBLIC_URL } });

const PASSWORD = 'Trainer-pass-7';
async function trainerWithPassword(overrides: Parameters<typeof createAthlete>[1] = {}) {
  return createAthlete(t.database.db, { passwordHash: await hashPassword(PASSWORD), ...overrides });
}
const signIn = (email: string, password: string) => t.post('/v1/trainer/sessions', {}, { email, password });
const profile = (headers: Record<string, string>) => t.get('/v1/trainer/profile', headers);
const update = (headers: Record<string, string>, athlete: Record<string, unknown>) =>
  t.put('/v1/trainer/profile', headers, { athlete });

describe('trainer sessions', () => {
  it('signs in with the trainer’s password, and the token stops working after sign-out', async () => {
    const trainer = await trainerWithPassword({ privateEmail: true });
    const res = await signIn(trainer.email.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ id: String(trainer.id), type: 'athlete' });
    // The trainer sees their own email even though players do not.
    expect(body.data.attributes).toMatchObject({ email: trainer.email, private_email: true });
    const headers = { 'auth-token': body.data.attributes.auth_token };
    expect((await profile(headers)).statusCode).toBe(200);

    expect((await t.send('DELETE', '/v1/trainer/sessions', headers)).statusCode).toBe(200);
    const after = await profile(headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ errors: ['Trainer not authorized'] });
  });

  it('gives one 401 for a wrong password, an unknown email and a trainer without a password', async () => {
    const trainer = await trainerWithPassword();
    const noPassword = await createAthlete(t.database.db);
    const answers = await Promise.all([
      signIn(trainer.email, 'wrong-password'),
      signIn('nobody@example.test', PASSWORD),
      signIn(noPassword.email, PASSWORD),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: ['Invalid email or password'] });
    }
  });

  it('does not let a player’s password or token into the trainer site', async () => {
    const player = await createPlayer(t.database.db, clock.now);
    expect((await profile(player.headers)).statusCode).toBe(401);
    const bad = await t.post('/v1/trainer/sessions', {}, { email: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: [{ email: 'is invalid' }, { password: "can't be blank" }] });
  });
});

describe('trainer profile', () => {
  it('updates SPEC §3 fields, normalises social handles and keeps the private flags', async () => {
    const sport = await createSport(t.database.db, 'Soccer', ['Forward', 'Head Coach']);
    const trainer = await createTrainer(t.database.db, clock.now);
    const res = await update(trainer.headers, {
      first_name: 'Alex',
      contact_number: '502 555 0123',
      private_contact_number: true,
      sport_id: sport.id,
      position: ['forward', 'Head Coach'],
      instagram: '@alex.trains',
      twitter: 'https://x.com/alex_t',
      website: 'alex.example.com',
      profile_description: 'Former D1 forward.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      first_name: 'Alex',
      contact_number: '+1 (502) 555-0123',
      private_contact_number: true,
      sport_name: 'Soccer',
      position: ['Forward', 'Head Coach'],
      instagram: 'https://instagram.com/alex.trains',
      twitter: 'https://twitter.com/alex_t',
      website: 'https://alex.example.com',
    });
    // Players do not see the phone now.
    const publicPage = await t.get(`/v1/client/athletes/${trainer.slug}`);
    expect(publicPage.json().data.attributes.contact_number).toBeNull();
  });

  it('answers bad values with 422 keyed errors and changes nothing', async () => {
    const trainer = await createTrainer(t.database.db, clock.now);
    const other = await createAthlete(t.database.db);
    const res = await update(trainer.headers, {
      first_name: 'Changed',
      instagram: 'not a handle!',
      email: other.email,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({ instagram: 'Invalid instagram username' });
    const taken = await update(trainer.headers, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toContainEqual({ email: 'has already been taken' });
    const [row] = await t.database.db.select().from(athletes).where(eq(athletes.id, trainer.id));
    expect(row?.firstName).toBe(trainer.firstName);
  });

  it('changes the email only with the current password, signs other devices out, voids reset links and tells the old address', async () => {
    const trainer = await trainerWithPassword();
    const here = { 'auth-token': (await signIn(trainer.email, PASSWORD)).json().data.attributes.auth_token };
    const elsewhere = {
      'auth-token': (await signIn(trainer.email, PASSWORD)).json().data.attributes.auth_token,
    };
    await t.get(`/v1/trainer/profile/send_reset_password?email=${encodeURIComponent(trainer.email)}`);
    const resetMail = await lastEmailTo(t.db(), trainer.email);
    const resetToken = /reset_password_token=([\w-]+)/.exec(resetMail?.textBody ?? '')?.[1] ?? '';
    const newEmail = `moved-${trainer.id}@example.test`;

    // A stolen session alone cannot move the sign-in (and with it the reset links) elsewhere.
    const blank = await update(here, { email: newEmail });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ errors: [{ current_password: "can't be blank" }] });
    const wrong = await update(here, { email: newEmail, current_password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: [{ current_password: 'is invalid' }] });
    expect((await profile(here)).json().data.attributes.email).toBe(trainer.email);
    expect(await emailsTo(t.db(), trainer.email, 'email_changed')).toHaveLength(0);

    const moved = await update(here, { email: newEmail, current_password: PASSWORD });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.attributes.email).toBe(newEmail);
    expect((await profile(here)).statusCode).toBe(200);
    expect((await profile(elsewhere)).statusCode).toBe(401);
    const told = (await emailsTo(t.db(), trainer.email, 'email_changed')).at(-1);
    expect(told?.subject).toBe('Your TrainHub email was changed');
    expect(told?.textBody).toContain(`was changed to ${newEmail}`);
    const spent = await t.post(
      '/v1/trainer/profile/reset_password',
      {},
      {
        athlete: {
          reset_password_token: resetToken,
          password: 'New-pass-77',
          password_confirmation: 'New-pass-77',
        },
      },
    );
    expect(spent.statusCode).toBe(422);
    expect((await signIn(newEmail, PASSWORD)).statusCode).toBe(200);
    // Other fields need no password, and the same email is no change.
    const same = await update(here, { email: newEmail.toUpperCase(), first_name: 'Kept' });
    expect(same.statusCode).toBe(200);
  });

  it('hands out a signed upload link for the photo, only to a trainer', async () => {
    const trainer = await createTrainer(t.database.db, clock.now);
    const res = await t.get('/v1/trainer/profile/signed_url?file_type=png', trainer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/\/uploads\/[a-f0-9]{32}\.png$/);
    const player = await createPlayer(t.database.db, clock.now);
    const refused = await t.get('/v1/trainer/profile/signed_url?file_type=png', player.headers);
    expect(refused.statusCode).toBe(401);
  });
});

describe('trainer password reset', () => {
  it('emails a link to the trainer site; the token sets the password once and signs out other sessions', async () => {
    const trainer = await trainerWithPassword();
    const old = (await signIn(trainer.email, PASSWORD)).json().data.attributes.auth_token;
    const sent = await t.get(
      `/v1/trainer/profile/send_reset_password?email=${encodeURIComponent(trainer.email)}`,
    );
    expect(sent.statusCode).toBe(200);
    const mail = await lastEmailTo(t.db(), trainer.email);
    const link =
      /https:\/\/app\.trainhub\.example\/trainer\/new_password\?reset_password_token=([\w-]+)/.exec(
        mail?.textBody ?? '',
      );
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';
    // A player's reset form cannot spend a trainer's token.
    const wrongSite = await t.post(
      '/v1/client/profiles/reset_password',
      {},
      {
        client: {
          reset_password_token: token,
          password: 'New-pass-77',
          password_confirmation: 'New-pass-77',
        },
      },
    );
    expect(wrongSite.statusCode).toBe(422);
    const body = {
      athlete: { reset_password_token: token, password: 'New-pass-77', password_confirmation: 'New-pass-77' },
    };
    const done = await t.post('/v1/trainer/profile/reset_password', {}, body);
    expect(done.statusCode).toBe(200);
    expect((await signIn(trainer.email, 'New-pass-77')).statusCode).toBe(200);
    expect((await profile({ 'auth-token': old })).statusCode).toBe(401);
    const again = await t.post('/v1/trainer/profile/reset_password', {}, body);
    expect(again.statusCode).toBe(422);
  });

  it('answers an unknown email the same way and sends nothing', async () => {
    const res = await t.get('/v1/trainer/profile/send_reset_password?email=ghost%40example.test');
    expect(res.statusCode).toBe(200);
    const rows = await emailsTo(t.db(), 'ghost@example.test');
    expect(rows).toHaveLength(0);
  });

  it('changes the password with the current one', async () => {
    const trainer = await trainerWithPassword();
    const token = (await signIn(trainer.email, PASSWORD)).json().data.attributes.auth_token;
    const put = (current: string) =>
      t.put(
        '/v1/trainer/profile/update_password',
        { 'auth-token': token },
        {
          athlete: {
            current_password: current,
            password: 'Fresh-pass-9',
            password_confirmation: 'Fresh-pass-9',
          },
        },
      );
    expect((await put('not-it')).statusCode).toBe(422);
    expect((await put(PASSWORD)).statusCode).toBe(200);
    expect((await signIn(trainer.email, 'Fresh-pass-9')).statusCode).toBe(200);
    const told = (await emailsTo(t.db(), trainer.email, 'password_changed')).at(-1);
    expect(told?.subject).toBe('Your TrainHub password was changed');
    expect(told?.textBody).toContain(`Hi ${trainer.firstName},`);
    expect(told?.textBody).toMatch(/at \S+\/trainer,/);
  });
});
