import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// The request log (lib/request-log.ts): one line per answered request, written by an
// onResponse hook on each route that logs at info, once the response has finished.
const lines: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(JSON.parse(line)) },
  });
});
afterAll(() => t.close());

const requestLines = () => lines.filter((line) => line.msg === 'request');

describe('request log', () => {
  it('writes one line per answered request: id, method, route, status and time, never the query', async () => {
    lines.length = 0;
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/client/athletes?q[athlete_search_eql]=secret-word',
    });
    expect(list.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/v1/no-such-thing?token=abc' });
    expect(missing.statusCode).toBe(404);

    const written = requestLines();
    expect(written).toHaveLength(2);
    expect(written[0]).toMatchObject({
      method: 'GET',
      url: '/v1/client/athletes',
      statusCode: 200,
      level: 30,
    });
    expect(written[1]).toMatchObject({ method: 'GET', url: '/v1/no-such-thing', statusCode: 404 });
    expect(typeof written[0]?.ms).toBe('number');
    expect(written[0]?.reqId).not.toEqual(written[1]?.reqId);
    expect(JSON.stringify(lines)).not.toContain('secret-word');
    expect(JSON.stringify(lines)).not.toContain('token=abc');
  });

  it('keeps the health check, polled many times a second, out of the log', async () => {
    lines.length = 0;
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(requestLines()).toHaveLength(0);
  });
});
