import { describe, expect, it } from 'vitest';
import { createClient } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';

const t = testAppForFile();

const signIn = (email: string, password: string) => t.post('/v1/client/sessions', {}, { email, password });

describe('POST /v1/client/sessions', () => {
  it('signs in with the right password and returns the client with a fresh token', async () => {
    const client = await createClient(t.database.db, { firstName: 'Jordan', lastName: 'Reyes' });
    const res = await signIn(client.email.toUpperCase(), client.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.type).toBe('client');
    expect(body.data.id).toBe(String(client.id));
    expect(body.data.attributes).toMatchObject({
      first_name: 'Jordan',
      last_name: 'Reyes',
      guest_user: false,
    });
    // 256-bit token, base64url: 43 characters.
    expect(body.data.attributes.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const client = await createClient(t.database.db);
    const wrong = await signIn(client.email, 'not-the-password');
    const unknown = await signIn('nobody@example.test', 'whatever123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ errors: ['Invalid email or password'] });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rejects a malformed body with 422 and keyed errors', async () => {
    const res = await t.post('/v1/client/sessions', {}, { email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ email: 'is invalid' }, { password: "can't be blank" }] });
  });

  it('answers broken JSON with 400 in the error list shape', async () => {
    const res = await t.postJsonText('/v1/client/sessions', '{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: ['Request is malformed'] });
  });

  it('never lets a guest (no password) sign in', async () => {
    const guest = await createClient(t.database.db, { guestUser: true, passwordHash: null });
    const res = await signIn(guest.email, guest.password);
    expect(res.statusCode).toBe(401);
  });
});

describe('the AUTH-TOKEN', () => {
  it('refreshes the client, and stops working after logout', async () => {
    const client = await createClient(t.database.db);
    const token = (await signIn(client.email, client.password)).json().data.attributes.auth_token;
    const headers = { 'auth-token': token };

    const me = await t.get('/v1/client/profiles', headers);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.attributes.email).toBe(client.email);

    const out = await t.send('DELETE', '/v1/client/sessions', headers);
    expect(out.statusCode).toBe(200);

    const after = await t.get('/v1/client/profiles', headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ errors: ['Client not authorized'] });
  });

  it('is refused when missing, unknown or absurdly long', async () => {
    for (const headers of [{}, { 'auth-token': 'x'.repeat(43) }, { 'auth-token': 'y'.repeat(5000) }]) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/client/profiles', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: ['Client not authorized'] });
    }
  });

  it("one client's token only ever shows that client", async () => {
    const a = await createClient(t.database.db);
    const b = await createClient(t.database.db);
    const tokenA = (await signIn(a.email, a.password)).json().data.attributes.auth_token;
    const tokenB = (await signIn(b.email, b.password)).json().data.attributes.auth_token;
    const meA = await t.get('/v1/client/profiles', { 'auth-token': tokenA });
    const meB = await t.get('/v1/client/profiles', { 'auth-token': tokenB });
    expect(meA.json().data.id).toBe(String(a.id));
    expect(meB.json().data.id).toBe(String(b.id));
  });
});
