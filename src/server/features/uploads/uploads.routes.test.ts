import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { uploadTickets } from '../../db/schema';
import { signInToken } from '../../testing/client-profile-factories';
import { createClient } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';

const PUBLIC_URL = 'http://localhost:3999';
const clock = { now: new Date('2026-11-22T15:00:00Z') };
// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const t = testAppForFile({ context: { now: () => clock.now, publicUrl: PUBLIC_URL } });
let token: string;
beforeAll(async () => {
  const client = await createClient(t.database.db);
  token = await signInToken(t.app, client.email, client.password);
});

async function signedUrl(fileType = 'png') {
  const res = await t.get(`/v1/client/profiles/signed_url?file_type=${fileType}`, { 'auth-token': token });
  expect(res.statusCode).toBe(200);
  const body: { signed_url: string; url: string } = res.json();
  return body;
}
const put = (url: string, body: Buffer | string, contentType = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': contentType, 'x-amz-acl': 'public-read' },
    payload: body,
  });
const INVALID_LINK = { errors: ['Upload link is invalid or has expired'] };

describe('GET /v1/client/profiles/signed_url', () => {
  it('needs a signed-in client and a known image type', async () => {
    const anonymous = await t.get('/v1/client/profiles/signed_url?file_type=jpg');
    expect(anonymous.statusCode).toBe(401);
    for (const fileType of ['exe', 'svg', '']) {
      const res = await t.get(`/v1/client/profiles/signed_url?file_type=${fileType}`, {
        'auth-token': token,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: [{ file_type: 'must be one of jpg, jpeg, png, webp, gif' }] });
    }
  });

  it('returns signed_url and url at the top level, and records the ticket', async () => {
    const { signed_url, url } = await signedUrl('JPG');
    // Paths on this server, even with a public URL set: the browser PUTs to and shows the
    // picture from whatever address it opened the site at (ADR 0031).
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(signed_url).toMatch(new RegExp(`^${url}\\?expires=\\d+&signature=[a-f0-9]{64}$`));
    const key = url.split('/').pop() ?? '';
    const [ticket] = await t.database.db.select().from(uploadTickets).where(eq(uploadTickets.key, key));
    expect(ticket).toMatchObject({ contentType: 'image/jpeg', usedAt: null });
    expect(ticket?.expiresAt.toISOString()).toBe('2026-11-22T15:15:00.000Z');
  });
});

describe('PUT and GET /uploads/:key', () => {
  it('stores one upload and serves the same bytes back with safe headers', async () => {
    const { signed_url, url } = await signedUrl('png');
    const res = await put(signed_url, PNG);
    expect(res.statusCode).toBe(200);

    const got = await t.get(url);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toContain('max-age=31536000');

    const again = await put(signed_url, PNG);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['This upload link has already been used'] });
  });

  it("is the profile's picture as its path; other sites' paths and tricks are refused", async () => {
    const { signed_url, url } = await signedUrl('png');
    expect((await put(signed_url, PNG)).statusCode).toBe(200);
    const saveImage = (profile_image: string) =>
      t.put('/v1/client/profiles', { 'auth-token': token }, { client: { profile_image } });
    const saved = await saveImage(url);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.attributes.profile_image).toBe(url);
    for (const bad of ['//evil.example/me.png', '/v1/client/profiles', '/uploads/../v1/x', 'uploads/a.png']) {
      const refused = await saveImage(bad);
      expect(refused.statusCode, bad).toBe(422);
      expect(refused.json()).toEqual({ errors: [{ profile_image: 'is invalid' }] });
    }
  });

  it('serves what was really uploaded when the type differs from the one asked for', async () => {
    const { signed_url, url } = await signedUrl('jpg');
    expect((await put(signed_url, GIF, 'image/gif')).statusCode).toBe(200);
    const got = await t.get(url);
    expect(got.headers['content-type']).toBe('image/gif');
  });

  it('refuses an expired link with 403', async () => {
    const { signed_url } = await signedUrl();
    const start = clock.now;
    try {
      clock.now = new Date(start.getTime() + 15 * 60 * 1000 + 1000);
      const res = await put(signed_url, PNG);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(INVALID_LINK);
    } finally {
      clock.now = start;
    }
  });

  it('refuses a tampered signature, expiry or key with 403, and stores nothing', async () => {
    const { signed_url, url } = await signedUrl();
    const u = new URL(signed_url, 'http://any.address');
    const signature = u.searchParams.get('signature') ?? '';
    const expires = Number(u.searchParams.get('expires'));
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const otherKey = `${'0'.repeat(32)}.png`;
    for (const tampered of [
      `${url}?expires=${expires}&signature=${flipped}`,
      `${url}?expires=${expires + 3600}&signature=${signature}`,
      `/uploads/${otherKey}?expires=${expires}&signature=${signature}`,
      `${url}?expires=${expires}`,
      url,
    ]) {
      const res = await put(tampered, PNG);
      expect(res.statusCode, tampered).toBe(403);
      expect(res.json()).toEqual(INVALID_LINK);
    }
    expect((await t.get(url)).statusCode).toBe(404);
    // The real link still works afterwards.
    expect((await put(signed_url, PNG)).statusCode).toBe(200);
  });

  it('refuses bytes that are not the image the content type claims, keeping the link usable', async () => {
    const { signed_url } = await signedUrl();
    const text = await put(signed_url, '<svg onload="alert(1)"></svg>', 'image/png');
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual({ errors: ['The file is not a valid PNG image'] });
    const wrongLabel = await put(signed_url, PNG, 'image/jpeg');
    expect(wrongLabel.statusCode).toBe(422);
    expect(wrongLabel.json()).toEqual({ errors: ['The file is not a valid JPEG image'] });
    for (const contentType of ['image/svg+xml', 'text/html', 'application/octet-stream']) {
      const res = await put(signed_url, PNG, contentType);
      expect(res.statusCode, contentType).toBe(415);
      expect(res.json()).toEqual({ errors: ['Only JPEG, PNG, WebP or GIF images can be uploaded'] });
    }
    expect((await put(signed_url, PNG)).statusCode).toBe(200);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { signed_url } = await signedUrl();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await put(signed_url, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errors: ['Request body is too large'] });
  });

  it('answers 404 for unknown keys and anything that is not a key', async () => {
    for (const path of [
      `/uploads/${'a'.repeat(32)}.png`,
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2E%2E',
      '/uploads/not-a-key.png',
    ]) {
      const res = await t.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ errors: ['Not found'] });
    }
  });
});

describe('two API processes on one database (no S3, no UPLOAD_SIGNING_SECRET)', () => {
  it('a link made by one is accepted by the other, and each serves the file the other received', async () => {
    // A second app on the same database with its own data folder, as another process or
    // machine would have (ADR 0029): files and the signing secret live in the database.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'trainhub-second-'));
    const second = await buildApp({
      database: t.database,
      logLevel: 'silent',
      rateLimits: false,
      context: { now: () => clock.now, publicUrl: PUBLIC_URL, dataDir },
    });
    try {
      await second.ready();
      const { signed_url, url } = await signedUrl();
      const stored = await second.inject({
        method: 'PUT',
        url: signed_url,
        payload: PNG,
        headers: { 'content-type': 'image/png' },
      });
      expect(stored.statusCode).toBe(200);
      for (const app of [t.app, second]) {
        const got = await app.inject({ method: 'GET', url });
        expect(got.statusCode).toBe(200);
        expect(got.rawPayload.equals(PNG)).toBe(true);
      }
    } finally {
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
