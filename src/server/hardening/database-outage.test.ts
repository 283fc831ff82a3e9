import { createServer, type Server, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { openTestDatabase } from '../testing/test-app';

// The database going away for a while and coming back, without restarting the app.
const ONE_PING_CACHE = 1100; // /healthz reuses the ping's answer for 1 s.

async function eventually(check: () => Promise<boolean>, ms = 8000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function appOn(database: Database): Promise<FastifyInstance> {
  const app = await buildApp({ database, logLevel: 'silent', rateLimits: false });
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

describe('database unreachable for a while', () => {
  it('/healthz answers 503 while the ping fails and 200 again once it answers (any database)', async () => {
    const real = await openTestDatabase();
    cleanups.push(() => real.close());
    let down = false;
    const app = await appOn({
      ...real,
      ping: async () => {
        if (down) throw new Error('connect ECONNREFUSED');
        await real.ping();
      },
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    down = true;
    await new Promise((r) => setTimeout(r, ONE_PING_CACHE));
    const unhealthy = await app.inject({ method: 'GET', url: '/healthz' });
    expect(unhealthy.statusCode).toBe(503);
    expect(unhealthy.json()).toEqual({ errors: ['Database unavailable'] });
    down = false;
    await new Promise((r) => setTimeout(r, ONE_PING_CACHE));
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('tells an unreachable database (503, retry) from a failing query (500) on any database', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const app = await buildApp({ database, logLevel: 'silent', rateLimits: false });
    cleanups.push(() => app.close());
    // As Drizzle reports a driver failure: its own error with the driver's in `cause`.
    const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });
    app.get('/v1/test/connection-reset', async () => {
      throw wrapped(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
    });
    app.get('/v1/test/terminated', async () => {
      throw wrapped(new Error('Connection terminated unexpectedly'));
    });
    app.get('/v1/test/bad-query', async () => {
      throw wrapped(Object.assign(new Error('column "x" does not exist'), { code: '42703' }));
    });
    await app.ready();
    for (const url of ['/v1/test/connection-reset', '/v1/test/terminated']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        errors: ['The service is temporarily unavailable. Please try again shortly.'],
      });
    }
    const bug = await app.inject({ method: 'GET', url: '/v1/test/bad-query' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ errors: ['Something went wrong on our side. Please try again.'] });
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  // PGlite runs inside the process: it cannot become unreachable. CI's PostgreSQL run covers it.
  it.skipIf(!serverUrl)(
    'on PostgreSQL: a cut network gives 503s with a clear message, and the pool reconnects by itself',
    async () => {
      const base = await openTestDatabase();
      cleanups.push(() => base.close());
      const { rows } = await base.executeSql('select current_database() as name', []);
      const first = rows[0];
      const name = typeof first === 'object' && first && 'name' in first ? String(first.name) : '';
      const target = new URL(serverUrl ?? '');
      const proxy = await startProxy(target.hostname, Number(target.port || 5432));
      cleanups.push(() => proxy.close());
      const viaProxy = new URL(serverUrl ?? '');
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      viaProxy.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: viaProxy.toString(), poolSize: 4 });
      cleanups.push(() => database.close());
      const app = await appOn(database);

      expect((await app.inject({ method: 'GET', url: '/v1/sports' })).statusCode).toBe(200);
      proxy.cut();
      for (const url of ['/v1/sports', '/v1/colleges', '/v1/client/athletes']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual({
          errors: ['The service is temporarily unavailable. Please try again shortly.'],
        });
      }
      await new Promise((r) => setTimeout(r, ONE_PING_CACHE));
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);

      proxy.restore();
      await eventually(async () => (await app.inject({ method: 'GET', url: '/healthz' })).statusCode === 200);
      expect((await app.inject({ method: 'GET', url: '/v1/sports' })).statusCode).toBe(200);
    },
    30_000,
  );
});

/** A TCP proxy to PostgreSQL that can drop every connection and refuse new ones. */
async function startProxy(host: string, port: number) {
  let open = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = new Socket();
    upstream.connect(port, host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut: () => {
      open = false;
      for (const s of sockets) s.destroy();
    },
    restore: () => {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
