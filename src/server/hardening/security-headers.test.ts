import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS_VALUE } from '../lib/security-headers';
import { createTrainer } from '../testing/booking-factories';
import { clientTokenHeaders } from '../testing/engagement-factories';
import { createClient } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

// A built web app stand-in: index.html and one fingerprinted asset.
const webDir = mkdtempSync(path.join(tmpdir(), 'trainhub-web-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');

let plain: TestApp;
let configured: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  plain = await createTestApp({ webDistDir: webDir });
  // One proxy in front (TRUST_PROXY=1): it says whether the request came over TLS.
  behindProxy = await createTestApp({ webDistDir: webDir, trustProxy: 1 });
  configured = await createTestApp({
    webDistDir: webDir,
    securityHeaders: {
      uploadsPublicUrl: 'https://cdn.trainhub.example/photos',
      // The bucket the presigned PUTs go to, behind that CDN (Storage.browserOrigins).
      uploadTargetUrl: 'https://pics.s3.us-west-2.amazonaws.com',
      stripe: true,
      sentryDsn: 'https://abc123@o42.ingest.sentry.io/77',
    },
  });
});
afterAll(async () => {
  await plain.close();
  await behindProxy.close();
  await configured.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The CSP as directive → sources. */
function csp(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
];

/** A GET that says (X-Forwarded-Proto) it came over `proto`. */
const withProto = (t: TestApp, url: string, proto: 'http' | 'https') =>
  t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': proto } });

describe('security headers', () => {
  it('the web page gets a CSP allowing only its own scripts, no framing, no sniffing', async () => {
    for (const url of ['/', '/trainers/some-client-route', '/assets/app-1234.js']) {
      const res = await plain.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const policy = csp(res.headers['content-security-policy']);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('frame-src')).toEqual(["'none'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('API answers and errors may not be sniffed, framed or load anything', async () => {
    for (const [url, status] of [
      ['/v1/sports', 200],
      ['/v1/no-such-thing', 404],
      ['/v1/client/bookings', 401],
    ] as const) {
      const res = await plain.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      const policy = csp(res.headers['content-security-policy']);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      // OWASP's REST list, no more: each header costs every answer (ADR 0024).
      expect(Object.keys(res.headers).filter((name) => SECURITY_HEADERS.includes(name))).toEqual([
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
      ]);
    }
  });

  it('lets other sites show our pictures, and nothing else', async () => {
    const avatar = await plain.app.inject({ method: 'GET', url: '/media/avatar.svg?text=AB' });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await plain.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('sends HSTS only when the request came over TLS (through the proxy)', async () => {
    const overTls = await withProto(behindProxy, '/v1/sports', 'https');
    expect(overTls.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const page = await withProto(behindProxy, '/', 'https');
    expect(page.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const plainHttp = await withProto(behindProxy, '/v1/sports', 'http');
    expect(plainHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('believes no X-Forwarded-Proto from a caller when no proxy is configured', async () => {
    const res = await withProto(plain, '/v1/sports', 'https');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows the configured photo CDN, Stripe and Sentry origins and nothing more', async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/' });
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('img-src')).toContain('https://cdn.trainhub.example');
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy.get('img-src')).not.toContain('https://pics.s3.us-west-2.amazonaws.com');
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://pics.s3.us-west-2.amazonaws.com',
      'https://cdn.trainhub.example',
      'https://api.stripe.com',
      'https://o42.ingest.sentry.io',
    ]);
    // The DSN's key never ends up in a header.
    expect(String(res.headers['content-security-policy'])).not.toContain('abc123');
  });

  it('the API docs get their own policy (inline styles), still no inline scripts or framing', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/v1/docs' });
    expect(res.statusCode).toBe(200);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // …and the looser policy stays scoped to the docs.
    const other = csp(
      (await plain.app.inject({ method: 'GET', url: '/v1/docsx' })).headers['content-security-policy'],
    );
    expect(other.get('default-src')).toEqual(["'none'"]);
    expect(other.get('style-src')).toBeUndefined();
  });

  it('an answer to a signed-in request may not be kept by any cache; a public read says nothing', async () => {
    const now = new Date();
    const family = await createClient(plain.database.db);
    const trainer = await createTrainer(plain.database.db, now);
    const signedIn = [
      { url: '/v1/client/profiles', headers: await clientTokenHeaders(plain.database.db, family.id) },
      { url: '/v1/client/cards', headers: await clientTokenHeaders(plain.database.db, family.id) },
      { url: '/v1/client/bookings', headers: await clientTokenHeaders(plain.database.db, family.id) },
      { url: '/v1/trainer/profile', headers: trainer.headers },
      // Refused too: still no cache keeps it.
      { url: '/v1/client/profiles', headers: { 'auth-token': 'not-a-token' } },
    ];
    for (const { url, headers } of signedIn) {
      const res = await plain.app.inject({ method: 'GET', url, headers });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const page = await plain.app.inject({ method: 'GET', url: `/v1/client/athletes/${trainer.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBeUndefined();
  });
});
