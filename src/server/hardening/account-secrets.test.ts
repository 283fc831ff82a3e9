import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, emailOutbox, passwordResetTokens } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { createAthlete, createClient } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

// What the feature tests (passwords.routes, sessions.routes, trainer-account.routes) leave out:
// tokens are stored only as hashes, a trainer's reset link expires too, and a signed-out token
// is refused everywhere, not just on the route that was tried.
const PASSWORD = 'Sturdy-pass-42';
const clock = { now: new Date('2026-03-10T15:00:00Z') };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ context: { now: () => clock.now } });
});
afterAll(() => t.close());

async function resetTokenSentTo(address: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /reset_password_token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no reset link sent to ${address}`);
  return token;
}

describe('account secrets', () => {
  it('keeps session and reset tokens only as hashes in the database', async () => {
    const client = await createClient(t.database.db, { password: PASSWORD });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/client/sessions',
      payload: { email: client.email, password: PASSWORD },
    });
    const token: string = signIn.json().data.attributes.auth_token;
    await t.app.inject({
      method: 'GET',
      url: `/v1/client/profiles/send_reset_password?email=${encodeURIComponent(client.email)}`,
    });
    const resetToken = await resetTokenSentTo(client.email);
    const stored = JSON.stringify([
      await t.database.db.select().from(authSessions),
      await t.database.db.select().from(passwordResetTokens),
    ]);
    expect(stored.length).toBeGreaterThan(100);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(resetToken);
    expect(stored).not.toContain(PASSWORD);
  });

  it("expires a trainer's reset link after 2 hours, like a player's", async () => {
    const trainer = await createAthlete(t.database.db, { passwordHash: await hashPassword(PASSWORD) });
    await t.app.inject({
      method: 'GET',
      url: `/v1/trainer/profile/send_reset_password?email=${encodeURIComponent(trainer.email)}`,
    });
    const token = await resetTokenSentTo(trainer.email);
    const start = clock.now;
    try {
      clock.now = new Date(start.getTime() + 2 * 3600_000 + 1000);
      const late = await t.app.inject({
        method: 'POST',
        url: '/v1/trainer/profile/reset_password',
        payload: {
          athlete: {
            reset_password_token: token,
            password: 'New-pass-77',
            password_confirmation: 'New-pass-77',
          },
        },
      });
      expect(late.statusCode).toBe(422);
      expect(late.json()).toEqual({ errors: [{ reset_password_token: 'is invalid or has expired' }] });
    } finally {
      clock.now = start;
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/trainer/sessions',
      payload: { email: trainer.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a signed-out token on every signed-in route, for players and trainers', async () => {
    const client = await createClient(t.database.db, { password: PASSWORD });
    const trainer = await createAthlete(t.database.db, { passwordHash: await hashPassword(PASSWORD) });
    const cases = [
      {
        signIn: { url: '/v1/client/sessions', email: client.email },
        signOut: '/v1/client/sessions',
        routes: [
          '/v1/client/profiles',
          '/v1/client/bookings',
          '/v1/client/cards',
          '/v1/client/subscribed_provided_services',
        ],
      },
      {
        signIn: { url: '/v1/trainer/sessions', email: trainer.email },
        signOut: '/v1/trainer/sessions',
        routes: [
          '/v1/trainer/profile',
          '/v1/trainer/provided_services',
          '/v1/trainer/booking_requests',
          '/v1/trainer/payouts',
        ],
      },
    ];
    for (const { signIn, signOut, routes } of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: signIn.url,
        payload: { email: signIn.email, password: PASSWORD },
      });
      const headers = { 'auth-token': res.json().data.attributes.auth_token };
      for (const url of routes)
        expect((await t.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(200);
      expect((await t.app.inject({ method: 'DELETE', url: signOut, headers })).statusCode).toBe(200);
      for (const url of routes) {
        const after = await t.app.inject({ method: 'GET', url, headers });
        expect(after.statusCode, url).toBe(401);
        expect(after.json()).toEqual({ errors: [expect.any(String)] });
      }
      // Signing out again with it is refused too: the token is dead for every route.
      expect((await t.app.inject({ method: 'DELETE', url: signOut, headers })).statusCode).toBe(401);
    }
  });
});
