import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../testing/client-profile-factories';
import { createClient } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { Storage } from '../storage/storage';
import type { ErrorReporter } from './error-reporter';
import { createErrorReporterFromEnv } from './errors-from-env';

// A stand-in for Sentry's ingest: every envelope the SDK posts, split into its items.
interface EnvelopeItem {
  type: string;
  payload: string;
}
const items: EnvelopeItem[] = [];
let server: Server;
let dsn: string;

function parseEnvelope(text: string): EnvelopeItem[] {
  const lines = text.split('\n');
  const found: EnvelopeItem[] = [];
  // Line 0 is the envelope header; then an item header line and its payload line, repeated.
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header: { type?: string } = JSON.parse(lines[i] ?? '{}');
    found.push({ type: header.type ?? '', payload: lines[i + 1] ?? '' });
  }
  return found;
}

const events = () => items.filter((item) => item.type === 'event');

async function waitFor<T>(read: () => T | undefined, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting for the report');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const explodingStorage: Storage = {
  kind: 's3',
  createUpload: async () => {
    throw new Error('bucket exploded');
  },
};

let t: TestApp;
let reporter: ErrorReporter;
let token: string;
let client: { id: number; email: string };
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      if (req.url?.startsWith('/api/1/envelope/')) items.push(...parseEnvelope(body.toString('utf8')));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('stand-in has no port');
  dsn = `http://publickey@127.0.0.1:${address.port}/1`;

  reporter = await createErrorReporterFromEnv({
    SENTRY_DSN: dsn,
    SENTRY_ENVIRONMENT: undefined,
    SENTRY_TRACES_SAMPLE_RATE: 0,
    NODE_ENV: 'test',
  });
  t = await createTestApp({ context: { errors: reporter, storage: explodingStorage } });
  const created = await createClient(t.database.db);
  client = { id: created.id, email: created.email };
  token = await signInToken(t.app, created.email, created.password);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const signedUrl = (fileType: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/client/profiles/signed_url?file_type=${fileType}`,
    headers: { 'auth-token': token },
  });

describe('error reporting with SENTRY_DSN set', () => {
  it('sends nothing for a 422', async () => {
    const res = await signedUrl('exe');
    expect(res.statusCode).toBe(422);
    await new Promise((r) => setTimeout(r, 100));
    await reporter.flush(2000);
    expect(events()).toEqual([]);
  });

  it('reports an unexpected error with the client id as the user, and nothing private', async () => {
    const res = await signedUrl('png');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errors: ['Something went wrong on our side. Please try again.'] });

    await reporter.flush(2000);
    const event = await waitFor(() => events()[0]);
    const payload: {
      exception?: { values?: { type?: string; value?: string }[] };
      user?: Record<string, unknown>;
      tags?: Record<string, string>;
      environment?: string;
    } = JSON.parse(event.payload);
    expect(payload.exception?.values?.[0]).toMatchObject({ type: 'Error', value: 'bucket exploded' });
    expect(payload.user).toEqual({ id: String(client.id) });
    expect(payload.tags).toMatchObject({ method: 'GET', route: '/v1/client/profiles/signed_url' });
    expect(payload.environment).toBe('test');
    expect(event.payload).not.toContain(token);
    expect(event.payload).not.toContain(client.email);
    expect(events()).toHaveLength(1);
  });
});
