import { describe, expect, it } from 'vitest';
import { createClient } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';
import { ADMIN_LINK_TTL_MS, createAdminLoginLink } from './admin-login.service';

const t = testAppForFile({ context: { now: () => clock } });
let clock = new Date('2026-11-22T12:00:00Z');

const exchange = (token: unknown) => t.post('/v1/client/admin_sessions', {}, { token });

async function linkFor(email: string) {
  const link = await createAdminLoginLink(t.database.db, {
    email,
    publicUrl: 'https://app.example.test/',
    createdBy: 'operator',
    now: clock,
  });
  const token = link.url.split('/admin/login/')[1] ?? '';
  return { link, token };
}

describe('POST /v1/client/admin_sessions', () => {
  it('signs in as the link’s client once, and the token works as AUTH-TOKEN', async () => {
    const client = await createClient(t.database.db, { firstName: 'Avery' });
    const { link, token } = await linkFor(client.email.toUpperCase());
    expect(link.url).toMatch(/^https:\/\/app\.example\.test\/admin\/login\/[A-Za-z0-9_-]{43}$/);

    const res = await exchange(token);
    expect(res.statusCode).toBe(200);
    const authToken: string = res.json().data.attributes.auth_token;
    expect(res.json().data).toMatchObject({ id: String(client.id), attributes: { first_name: 'Avery' } });

    const profile = await t.get('/v1/client/profiles', { 'auth-token': authToken });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.id).toBe(String(client.id));

    const again = await exchange(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ errors: ['This sign-in link is invalid or has expired'] });
  });

  it('refuses an expired link and an unknown token', async () => {
    const client = await createClient(t.database.db);
    const { token } = await linkFor(client.email);
    clock = new Date(clock.getTime() + ADMIN_LINK_TTL_MS + 1000);
    expect((await exchange(token)).statusCode).toBe(401);
    expect((await exchange('not-a-real-token')).statusCode).toBe(401);
  });

  it('answers 422 with keyed errors for a missing token', async () => {
    const res = await t.post('/v1/client/admin_sessions', {}, {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ token: "can't be blank" }] });
  });

  it('will not create a link for an unknown email', async () => {
    await expect(linkFor('nobody@example.test')).rejects.toThrow('No registered client');
  });
});
