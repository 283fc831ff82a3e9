import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one data-access type every repository takes: the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the versioned migrations that are not applied yet. */
  migrate(): Promise<void>;
  /** Cheap round trip used by /healthz. */
  ping(): Promise<void>;
  /**
   * Plain SQL for libraries that bring their own (the job queue). Without values the text may
   * hold several statements; with values it is one parameterised statement.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Calls `onMessage` with each notification on `channel` (LISTEN/NOTIFY), this process's own
   * writes included, by the time the write's commit has returned. `onGap` is called when
   * notifications may have been missed (the listening connection was lost and is back).
   * A payload `id|text` (migration 0019) is passed on as `text`, once per id (`onceEach`).
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `undefined` keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite database starts as a copy of this dumped data directory (tests start
   * from one migrated once per run, see testing/migrated-template.ts) instead of an empty one.
   */
  template?: Blob | undefined;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.template);
}

/**
 * One process per embedded database: PGlite keeps no lock of its own, and a second process
 * opening the same files (`npm start` in a second terminal) corrupts them. A lock file with
 * the owner's PID refuses the second; a lock left by a process that is gone is taken over.
 */
function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, 'trainhub.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if (errorCode(err) !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsAlive(owner)) {
        throw new Error(
          `The embedded database in ${path.dirname(dir)} is in use by process ${owner}. ` +
            'Stop that process, or start this one with another DATA_DIR.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}`);
}

const errorCode = (err: unknown) => (err instanceof Error && 'code' in err ? String(err.code) : undefined);

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errorCode(err) === 'EPERM';
  }
}

// PGlite's buffer pool lives in the server's own memory (its WebAssembly heap), and PostgreSQL's
// default of 128 MB is resident from the start: most of the embedded server's memory (ADR 0044).
// Pages outside the pool are read from the data directory's files, which the OS caches.
const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<Database> {
  let dir: string | undefined;
  let unlock = () => {};
  if (dataDir) {
    dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
  }
  const client = new PGlite({
    ...(dir ? { dataDir: dir } : template ? { loadDataDir: template } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      // PGlite's `exec` runs multi-statement scripts; the last result carries the rows.
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    // One connection: its notifications arrive before the query that committed returns.
    listen: async (channel, onMessage) => {
      await client.listen(channel, onceEach(onMessage));
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * An empty embedded database with every migration applied, dumped as a data directory: tests
 * open each of their in-memory databases from it (`template`) instead of running initdb and the
 * migrations again per file.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * Keys of the advisory locks that make processes starting together on one PostgreSQL database
 * take turns (replicas, a rolling deploy): any fixed numbers, the same in every process, one
 * per piece of start-up work so that one may run inside another.
 */
const LOCK_KEYS = { migrations: 724_153_019, startUp: 724_153_020 } as const;

/**
 * Runs `work` holding a session-level advisory lock on `client`. The work's own statements
 * start after the lock is taken, so they see everything the previous holder committed. A
 * failure ends the connection (`release` is told so), which frees the lock with it.
 */
async function holdingLock<T>(
  client: pg.ClientBase,
  key: number,
  work: () => Promise<T>,
  release: (failed: boolean) => Promise<void> | void,
): Promise<T> {
  let result: T;
  try {
    await client.query(`SELECT pg_advisory_lock(${key})`);
    result = await work();
    await client.query(`SELECT pg_advisory_unlock(${key})`);
  } catch (err) {
    // The work's error is the one to report, not a failure to close a broken connection.
    await Promise.resolve()
      .then(() => release(true))
      .catch(() => {});
    throw err;
  }
  await release(false);
  return result;
}

/**
 * Drizzle's migrator checks what is applied and then applies the rest, with no lock: two
 * processes on an empty database both create the same schema and tables, and one fails. So it
 * runs on one dedicated connection holding the migrations' lock: the others wait for it, then
 * find every migration applied.
 */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  await holdingLock(
    client,
    LOCK_KEYS.migrations,
    () => migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder }),
    (failed) => client.release(failed),
  );
}

/**
 * Runs start-up work that is not safe to run from two processes at once on one PostgreSQL
 * database (the job queue creating its schema and queues) while every other process running
 * this waits. The lock is held on a connection of its own, so the work may use the pool
 * freely. The embedded database serves one process: the work just runs.
 */
export async function oneProcessAtATime<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  // A server that goes away while the lock is held must not crash the process here.
  client.on('error', () => {});
  return holdingLock(client, LOCK_KEYS.startUp, work, () => client.end());
}

/** How many announcements' ids `onceEach` remembers: repeats arrive within milliseconds. */
const REMEMBERED_ANNOUNCEMENTS = 4096;

/**
 * A notification handler that acts once per announcement. An announcement `id|text` (the
 * transaction's id, migration 0019) reaches a PostgreSQL process on each of its listening
 * connections (every pooled one and the listener, ADR 0038); the first arrival is passed on as
 * `text` and the repeats are dropped. A payload without an id is passed on as it is, each time.
 */
export function onceEach(onMessage: (payload: string) => void): (raw: string) => void {
  const seen = new Set<string>();
  return (raw) => {
    const bar = raw.indexOf('|');
    if (bar < 0) {
      onMessage(raw);
      return;
    }
    if (seen.has(raw)) return;
    seen.add(raw);
    // Oldest first out: a Set iterates in insertion order.
    if (seen.size > REMEMBERED_ANNOUNCEMENTS) seen.delete(seen.values().next().value as string);
    onMessage(raw.slice(bar + 1));
  };
}

/** Channels every pooled connection listens on from its start (ADR 0037's change announcements). */
const POOLED_CHANNELS = ['read_cache'];

const statementNames = new Map<string, string>();

/** A statement's name on every connection: from its text, so one text is one statement. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `th_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text: string; name?: string; values?: unknown[]; submit?: unknown };

/**
 * A pooled connection on which every parameterised statement is a named prepared statement
 * (ADR 0038): PostgreSQL parses and plans it once per connection instead of on each request.
 * The pool's stock `Client` option. A statement's parameters are always values (`$1`…), so the
 * texts are the app's own, bounded set.
 */
class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them through.
  override query(config: any, values?: any, callback?: any): any {
    const hasValues = Array.isArray(values) ? values.length > 0 : false;
    let named = config;
    if (typeof config === 'string' && hasValues) named = { text: config, name: statementName(config) };
    else if (typeof config === 'object' && config !== null && typeof config.submit !== 'function') {
      const c = config as QueryConfigLike;
      if (c.name === undefined && (hasValues || (c.values?.length ?? 0) > 0))
        named = { ...c, name: statementName(c.text) };
    }
    return super.query(named, values, callback);
  }
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const listeners: { channel: string; onMessage: (payload: string) => void }[] = [];
  let listener: pg.Client | undefined;
  let closed = false;
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5000,
    Client: PreparingClient,
    // Every pooled connection listens too: a write's own notification then arrives on its
    // connection before its COMMIT returns, so this process never serves what it just changed.
    // Awaited before the pool hands the connection out (one query at a time per connection).
    onConnect: async (client) => {
      client.on('notification', (message) => deliver(message));
      for (const channel of POOLED_CHANNELS) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema });
  const deliver = (message: pg.Notification) => {
    for (const entry of listeners) {
      if (entry.channel === message.channel) entry.onMessage(message.payload ?? '');
    }
  };
  // One connection that always listens, for the other processes' writes; when it is lost, the
  // next one tells the listeners that notifications may have been missed.
  const connectListener = async (onGap: () => void): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('error', () => {});
    client.on('notification', deliver);
    client.on('end', () => {
      if (closed || listener !== client) return;
      listener = undefined;
      const retry = () => {
        if (closed) return;
        setTimeout(() => connectListener(onGap).then(onGap, retry), 500).unref();
      };
      retry();
    });
    await client.connect();
    for (const { channel } of listeners) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    listener = client;
  };
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(pool),
    ping: async () => {
      await pool.query('select 1');
    },
    executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
    listen: async (channel, onMessage, onGap) => {
      listeners.push({ channel, onMessage: onceEach(onMessage) });
      await connectListener(onGap);
    },
    close: async () => {
      closed = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
