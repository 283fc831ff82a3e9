import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema';
import { profileRequests, signInToken } from '../../testing/client-profile-factories';
import { createClient } from '../../testing/factories';
import { lastEmailTo, testAppForFile } from '../../testing/test-app';

const PUBLIC_URL = 'https://app.trainhub.example';
const clock = { now: new Date('2026-11-22T15:00:00Z') };
const t = testAppForFile({ context: { now: () => clock.now, publicUrl: PUBLIC_URL } });

const { me } = profileRequests(t);
const signIn = (email: string, password: string) => t.post('/v1/client/sessions', {}, { email, password });
const updatePassword = (token: string | undefined, client: Record<string, unknown>) =>
  t.put('/v1/client/profiles/update_password', token ? { 'auth-token': token } : {}, { client });
/** The change form: the current password, and the new one typed twice. */
const changePassword = (token: string | undefined, current: string, password: string) =>
  updatePassword(token, { current_password: current, password, password_confirmation: password });
const sendReset = (query: string) => t.get(`/v1/client/profiles/send_reset_password?${query}`);
const reset = (client: Record<string, unknown>) =>
  t.post('/v1/client/profiles/reset_password', {}, { client });
/** The reset form sent with `token` and a new password, typed twice (`confirmation` the second time). */
const resetWith = (token: string, password: string, confirmation = password) =>
  reset({ reset_password_token: token, password, password_confirmation: confirmation });

const latestEmailTo = (address: string) => lastEmailTo(t.db(), address);
async function resetLinkSentTo(address: string): Promise<{ link: string; token: string }> {
  const email = await lastEmailTo(t.db(), address, 'password_reset');
  const link = email?.textBody.match(/https?:\/\/\S+/)?.[0];
  const token = link?.split('=')[1];
  if (!link || !token) throw new Error(`no reset link sent to ${address}`);
  return { link, token };
}
const SENT = { data: { message: 'If an account exists for that email, we sent a reset link.' } };

describe('PUT /v1/client/profiles/update_password', () => {
  it('needs a signed-in client', async () => {
    const res = await changePassword(undefined, 'x', 'fresh-pass-77');
    expect(res.statusCode).toBe(401);
  });

  it('changes the password, keeps this session and signs out every other one', async () => {
    const client = await createClient(t.database.db);
    const current = await signInToken(t.app, client.email, client.password);
    const otherDevice = await signInToken(t.app, client.email, client.password);
    const res = await changePassword(current, client.password, 'fresh-pass-77');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: 'Password Updated Successfully!' } });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    // The holder is told, so a change they did not make does not go unseen.
    const told = await lastEmailTo(t.db(), client.email, 'password_changed');
    expect(told?.subject).toBe('Your TrainHub password was changed');
    expect(told?.textBody).toContain('any other device signed in to it was signed out');
    expect(told?.textBody).toContain(`${PUBLIC_URL}/login`);
    expect((await signIn(client.email, client.password)).statusCode).toBe(401);
    expect((await signIn(client.email, 'fresh-pass-77')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a mismatch, a short and a common password', async () => {
    const client = await createClient(t.database.db);
    const token = await signInToken(t.app, client.email, client.password);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        {
          current_password: 'not-it-at-all',
          password: 'fresh-pass-77',
          password_confirmation: 'fresh-pass-77',
        },
        { current_password: 'is invalid' },
      ],
      [
        {
          current_password: client.password,
          password: 'fresh-pass-77',
          password_confirmation: 'fresh-pass-78',
        },
        { password_confirmation: 'Password does not match!' },
      ],
      [
        { current_password: client.password, password: 'short', password_confirmation: 'short' },
        { password: 'is too short (minimum is 7 characters)' },
      ],
      [
        { current_password: client.password, password: 'Qwerty123', password_confirmation: 'Qwerty123' },
        { password: 'is too common' },
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await updatePassword(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toEqual({ errors: [expected] });
    }
    expect((await signIn(client.email, client.password)).statusCode).toBe(200);
  });

  it('gives a guest (no password) no way in', async () => {
    const guest = (
      await t.post(
        '/v1/client/profiles/create_guest',
        {},
        { guest_client: { first_name: 'Gus', last_name: 'Guest', email: 'gus.pw@example.test' } },
      )
    ).json().data;
    const res = await changePassword(guest.attributes.auth_token, 'anything-at-all', 'fresh-pass-77');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ current_password: 'is invalid' }] });
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and emails only real accounts', async () => {
    const unknown = await sendReset('email=nobody.here%40example.test');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(SENT);
    expect(await latestEmailTo('nobody.here@example.test')).toBeUndefined();

    await t.post(
      '/v1/client/profiles/create_guest',
      {},
      { guest_client: { first_name: 'Gus', last_name: 'Guest', email: 'guest.only@example.test' } },
    );
    expect((await sendReset('email=guest.only%40example.test')).json()).toEqual(SENT);
    expect(await latestEmailTo('guest.only@example.test')).toBeUndefined();
  });

  it('refuses a missing or malformed email', async () => {
    const bad = await sendReset('email=not-an-email');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: [{ email: 'is invalid' }] });
    const none = await sendReset('');
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ errors: [{ email: "can't be blank" }] });
  });

  it('resets with the emailed link: once, signing out every session', async () => {
    const client = await createClient(t.database.db, { parentFirstName: 'Dana' });
    const session = await signInToken(t.app, client.email, client.password);
    const sent = await sendReset(
      `client[email]=${encodeURIComponent(client.email.toUpperCase())}&client[redirect_url]=${encodeURIComponent(`${PUBLIC_URL}/new_password`)}`,
    );
    expect(sent.json()).toEqual(SENT);
    const email = await latestEmailTo(client.email);
    expect(email).toMatchObject({ kind: 'password_reset', subject: 'Reset your TrainHub password' });
    expect(email?.textBody).toContain('Hi Dana,');
    const { link, token } = await resetLinkSentTo(client.email);
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/new_password\\?reset_password_token=[A-Za-z0-9_-]{43}$`));
    expect(email?.htmlBody).toContain(`href="${link}"`);
    // Only the token's hash is kept.
    const stored = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.clientId, client.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(stored[0]?.expiresAt.toISOString()).toBe('2026-11-22T17:00:00.000Z');

    const mismatch = await resetWith(token, 'new-secret-9', 'new-secret-8');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({ errors: [{ password_confirmation: 'Password does’t match!' }] });
    const short = await resetWith(token, 'abc');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ errors: [{ password: 'is too short (minimum is 7 characters)' }] });

    expect(await lastEmailTo(t.db(), client.email, 'password_changed')).toBeUndefined();
    const ok = await resetWith(token, 'new-secret-9');
    expect(ok.statusCode).toBe(200);
    expect((await lastEmailTo(t.db(), client.email, 'password_changed'))?.textBody).toContain('Hi Dana,');
    expect(ok.json()).toEqual({ data: { message: 'Password Updated Successfully!' } });
    expect((await me(session)).statusCode).toBe(401);
    expect((await signIn(client.email, client.password)).statusCode).toBe(401);
    expect((await signIn(client.email, 'new-secret-9')).statusCode).toBe(200);

    const again = await resetWith(token, 'other-secret-9');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: [{ reset_password_token: 'is invalid or has expired' }] });
    expect((await signIn(client.email, 'new-secret-9')).statusCode).toBe(200);
  });

  it('expires the link after 2 hours', async () => {
    const client = await createClient(t.database.db);
    await sendReset(`email=${encodeURIComponent(client.email)}`);
    const { token } = await resetLinkSentTo(client.email);
    const start = clock.now;
    try {
      clock.now = new Date(start.getTime() + 2 * 60 * 60 * 1000 + 1000);
      const res = await resetWith(token, 'new-secret-9');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: [{ reset_password_token: 'is invalid or has expired' }] });
    } finally {
      clock.now = start;
    }
    expect((await signIn(client.email, client.password)).statusCode).toBe(200);
  });

  it('makes an earlier link worthless when a new one is asked for', async () => {
    const client = await createClient(t.database.db);
    await sendReset(`email=${encodeURIComponent(client.email)}`);
    const first = await resetLinkSentTo(client.email);
    await sendReset(`email=${encodeURIComponent(client.email)}`);
    const second = await resetLinkSentTo(client.email);
    expect(second.token).not.toBe(first.token);
    const old = await resetWith(first.token, 'new-secret-9');
    expect(old.statusCode).toBe(422);
    const fresh = await resetWith(second.token, 'new-secret-9');
    expect(fresh.statusCode).toBe(200);
  });

  it('keeps a return address on our own site, and replaces a foreign one with /new_password', async () => {
    const client = await createClient(t.database.db);
    await sendReset(
      `email=${encodeURIComponent(client.email)}&redirect_url=${encodeURIComponent(`${PUBLIC_URL}/reset-here?x=1#y`)}`,
    );
    expect((await resetLinkSentTo(client.email)).link).toMatch(
      new RegExp(`^${PUBLIC_URL}/reset-here\\?reset_password_token=[A-Za-z0-9_-]{43}$`),
    );
    for (const foreign of [
      'https://evil.example.com/new_password',
      'https://app.trainhub.example.evil.com/new_password',
      'http://app.trainhub.example/new_password',
      'javascript:alert(1)',
    ]) {
      await sendReset(
        `email=${encodeURIComponent(client.email)}&redirect_url=${encodeURIComponent(foreign)}`,
      );
      const { link } = await resetLinkSentTo(client.email);
      expect(link, foreign).toMatch(
        new RegExp(`^${PUBLIC_URL}/new_password\\?reset_password_token=[A-Za-z0-9_-]{43}$`),
      );
    }
  });

  it('refuses an unknown token', async () => {
    const res = await reset({
      reset_password_token: 'made-up-token',
      password: 'new-secret-9',
      password_confirmation: 'new-secret-9',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ reset_password_token: 'is invalid or has expired' }] });
  });
});
