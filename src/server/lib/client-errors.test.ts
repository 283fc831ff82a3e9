import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../testing/test-app';

// Node's HTTP parser refuses these before Fastify routes them: only a real socket shows it.
const t = testAppForFile();
let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers a request line over the header size limit with 431 in the error list shape', async () => {
    const res = await get(`/v1/sports?q=${'a'.repeat(17 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.type).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({ errors: ['Request headers are too large'] });
  });

  it('answers headers over the limit the same way, and ordinary requests still work', async () => {
    const res = await get('/v1/sports', { 'x-padding': 'b'.repeat(17 * 1024) });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ errors: ['Request headers are too large'] });
    expect((await get('/healthz')).status).toBe(200);
  });
});
