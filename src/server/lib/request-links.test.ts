import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { linkAddress, parseEnv } from '../env';
import { createAthlete, createClient, createService } from '../testing/factories';
import { createTestApp, lastEmailTo, openTestDatabase, type TestApp } from '../testing/test-app';

// ADR 0031: with no PUBLIC_URL, the links of an email written for a request
// point at the loopback address that request came to (any port); any other Host is ignored.
// With PUBLIC_URL set, it is the address, whatever the request.

let open: TestApp;
let configured: TestApp;
beforeAll(async () => {
  // No public URL given: as `npm start` with PUBLIC_URL unset.
  open = await createTestApp();
  configured = await createTestApp({ context: { publicUrl: 'https://app.trainhub.example' } });
});
afterAll(async () => {
  await open.close();
  await configured.close();
});

async function latestLink(t: TestApp, to: string, kind: string): Promise<string | undefined> {
  const row = await lastEmailTo(t.database.db, to, kind);
  return row?.textBody.match(/https?:\/\/\S+/)?.[0];
}

async function resetLinkFor(t: TestApp, headers: Record<string, string>, redirectUrl?: string) {
  const client = await createClient(t.database.db);
  const query = new URLSearchParams({
    email: client.email,
    ...(redirectUrl ? { redirect_url: redirectUrl } : {}),
  });
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/client/profiles/send_reset_password?${query}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return latestLink(t, client.email, 'password_reset');
}

describe('links in emails with no PUBLIC_URL set', () => {
  it('point at the loopback address and port the request came to', async () => {
    for (const [host, origin] of [
      ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
      ['localhost:5173', 'http://localhost:5173'],
      ['LOCALHOST:4000', 'http://localhost:4000'],
      ['[::1]:8080', 'http://[::1]:8080'],
      ['localhost', 'http://localhost'],
    ] as const) {
      const link = await resetLinkFor(open, { host });
      expect(link, host).toMatch(
        new RegExp(`^${origin.replace(/[.[\]]/g, '\\$&')}/new_password\\?reset_password_token=`),
      );
    }
  });

  it("keep the web app's return address on that origin, and refuse one elsewhere", async () => {
    const here = await resetLinkFor(open, { host: 'localhost:4173' }, 'http://localhost:4173/new_password');
    expect(here).toMatch(/^http:\/\/localhost:4173\/new_password\?reset_password_token=/);
    const elsewhere = await resetLinkFor(open, { host: 'localhost:4173' }, 'http://127.0.0.1:9/new_password');
    expect(elsewhere).toMatch(/^http:\/\/localhost:4173\/new_password\?reset_password_token=/);
  });

  it('never take another Host: a stranger cannot put their site into a reset email', async () => {
    const fallback = 'http://localhost:3000';
    const strangers: Record<string, string>[] = [
      { host: 'attacker.example' },
      { host: 'attacker.example:3000' },
      { host: 'localhost.attacker.example' },
      { host: '127.0.0.1.attacker.example' },
      { host: 'localhost:3000@attacker.example' },
      { host: 'localhost:99999999' },
      // Not believed without TRUST_PROXY, and not a loopback name anyway.
      { host: 'attacker.example', 'x-forwarded-host': 'localhost:4100' },
    ];
    // The last loopback address a browser here used is what a request without one gets.
    await open.app.inject({ method: 'GET', url: '/healthz', headers: { host: 'localhost:3000' } });
    for (const headers of strangers) {
      const link = await resetLinkFor(open, headers);
      expect(new URL(link ?? '').origin, JSON.stringify(headers)).toBe(fallback);
    }
    const forwarded = await resetLinkFor(open, {
      host: 'localhost:4100',
      'x-forwarded-host': 'attacker.example',
    });
    expect(new URL(forwarded ?? '').origin).toBe('http://localhost:4100');
  });

  it("put the request's address in the subscription confirmation's disable link too", async () => {
    const athlete = await createAthlete(open.database.db);
    const service = await createService(open.database.db, athlete);
    const email = 'links-subscriber@example.test';
    const res = await open.app.inject({
      method: 'POST',
      url: '/v1/client/subscribed_provided_services',
      headers: { host: '127.0.0.1:3201' },
      payload: { subscribed_provided_service: { provided_service_id: service.id, name: 'Sam Lee', email } },
    });
    expect(res.statusCode).toBe(201);
    expect(await latestLink(open, email, 'subscription_confirmed')).toMatch(
      /^http:\/\/127\.0\.0\.1:3201\/disable_notifications\/\d+-[A-Za-z0-9_-]{43}$/,
    );
  });
});

describe('links in emails with PUBLIC_URL set', () => {
  it('always point at PUBLIC_URL, whatever address the request came to', async () => {
    for (const host of ['127.0.0.1:3000', 'localhost:5173', 'attacker.example']) {
      const link = await resetLinkFor(configured, { host });
      expect(link, host).toMatch(/^https:\/\/app\.trainhub\.example\/new_password\?reset_password_token=/);
    }
  });
});

describe('PUBLIC_URL in the configuration', () => {
  it('unset: this machine at its port, following local requests', () => {
    expect(linkAddress(parseEnv({}))).toEqual({
      publicUrl: 'http://localhost:3000',
      followLocalRequests: true,
    });
    expect(linkAddress(parseEnv({ PORT: '8080', PUBLIC_URL: '' }))).toEqual({
      publicUrl: 'http://localhost:8080',
      followLocalRequests: true,
    });
  });

  it('set: that address only, without a trailing slash', () => {
    expect(linkAddress(parseEnv({ PUBLIC_URL: 'https://trainhub.example/' }))).toEqual({
      publicUrl: 'https://trainhub.example',
      followLocalRequests: false,
    });
    expect(() => parseEnv({ PUBLIC_URL: 'trainhub.example' })).toThrow(/PUBLIC_URL/);
  });

  it('is required in production, where nobody opens the site at localhost', () => {
    expect(() => linkAddress(parseEnv({ NODE_ENV: 'production' }))).toThrow(
      /PUBLIC_URL: must be set when NODE_ENV=production/,
    );
    expect(linkAddress(parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://trainhub.example' }))).toEqual(
      {
        publicUrl: 'https://trainhub.example',
        followLocalRequests: false,
      },
    );
  });
});

describe("the jobs' emails, which have no request of their own", () => {
  it('link to the loopback address the browser last used; another Host, or a PUBLIC_URL set, changes nothing', async () => {
    // The context the caller keeps (main.ts hands its own to the jobs).
    const jobsContext: { publicUrl?: string; dataDir: string } = { dataDir: tmpdir() };
    const database = await openTestDatabase();
    const app = await buildApp({ database, logLevel: 'silent', rateLimits: false, context: jobsContext });
    const given = { publicUrl: 'https://app.trainhub.example', dataDir: tmpdir() };
    const configuredApp = await buildApp({ database, logLevel: 'silent', rateLimits: false, context: given });
    try {
      const visit = (target: typeof app, host: string) =>
        target.inject({ method: 'GET', url: '/healthz', headers: { host } });
      await visit(app, '127.0.0.1:4321');
      expect(jobsContext.publicUrl).toBe('http://127.0.0.1:4321');
      await visit(app, 'evil.example');
      expect(jobsContext.publicUrl).toBe('http://127.0.0.1:4321');
      await visit(app, 'localhost:5000');
      expect(jobsContext.publicUrl).toBe('http://localhost:5000');
      await visit(configuredApp, '127.0.0.1:4321');
      expect(given.publicUrl).toBe('https://app.trainhub.example');
    } finally {
      await app.close();
      await configuredApp.close();
      await database.close();
    }
  });
});
