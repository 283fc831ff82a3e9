import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPlayer } from '../testing/booking-factories';
import { createAthlete, createService } from '../testing/factories';
import { testAppForFile } from '../testing/test-app';

const t = testAppForFile({ microCacheMs: 60_000 });

const NOW = new Date();
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('micro-cache of public discovery answers', () => {
  it('answers the same public page again from the cache, not the database', async () => {
    const athlete = await createAthlete(t.database.db, { firstName: 'Casey' });
    const first = await get(`/v1/client/athletes/${athlete.slug}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    // Written behind the API's back: a cached answer does not see it.
    await createService(t.database.db, athlete, { name: 'Hidden From Cache' });
    const second = await get(`/v1/client/athletes/${athlete.slug}`);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toContain('application/json');
  });

  it('never serves or stores answers for a request with a token', async () => {
    const athlete = await createAthlete(t.database.db);
    const player = await createPlayer(t.database.db, NOW);
    await get(`/v1/client/athletes/${athlete.slug}`);
    const signedIn = await get(`/v1/client/athletes/${athlete.slug}`, player.headers);
    expect(signedIn.headers['x-cache']).toBeUndefined();
  });

  it('forgets everything after a successful write through the API', async () => {
    const athlete = await createAthlete(t.database.db);
    await get(`/v1/client/athletes/${athlete.slug}`);
    expect((await get(`/v1/client/athletes/${athlete.slug}`)).headers['x-cache']).toBe('hit');
    const player = await createPlayer(t.database.db, NOW);
    const write = await t.app.inject({
      method: 'DELETE',
      url: '/v1/client/sessions',
      headers: player.headers,
    });
    expect(write.statusCode).toBe(200);
    expect((await get(`/v1/client/athletes/${athlete.slug}`)).headers['x-cache']).toBeUndefined();
  });

  it('does not keep errors: a missing trainer is looked up again', async () => {
    await get('/v1/client/athletes/nobody-here');
    const again = await get('/v1/client/athletes/nobody-here');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('keeps the compressed answer per accepted encoding and serves the same bytes again', async () => {
    const athlete = await createAthlete(t.database.db, { firstName: 'Brooke' });
    for (let i = 0; i < 3; i++) await createService(t.database.db, athlete, { name: `Drill ${i}` });
    const url = `/v1/client/athletes/${athlete.slug}`;
    const plain = await get(url);
    const first = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('accept-encoding');
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);

    const again = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    // A client that takes only gzip (or nothing) is never handed brotli from the cache.
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const none = await get(url);
    expect(none.headers['x-cache']).toBe('hit');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it('asks the database once when many visitors open the same page at the same moment', async () => {
    const athlete = await createAthlete(t.database.db, { firstName: 'Dana' });
    const url = `/v1/client/athletes/${athlete.slug}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    // One request did the work; the five others were handed its answer.
    expect(answers.filter((a) => a.headers['x-cache'] === undefined)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    // A page that does not exist is not shared: each visitor gets its own 404.
    const missing = await Promise.all(
      Array.from({ length: 3 }, () => get('/v1/client/athletes/nobody-at-all')),
    );
    expect(missing.map((a) => [a.statusCode, a.headers['x-cache']])).toEqual([
      [404, undefined],
      [404, undefined],
      [404, undefined],
    ]);
  });
});
