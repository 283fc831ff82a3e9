import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createClient } from '../testing/factories';
import { createTestApp, openTestDatabase, type TestApp, testAppForFile } from '../testing/test-app';
import { RATE_LIMITS } from './rate-limits';

const SIGN_IN = RATE_LIMITS.signIn;
const TOO_MANY = { errors: ['Too many requests, please try again later'] };

// The limits are on in the product; most test files turn them off, this one keeps them.
// A clock the tests move past a window's end; it starts at the real time.
let clockMs = Date.now();
const t = testAppForFile({ rateLimits: true, context: { now: () => new Date(clockMs) } });

const signInOn = (
  app: FastifyInstance,
  email: string,
  password: string,
  ip = '203.0.113.7',
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/v1/client/sessions',
    payload: { email, password },
    remoteAddress: ip,
    headers,
  });
const signIn = (email: string, password: string, ip?: string, headers?: Record<string, string>) =>
  signInOn(t.app, email, password, ip, headers);

describe('sign-in throttling', () => {
  it('answers 429 after too many attempts on one account, even with the right password', async () => {
    const client = await createClient(t.database.db);
    for (let i = 0; i < SIGN_IN.perAccountAtAddress.max; i++) {
      expect((await signIn(client.email, 'wrong-password-1')).statusCode).toBe(401);
    }
    const blocked = await signIn(client.email, client.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps other accounts and other addresses signing in', async () => {
    const tried = await createClient(t.database.db);
    const other = await createClient(t.database.db);
    for (let i = 0; i <= SIGN_IN.perAccountAtAddress.max; i++)
      await signIn(tried.email, 'wrong-password-1', '203.0.113.8');
    expect((await signIn(tried.email, tried.password, '203.0.113.8')).statusCode).toBe(429);
    expect((await signIn(other.email, other.password, '203.0.113.8')).statusCode).toBe(200);
    expect((await signIn(tried.email, tried.password, '198.51.100.9')).statusCode).toBe(200);
  });

  it('ignores a caller’s own X-Forwarded-For: a new value per try is still the same address', async () => {
    const client = await createClient(t.database.db);
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN.perAccountAtAddress.max; i++) {
      const spoofed = { 'x-forwarded-for': `198.18.${i}.${i + 1}` };
      statuses.push((await signIn(client.email, 'wrong-password-1', '203.0.113.40', spoofed)).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits one address trying many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      statuses.push((await signIn(`nobody${i}@example.test`, 'wrong-password-1', '203.0.113.41')).statusCode);
    }
    expect(statuses.slice(0, SIGN_IN.perAddress.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN.perAddress.max).every((s) => s === 429)).toBe(true);
    // Another address is not affected.
    const client = await createClient(t.database.db);
    expect((await signIn(client.email, client.password, '203.0.113.42')).statusCode).toBe(200);
  });

  it('limits one account tried from many addresses', async () => {
    const client = await createClient(t.database.db);
    const perAddress = SIGN_IN.perAccountAtAddress.max;
    const addresses = Math.ceil(SIGN_IN.perAccount.max / perAddress);
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < perAddress; i++) {
        expect((await signIn(client.email, 'wrong-password-1', `198.51.100.${100 + a}`)).statusCode).toBe(
          401,
        );
      }
    }
    const fresh = await signIn(client.email, client.password, '198.51.100.200');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toEqual(TOO_MANY);
  });

  it('does not let one address lock an account out for everyone', async () => {
    const client = await createClient(t.database.db);
    // Far more tries than the account's limit, all from one address: refused there after its own limit.
    for (let i = 0; i < SIGN_IN.perAccount.max + 10; i++)
      await signIn(client.email, 'wrong-password-1', '203.0.113.43');
    expect((await signIn(client.email, client.password, '203.0.113.43')).statusCode).toBe(429);
    expect((await signIn(client.email, client.password, '203.0.113.44')).statusCode).toBe(200);
  });

  it('counts again from zero once the window has ended', async () => {
    const client = await createClient(t.database.db);
    for (let i = 0; i < SIGN_IN.perAccountAtAddress.max; i++)
      await signIn(client.email, 'wrong-password-1', '203.0.113.45');
    expect((await signIn(client.email, client.password, '203.0.113.45')).statusCode).toBe(429);
    clockMs += SIGN_IN.perAccountAtAddress.windowMs + 1000;
    expect((await signIn(client.email, client.password, '203.0.113.45')).statusCode).toBe(200);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ rateLimits: true, trustProxy: 1 });
  });
  afterAll(() => proxied.close());

  it('counts the address the proxy forwarded, not what the caller put before it', async () => {
    const client = await createClient(proxied.database.db);
    const viaProxy = (forwardedFor: string, password = 'wrong-password-1') =>
      signInOn(proxied.app, client.email, password, '10.0.0.2', { 'x-forwarded-for': forwardedFor });
    for (let i = 0; i < SIGN_IN.perAccountAtAddress.max; i++) {
      // The caller writes its own X-Forwarded-For; the proxy appends the address it saw.
      expect((await viaProxy(`198.18.0.${i + 1}, 198.51.100.7`)).statusCode).toBe(401);
    }
    expect((await viaProxy('198.18.1.1, 198.51.100.7', client.password)).statusCode).toBe(429);
    // Another caller through the same proxy is another address.
    expect((await viaProxy('198.51.100.8', client.password)).statusCode).toBe(200);
  });
});

describe('several processes on one database', () => {
  let database: Database;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    apps = await Promise.all(
      [0, 1].map(async () => {
        const app = await buildApp({ database, logLevel: 'silent', rateLimits: true });
        await app.ready();
        return app;
      }),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('share the counters: the limit holds across both, not once per process', async () => {
    const client = await createClient(database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 2 * SIGN_IN.perAccountAtAddress.max; i++) {
      const app = apps[i % 2] as FastifyInstance;
      statuses.push((await signInOn(app, client.email, 'wrong-password-1', '203.0.113.50')).statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN.perAccountAtAddress.max);
    expect(statuses.slice(SIGN_IN.perAccountAtAddress.max).every((s) => s === 429)).toBe(true);
  });

  it('count tries made at the same moment one by one', async () => {
    const client = await createClient(database.db);
    const tries = Array.from({ length: 3 * SIGN_IN.perAccountAtAddress.max }, (_, i) =>
      signInOn(apps[i % 2] as FastifyInstance, client.email, 'wrong-password-1', '203.0.113.51'),
    );
    const statuses = (await Promise.all(tries)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN.perAccountAtAddress.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * SIGN_IN.perAccountAtAddress.max);
  });
});

describe('password reset and account creation throttling', () => {
  it('limits reset emails per address and account', async () => {
    const client = await createClient(t.database.db);
    const url = `/v1/client/profiles/send_reset_password?email=${encodeURIComponent(client.email)}`;
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.passwordResetRequest.perAccountAtAddress.max; i++) {
      statuses.push((await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.20' })).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits reset emails to one account from many addresses, however the email is sent', async () => {
    const email = 'reset-target@example.test';
    const limit = RATE_LIMITS.passwordResetRequest;
    const statuses: number[] = [];
    for (let i = 0; i <= limit.perAccount.max; i++) {
      const query = i % 2 === 0 ? `email=${email}` : `client[email]=${email}`;
      const url = `/v1/client/profiles/send_reset_password?${query}`;
      statuses.push(
        (await t.app.inject({ method: 'GET', url, remoteAddress: `198.51.100.${i + 1}` })).statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits reset emails from one address to many accounts', async () => {
    const limit = RATE_LIMITS.passwordResetRequest.perAddress.max;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const url = `/v1/client/profiles/send_reset_password?email=someone${i}%40example.test`;
      statuses.push((await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.21' })).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it.each([
    {
      what: 'new accounts (guests included) from one address',
      max: RATE_LIMITS.accountCreation.perAddress.max,
      email: (i: number) => `guest${i}@example.test`,
      address: () => '203.0.113.30',
    },
    {
      what: 'accounts created for one email from many addresses',
      max: RATE_LIMITS.accountCreation.perAccount.max,
      email: () => 'same.guest@example.test',
      address: (i: number) => `198.51.101.${i + 1}`,
    },
  ])('limits $what', async ({ max, email, address }) => {
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/client/profiles/create_guest',
        payload: { guest_client: { first_name: 'Guest', last_name: `N${i}`, email: email(i) } },
        remoteAddress: address(i),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
  });
});
