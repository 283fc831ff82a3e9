import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ParserOptions, PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { isTransaction, type NamedStatements, namedStatements } from './pglite-statements';
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

/** Beside this module, in the source tree and in the built server (scripts/build-server.ts). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The built server's empty embedded database, every migration applied (`migratedPgliteTemplate`,
 * written by scripts/build-server.ts): a new data directory starts as a copy of it. Not in the
 * source tree: there a new data directory runs initdb and the migrations.
 */
export const builtEmptyDatabaseFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'empty-database.tar.gz',
);

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `undefined` keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /**
   * A new PGlite database starts as a copy of this dumped data directory instead of running
   * initdb: an in-memory one (tests start from one migrated once per run, see
   * testing/migrated-template.ts), or a data directory that holds no database yet (default: the
   * built server's `builtEmptyDatabaseFile`, when there is one).
   */
  template?: Blob | undefined;
  poolSize?: number;
  /** Told every statement drizzle sends, with its values (the bench's capture of a page's SQL). */
  logger?: Logger | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // PostgreSQL's driver is loaded only for it: the embedded server starts without it (ADR 0044).
  if (options.databaseUrl)
    return (await import('./postgres-client')).openPostgres(
      options.databaseUrl,
      options.poolSize ?? 10,
      options.logger,
    );
  return openPglite(options.dataDir, options.template, options.logger);
}

const LOCK_FILE = 'trainhub.lock';

/**
 * One process per embedded database: PGlite keeps no lock of its own, and a second process
 * opening the same files (`npm start` in a second terminal) corrupts them. A lock file with
 * the owner's PID refuses the second; a lock left by a process that is gone is taken over.
 */
function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, LOCK_FILE);
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

const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
/** PostgreSQL's own mark of a data directory; here also the mark that ours is whole. */
const PG_VERSION = 'PG_VERSION';

/**
 * A new data directory comes whole or not at all (ADR 0083). It is made beside `dir` (initdb, or
 * a copy of `start`), closed, and moved in with PG_VERSION last: a first start killed while it
 * was made leaves no PG_VERSION, so the next start clears what was left and makes it again,
 * instead of opening a database with files missing.
 */
async function createDataDir(dir: string, start: Blob | undefined): Promise<void> {
  for (const entry of readdirSync(dir)) {
    if (entry !== LOCK_FILE) rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  const staging = `${dir}.new`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  const made = new PGlite({
    dataDir: staging,
    ...(start ? { loadDataDir: start } : {}),
    startParams: PGLITE_START_PARAMS,
  });
  await made.waitReady;
  await made.close();
  const entries = readdirSync(staging);
  if (!entries.includes(PG_VERSION)) throw new Error(`PGlite made no database in ${staging}`);
  for (const entry of entries) {
    if (entry !== PG_VERSION) renameSync(path.join(staging, entry), path.join(dir, entry));
  }
  // The moves are on disk before the mark that says they are done.
  syncDir(dir);
  renameSync(path.join(staging, PG_VERSION), path.join(dir, PG_VERSION));
  syncDir(dir);
  rmSync(staging, { recursive: true, force: true });
}

function syncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The built server's empty database (`builtEmptyDatabaseFile`); undefined in the source tree. */
function builtEmptyDatabase(): Blob | undefined {
  if (!existsSync(builtEmptyDatabaseFile)) return undefined;
  return new Blob([readFileSync(builtEmptyDatabaseFile)]);
}

async function openPglite(
  dataDir: string | undefined,
  template: Blob | undefined,
  logger: Logger | undefined,
): Promise<Database> {
  let dir: string | undefined;
  let unlock = () => {};
  let start = template;
  if (dataDir) {
    dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
    // PGlite's initdb runs a second database in memory and copies it over: ~870 MB of memory at
    // its peak and ~2.3 s, against ~340 MB and ~0.8 s for a copy of a dumped one (ADR 0077).
    if (!existsSync(path.join(dir, PG_VERSION))) {
      try {
        await createDataDir(dir, start ?? builtEmptyDatabase());
      } catch (err) {
        unlock();
        throw err;
      }
    }
    start = undefined;
  }
  const client = new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    ...(start ? { loadDataDir: start } : {}),
    startParams: PGLITE_START_PARAMS,
  });
  await client.waitReady;
  const native = readTextTypesAsText(client);
  const plainStatements = namedStatements(client, { parsers: { ...client.parsers, ...native } });
  const db = drizzlePglite({
    client: drizzleView(client, namedStatements(client)) as unknown as PGlite,
    schema,
    ...(logger ? { logger } : {}),
  });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    executeSql: async (text, values) => {
      // As node-postgres reads them: instants and dates as Date objects (`native`).
      if (values && values.length > 0) {
        return { rows: (await plainStatements.query(text, values, undefined, false)).rows };
      }
      // PGlite's `exec` runs multi-statement scripts; the last result carries the rows.
      const results = await client.exec(text, { parsers: native });
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

// The types drizzle's PGlite session reads as the database's text (drizzle-orm/pglite/session.js:
// instants, dates, intervals, numeric[] and their arrays) and maps to its columns' modes itself.
const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const asText = (value: string) => value;

/**
 * Drizzle passes its text parsers for those types with every query, and PGlite merges them into
 * its own (~320 of them, one per type and array type) with an object spread per statement:
 * ~0.13 ms of the embedded server's one core per statement, more than most of our statements
 * take to run (ADR 0064). The instance reads those types as text instead, and drizzle's copy is
 * left out (`drizzleView`); answers the instance's own parsers of those types, which the plain
 * SQL of `executeSql` passes per query.
 */
function readTextTypesAsText(client: PGlite): ParserOptions {
  const native: ParserOptions = {};
  for (const oid of DRIZZLE_TEXT_TYPES) {
    const parser = client.parsers[oid];
    if (parser) native[oid] = parser;
    client.parsers[oid] = asText;
  }
  return native;
}

/** Drizzle's options without its parsers, when they are exactly the text parsers the instance has. */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const oids = Object.keys(parsers);
  if (
    oids.length !== DRIZZLE_TEXT_TYPES.length ||
    !oids.every((oid) => DRIZZLE_TEXT_TYPES.includes(Number(oid)))
  ) {
    return options;
  }
  const { parsers: _same, ...rest } = options;
  return rest;
}

/**
 * What drizzle's PGlite session calls (`query`, `transaction`): a statement with values runs as a
 * named prepared statement (`namedStatements`), others as PGlite runs them; `withoutTextParsers`.
 */
interface DrizzleClient {
  query: PGlite['query'];
  transaction<T>(callback: (tx: DrizzleClient) => Promise<T>): Promise<T>;
}
function drizzleView(client: PGlite | Transaction, statements: NamedStatements): DrizzleClient {
  return {
    query: (text, params, options) => {
      const own = withoutTextParsers(options);
      if (!params || params.length === 0) return client.query(text, params, own);
      return statements.query(text, params, own, isTransaction(client));
    },
    transaction: (callback) => {
      if (isTransaction(client)) throw new Error('drizzle nests transactions with savepoints');
      return client.transaction((tx) => callback(drizzleView(tx, statements)));
    },
  };
}

/**
 * An empty embedded database with every migration applied, dumped as a data directory: tests
 * open each of their in-memory databases from it (`template`) instead of running initdb and the
 * migrations again per file, and the built server starts a new data directory from it
 * (`builtEmptyDatabaseFile`, gzipped: ~5 MB instead of ~40).
 */
export async function migratedPgliteTemplate(compression: 'none' | 'gzip' = 'none'): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return await client.dumpDataDir(compression);
  } finally {
    await client.close();
  }
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

/**
 * Runs start-up work that is not safe to run from two processes at once on one PostgreSQL
 * database (the job queue creating its schema and queues) while every other process running
 * this waits (`postgres-client.ts`). The embedded database serves one process: the work just runs.
 */
export async function oneProcessAtATime<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  return (await import('./postgres-client')).oneProcessAtATime(databaseUrl, work);
}
