// The PostgreSQL side of `client.ts` (`DATABASE_URL`), loaded only when a server URL is given:
// the embedded server never loads PostgreSQL's driver (ADR 0044).
import { createHash } from 'node:crypto';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Database, migrationsFolder, onceEach } from './client';
import * as schema from './schema';

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
 * this waits. The lock is held on a connection of its own, so the work may use the pool freely.
 */
export async function oneProcessAtATime<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  // A server that goes away while the lock is held must not crash the process here.
  client.on('error', () => {});
  return holdingLock(client, LOCK_KEYS.startUp, work, () => client.end());
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

export async function openPostgres(
  connectionString: string,
  max: number,
  logger?: Logger,
): Promise<Database> {
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
  const db = drizzleNodePg({ client: pool, schema, ...(logger ? { logger } : {}) });
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
