import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { RATE_LIMITS } from './rate-limits';

// The limits are on in the product; most test files turn them off, this one keeps them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/client/sessions',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('sign-in throttling', () => {
  it('answers 429 after too many attempts on one account, even with the right password', async () => {
    const client = await createClient(t.database.db);
    for (let i = 0; i < RATE_LIMITS.signIn.max; i++) {
      expect((await signIn(client.email, 'wrong-password-1')).statusCode).toBe(401);
    }
    const blocked = await signIn(client.email, client.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ errors: ['Too many requests, please try again later'] });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps other accounts and other addresses signing in', async () => {
    const tried = await createClient(t.database.db);
    const other = await createClient(t.database.db);
    for (let i = 0; i <= RATE_LIMITS.signIn.max; i++)
      await signIn(tried.email, 'wrong-password-1', '203.0.113.8');
    expect((await signIn(tried.email, tried.password, '203.0.113.8')).statusCode).toBe(429);
    expect((await signIn(other.email, other.password, '203.0.113.8')).statusCode).toBe(200);
    expect((await signIn(tried.email, tried.password, '198.51.100.9')).statusCode).toBe(200);
  });
});

describe('password reset and account creation throttling', () => {
  it('limits reset emails per address and account', async () => {
    const client = await createClient(t.database.db);
    const url = `/v1/client/profiles/send_reset_password?email=${encodeURIComponent(client.email)}`;
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.passwordResetRequest.max; i++) {
      statuses.push((await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.20' })).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits new accounts (guests included) from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.accountCreation.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/client/profiles/create_guest',
        payload: {
          guest_client: { first_name: 'Guest', last_name: `N${i}`, email: `guest${i}@example.test` },
        },
        remoteAddress: '203.0.113.30',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
  });
});
