import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxListResponseSchema, mailboxMessageResponseSchema } from '../../../shared/api/dev-mailbox';
import { emailOutbox } from '../../db/schema';
import { devMailboxAccess, parseEnv } from '../../env';
import { createClient } from '../../testing/factories';
import { createTestApp, type TestApp, testAppForFile } from '../../testing/test-app';

const PUBLIC_URL = 'https://app.trainhub.test';
const t = testAppForFile({ devMailbox: 'open', rateLimits: false, context: { publicUrl: PUBLIC_URL } });

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /v1/dev/mailbox', () => {
  it('shows the password reset email with its reset link, newest first, filtered by recipient', async () => {
    const client = await createClient(t.database.db, { email: 'Reset.Me@Example.test' });
    const other = await createClient(t.database.db);
    for (const email of [client.email, other.email]) {
      const res = await get(`/v1/client/profiles/send_reset_password?email=${encodeURIComponent(email)}`);
      expect(res.statusCode).toBe(200);
    }

    const all = await get('/v1/dev/mailbox');
    expect(all.statusCode).toBe(200);
    const list = mailboxListResponseSchema.parse(all.json());
    expect(list.data.map((m) => m.attributes.to)).toEqual([other.email, client.email]);

    const mine = await get(`/v1/dev/mailbox?to=${encodeURIComponent('reset.me@example.TEST')}&per_page=5`);
    const body = mailboxListResponseSchema.parse(mine.json());
    expect(body.pagy).toEqual({ page: 1, per_page: 5, count: 1, pages: 1, next: null, prev: null });
    const [message] = body.data;
    expect(message?.type).toBe('email');
    expect(message?.attributes).toMatchObject({
      kind: 'password_reset',
      to: client.email,
      subject: 'Reset your TrainHub password',
      status: 'queued',
    });
    expect(message?.attributes.html).toContain('<a href=');
    const links = message?.attributes.links ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(
      new RegExp(`^${PUBLIC_URL.replace(/\./g, '\\.')}/new_password\\?reset_password_token=[A-Za-z0-9_-]+$`),
    );
    expect(message?.attributes.text).toContain(links[0]);
    expect(Number.isNaN(Date.parse(message?.attributes.created_at ?? ''))).toBe(false);

    const one = await get(`/v1/dev/mailbox/${message?.id}`);
    expect(one.statusCode).toBe(200);
    expect(mailboxMessageResponseSchema.parse(one.json()).data).toEqual(message);
  });

  it('pages through many messages', async () => {
    const to = 'many@example.test';
    await t.database.db.insert(emailOutbox).values(
      Array.from({ length: 12 }, (_, i) => ({
        kind: 'test',
        toAddress: to,
        subject: `Message ${i + 1}`,
        textBody: 'Hello',
        htmlBody: '<p>Hello</p>',
      })),
    );
    const page2 = await get(`/v1/dev/mailbox?to=${to}&page=2&per_page=10`);
    const body = mailboxListResponseSchema.parse(page2.json());
    expect(body.data.map((m) => m.attributes.subject)).toEqual(['Message 2', 'Message 1']);
    expect(body.pagy).toMatchObject({ page: 2, count: 12, pages: 2, next: null, prev: 1 });
  });

  it('answers 404 for an unknown message and 422 for bad paging, in the error shape', async () => {
    const missing = await get('/v1/dev/mailbox/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: ['Message not found'] });
    for (const url of ['/v1/dev/mailbox/abc', '/v1/dev/mailbox?page=0', '/v1/dev/mailbox?per_page=1000']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(Array.isArray(res.json().errors), url).toBe(true);
    }
  });
});

describe('with the dev mailbox off', () => {
  it('does not exist', async () => {
    const off = await createTestApp();
    try {
      for (const url of ['/v1/dev/mailbox', '/v1/dev/mailbox/1']) {
        const res = await off.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ errors: ['Not found'] });
      }
    } finally {
      await off.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the dev mailbox when it is on', async () => {
    const doc = (await get('/v1/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v1/dev/mailbox', '/v1/dev/mailbox/{id}']),
    );
  });
});

describe('on a default install (DEV_MAILBOX unset, NODE_ENV unset)', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ devMailbox: devMailboxAccess(parseEnv({})) });
  });
  afterAll(() => local.close());

  const urls = ['/v1/dev/mailbox', '/v1/dev/mailbox/1', '/v1/dev/mailbox?page=0'];
  const expectHidden = async (options: { remoteAddress?: string; headers?: Record<string, string> }) => {
    for (const url of urls) {
      const res = await local.app.inject({ method: 'GET', url, ...options });
      expect(res.statusCode, `${url} ${JSON.stringify(options)}`).toBe(404);
      expect(res.json(), url).toEqual({ errors: ['Not found'] });
    }
  };

  it('answers a caller from another machine 404, in the error shape', async () => {
    for (const remoteAddress of ['203.0.113.7', '192.168.1.20', '::ffff:10.0.0.3', '2001:db8::1']) {
      await expectHidden({ remoteAddress });
    }
  });

  it('answers 404 to a request that came through a proxy on this machine', async () => {
    const proxyHeaders: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      { 'x-forwarded-host': 'trainhub.example' },
      { via: '1.1 proxy' },
      // What CDNs and some proxies send instead.
      { 'x-client-ip': '203.0.113.7' },
      { 'true-client-ip': '203.0.113.7' },
      { 'cf-connecting-ip': '203.0.113.7' },
      { 'fastly-client-ip': '203.0.113.7' },
    ];
    for (const headers of proxyHeaders) {
      await expectHidden({ remoteAddress: '127.0.0.1', headers });
    }
  });

  it('answers 404 to a page of another site whose name points at this machine', async () => {
    await expectHidden({ remoteAddress: '127.0.0.1', headers: { host: 'attacker.example:3000' } });
  });

  it('shows the mail to the person at this machine', async () => {
    for (const [remoteAddress, host] of [
      ['127.0.0.1', 'localhost:3000'],
      ['127.0.0.1', '127.0.0.1:3100'],
      ['::1', '[::1]:3000'],
      ['::ffff:127.0.0.1', 'localhost'],
    ] as const) {
      const res = await local.app.inject({
        method: 'GET',
        url: '/v1/dev/mailbox',
        remoteAddress,
        headers: { host },
      });
      expect(res.statusCode, `${remoteAddress} ${host}`).toBe(200);
      expect(mailboxListResponseSchema.parse(res.json()).data).toEqual([]);
    }
  });
});

describe('DEV_MAILBOX and NODE_ENV', () => {
  it('local by default, off in production unless explicitly true, off when false', () => {
    expect(devMailboxAccess(parseEnv({}))).toBe('local');
    expect(devMailboxAccess(parseEnv({ NODE_ENV: 'test', DEV_MAILBOX: '' }))).toBe('local');
    expect(devMailboxAccess(parseEnv({ NODE_ENV: 'production' }))).toBe('off');
    expect(devMailboxAccess(parseEnv({ DEV_MAILBOX: 'false' }))).toBe('off');
    expect(devMailboxAccess(parseEnv({ DEV_MAILBOX: 'true' }))).toBe('open');
    expect(devMailboxAccess(parseEnv({ NODE_ENV: 'production', DEV_MAILBOX: 'true' }))).toBe('open');
  });
});
