import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  const web = mkdtempSync(path.join(tmpdir(), 'web-'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>TrainHub</title><div id="root"></div>');
  t = await createTestApp({ webDistDir: web });
});
afterAll(() => t.close());

describe('one port for API and web app', () => {
  it('/healthz is 200 while the database answers, 503 once it does not', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
  });

  it('serves the web app for client-side routes (SPA fallback)', async () => {
    for (const url of ['/', '/login', '/some-trainer', '/s/school/soccer/mens']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers unknown API paths with a JSON 404 in the error list shape, not the web app', async () => {
    for (const url of ['/v1/nothing-here', '/v2/athlete/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: ['Not found'] });
    }
    // A chunk of an older deploy: a 404 the page can notice, not the shell run as a script.
    for (const url of ['/assets/trainer-page-OLD123.js', '/assets/index-OLD.css?v=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toContain('text/html');
    }
    // A trainer slugged "assets" keeps his page and his trainings' pages.
    for (const url of ['/assets', '/assets/speed-and-agility']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    const post = await t.app.inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
  });
});

describe('health when the database is gone', () => {
  it('turns 503 with an error list', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ errors: ['Database unavailable'] });
    await other.app.close();
  });
});

describe('router-level errors', () => {
  it('answers an over-long path parameter in the error list shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/client/athletes/${'a'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ errors: ['Request address is too long'] });
  });
});
