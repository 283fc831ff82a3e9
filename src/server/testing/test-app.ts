import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppOptions, buildApp } from '../app';
import { type Database, type Db, openDatabase } from '../db/client';
import { emailOutbox } from '../db/schema';
import { createThrowawayDatabase } from './throwaway-database';

let template: Blob | undefined;

/** The run's migrated embedded database (migrated-template.ts), read once per test file. */
function migratedTemplate(): Blob | undefined {
  const file = inject('pgliteTemplateFile');
  if (file && !template) template = new Blob([readFileSync(file)]);
  return template;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a copy of the
 * run's migrated template), or a new throwaway database on the PostgreSQL server named by
 * TEST_DATABASE_URL (CI's second run).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ template: migratedTemplate() });
    // Nothing to apply on the template; still run, so a file started without it is migrated.
    await database.migrate();
    return database;
  }
  const { databaseUrl, drop } = await createThrowawayDatabase(serverUrl, 'test');
  const database = await openDatabase({ databaseUrl, poolSize: 20 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(options: Omit<AppOptions, 'database'> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trainhub-test-'));
  const app = await buildApp({
    database,
    logLevel: 'silent',
    // Most files sign in and sign up far more often than a person would; the limits have
    // their own tests (rate-limits.test.ts) that turn them on.
    rateLimits: false,
    ...options,
    context: { dataDir, ...options.context },
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Headers = Record<string, string>;

/** The emails queued to `address` (only those of `kind` when given), oldest first. */
export function emailsTo(db: Db, address: string, kind?: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.toAddress, address), kind === undefined ? undefined : eq(emailOutbox.kind, kind)),
    )
    .orderBy(asc(emailOutbox.id));
}

/** The newest email queued to `address` (of `kind` when given). */
export async function lastEmailTo(db: Db, address: string, kind?: string) {
  return (await emailsTo(db, address, kind)).at(-1);
}

/** The file's test app (testAppForFile) with shortcuts for its database and requests. */
export interface FileTestApp extends TestApp {
  db(): Db;
  /** Injects a request with `headers` and, when there is one, the JSON `payload`. */
  send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Headers): Promise<LightMyRequestResponse>;
  put(url: string, headers: Headers, payload?: object): Promise<LightMyRequestResponse>;
  post(url: string, headers: Headers, payload?: object): Promise<LightMyRequestResponse>;
  /** POSTs `text` as the JSON body as it is: for bodies an object cannot be (broken JSON, raw escapes). */
  postJsonText(url: string, text: string): Promise<LightMyRequestResponse>;
}

/**
 * One app and database for a whole test file, opened before its tests and closed after them.
 * Call it at the top of the file, before the file's own `beforeAll` set-up (hooks run in the
 * order they are registered); its fields and shortcuts read the open app, so use them in hooks
 * and tests.
 */
export function testAppForFile(options: Omit<AppOptions, 'database'> = {}): FileTestApp {
  let open: TestApp | undefined;
  const current = () => {
    if (!open) throw new Error('The test app opens in beforeAll: use it in hooks and tests.');
    return open;
  };
  beforeAll(async () => {
    open = await createTestApp(options);
  });
  afterAll(() => open?.close());
  const send: FileTestApp['send'] = (method, url, headers, payload) =>
    current().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
    db: () => current().database.db,
    send,
    get: (url, headers = {}) => send('GET', url, headers),
    put: (url, headers, payload) => send('PUT', url, headers, payload),
    post: (url, headers, payload) => send('POST', url, headers, payload),
    postJsonText: (url, text) =>
      current().app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: text,
      }),
  };
}

/** The file's test app (testAppForFile) on a clock stopped at `now`, which it keeps as `now`. */
export function testAppAt(
  now: Date,
  options: Omit<AppOptions, 'database'> = {},
): FileTestApp & { now: Date } {
  return Object.assign(testAppForFile({ ...options, context: { ...options.context, now: () => now } }), {
    now,
  });
}

/**
 * Two server processes' apps (each its own connections and read cache, kept 600 s) on one new
 * migrated database on the PostgreSQL server at `serverUrl`: what one writes must reach what the
 * other kept (LISTEN/NOTIFY). Everything is closed and dropped after `work`.
 */
export async function withTwoServerProcesses(
  serverUrl: string,
  prefix: string,
  work: (processes: {
    first: FastifyInstance;
    second: FastifyInstance;
    db: Db;
    /** Until `done` holds (polled every 10 ms) or 5 s pass: how long it took, in ms. */
    waitFor: (done: () => Promise<boolean>) => Promise<number>;
  }) => Promise<void>,
): Promise<void> {
  const { databaseUrl, drop } = await createThrowawayDatabase(serverUrl, prefix);
  const [one, two] = await Promise.all([openDatabase({ databaseUrl }), openDatabase({ databaseUrl })]);
  try {
    await one.migrate();
    const [first, second] = await Promise.all(
      [one, two].map((database) =>
        buildApp({ database, logLevel: 'silent', rateLimits: false, readCacheSeconds: 600 }),
      ),
    );
    if (!first || !second) throw new Error('two apps expected');
    const waitFor = async (done: () => Promise<boolean>) => {
      const started = Date.now();
      while (!(await done()) && Date.now() - started < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return Date.now() - started;
    };
    try {
      await work({ first, second, db: one.db, waitFor });
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  } finally {
    await Promise.all([one.close(), two.close()]);
    await drop();
  }
}
