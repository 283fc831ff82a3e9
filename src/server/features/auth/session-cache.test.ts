// A signed-in request's session comes through the read cache (ADR 0075): looked up once and kept
// for a few seconds, it is dropped the moment it is signed out or revoked — by this process, by a
// write past the API, or by another process on the same database — and an expired one is refused
// by the request's clock whether kept or not. A token that finds no session is never kept.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions } from '../../db/schema';
import { createReadCache } from '../../lib/read-cache';
import { signInToken } from '../../testing/client-profile-factories';
import { createClient } from '../../testing/factories';
import { testAppForFile, withTwoServerProcesses } from '../../testing/test-app';
import { hashToken } from './tokens';

let now = new Date('2026-11-28T12:00:00Z');
const readCache = createReadCache({ ttlSeconds: 600 });
const t = testAppForFile({ context: { readCache, now: () => now } });
const lookups = () => readCache.readsByName()['auth-session'] ?? 0;

async function signedIn() {
  const client = await createClient(t.db());
  const token = await signInToken(t.app, client.email, client.password);
  return { client, token, headers: { 'auth-token': token } };
}
const players = (headers: Record<string, string>) => t.get('/v1/client/players', headers);

describe('the session of a signed-in request (ADR 0075)', () => {
  it('is looked up once for the requests that follow, not once per request', async () => {
    const { headers } = await signedIn();
    expect((await players(headers)).statusCode).toBe(200);
    const after = lookups();
    for (let i = 0; i < 3; i++) expect((await players(headers)).statusCode).toBe(200);
    expect(lookups()).toBe(after);
  });

  it('is refused on the very next request once signed out', async () => {
    const { headers } = await signedIn();
    expect((await players(headers)).statusCode).toBe(200);
    expect((await t.send('DELETE', '/v1/client/sessions', headers)).statusCode).toBe(200);
    expect((await players(headers)).statusCode).toBe(401);
  });

  it("signs the account's other sessions out at once when the password changes", async () => {
    const { client, headers } = await signedIn();
    const other = { 'auth-token': await signInToken(t.app, client.email, client.password) };
    expect((await players(other)).statusCode).toBe(200);
    const changed = await t.put('/v1/client/profiles/update_password', headers, {
      client: {
        current_password: client.password,
        password: 'fresh-pass-77',
        password_confirmation: 'fresh-pass-77',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await players(other)).statusCode).toBe(401);
    expect((await players(headers)).statusCode).toBe(200);
  });

  it('is refused once revoked or removed past the API', async () => {
    const revoked = await signedIn();
    const removed = await signedIn();
    for (const { headers } of [revoked, removed]) expect((await players(headers)).statusCode).toBe(200);
    await t
      .db()
      .update(authSessions)
      .set({ revokedAt: now })
      .where(eq(authSessions.tokenHash, hashToken(revoked.token)));
    await t
      .db()
      .delete(authSessions)
      .where(eq(authSessions.tokenHash, hashToken(removed.token)));
    for (const { headers } of [revoked, removed]) expect((await players(headers)).statusCode).toBe(401);
  });

  it('is refused once expired by the clock, though kept', async () => {
    const { token, headers } = await signedIn();
    expect((await players(headers)).statusCode).toBe(200);
    const [row] = await t
      .db()
      .select({ expiresAt: authSessions.expiresAt })
      .from(authSessions)
      .where(eq(authSessions.tokenHash, hashToken(token)));
    const before = now;
    try {
      now = new Date((row?.expiresAt ?? now).getTime() + 1000);
      const after = lookups();
      expect((await players(headers)).statusCode).toBe(401);
      // Answered from what was kept: the clock alone refused it.
      expect(lookups()).toBe(after);
    } finally {
      now = before;
    }
  });

  it('never keeps a token that finds no session', async () => {
    const headers = { 'auth-token': 'not-a-token-anyone-was-given-000000000000000' };
    const before = lookups();
    for (let i = 0; i < 3; i++) expect((await players(headers)).statusCode).toBe(401);
    expect(lookups()).toBe(before + 3);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is refused by another server process as soon as one signs it out (PostgreSQL LISTEN/NOTIFY)',
    () =>
      withTwoServerProcesses(
        process.env.TEST_DATABASE_URL ?? '',
        'sessions',
        async ({ first, second, db, waitFor }) => {
          const client = await createClient(db);
          const headers = { 'auth-token': await signInToken(first, client.email, client.password) };
          const ask = async () =>
            (await second.inject({ method: 'GET', url: '/v1/client/players', headers })).statusCode;
          expect(await ask()).toBe(200);
          expect(
            (await first.inject({ method: 'DELETE', url: '/v1/client/sessions', headers })).statusCode,
          ).toBe(200);
          // The announcement takes milliseconds; the session would otherwise be kept 30 seconds.
          const took = await waitFor(async () => (await ask()) === 401);
          expect(await ask()).toBe(401);
          expect(took).toBeLessThan(2000);
        },
      ),
  );
});
