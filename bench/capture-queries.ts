// The SQL one request of a page runs, captured from the app itself (`bench/run.ts` starts this
// in a process of its own, before the app under test, and reads the last line it prints, JSON).
// The app is built in this process on the given database with the driver's query calls recorded;
// each page is asked at each of its addresses in turn and the last request's statements are kept
// (the first one's include whatever a just-started process does once; two addresses, so that no
// cache can answer the second). Statements whose calls overlapped in time were sent together
// (`Promise.all`) and form one group: `bench/limit-server.ts` sends each group together and the
// groups one after another, as the app did. A pooled connection's own set-up (`LISTEN` for the
// read cache's announcements) is not the page's work and is left out.
//   tsx bench/capture-queries.ts embedded DATA_DIR PAGES_JSON
//   tsx bench/capture-queries.ts postgres DATABASE_URL PAGES_JSON
// PAGES_JSON: [{ "name": "...", "urls": ["/v1/...", "/v1/..."], "signIn": { "email": "...", "password": "..." } }]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';

export interface CapturedStatement {
  text: string;
  values: unknown[];
}
/** Per page: its statements in groups sent together, one group after another. */
export interface CapturedPage {
  status: number;
  groups: CapturedStatement[][];
}
export interface PageToCapture {
  name: string;
  /** The page's addresses, asked in turn; the last request's statements are kept. */
  urls: string[];
  /** A player to sign in as first: the request then carries that player's AUTH-TOKEN. */
  signIn?: { email: string; password: string };
  headers?: Record<string, string>;
}

interface Call extends CapturedStatement {
  started: number;
  ended: number;
}

let recording: Call[] | undefined;
let transactions = 0;

function record(text: string, values: unknown): Call | undefined {
  if (!recording || /^\s*(UN)?LISTEN\b/i.test(text)) return undefined;
  const call: Call = {
    text,
    values: Array.isArray(values) ? values : [],
    started: performance.now(),
    ended: Number.POSITIVE_INFINITY,
  };
  recording.push(call);
  return call;
}

type AnyFn = (...args: unknown[]) => unknown;

/** node-postgres: every statement goes through `Client#query` (the pool's own `query` too). */
function patchPg() {
  const proto = pg.Client.prototype as unknown as Record<string, AnyFn>;
  const original = proto.query as AnyFn;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [config, second] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    const values = Array.isArray(second) ? second : (config as { values?: unknown[] } | undefined)?.values;
    const call = typeof text === 'string' ? record(text, values) : undefined;
    if (!call) return original.apply(this, args);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...result: unknown[]) => {
        call.ended = performance.now();
        return (callback as AnyFn)(...result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) {
      return result.finally(() => {
        call.ended = performance.now();
      });
    }
    call.ended = performance.now();
    return result;
  };
}

/**
 * PGlite: drizzle's statements are named statements there (ADR 0064), sent as protocol messages
 * with their values already serialized, so they are recorded as drizzle sends them (its logger,
 * `pgliteLogger`), with their values as the app had them. PGlite is one connection, which runs
 * one statement at a time whatever was sent together: each is a group of its own. Transactions
 * are counted from the class.
 */
const pgliteLogger = {
  logQuery(text: string, values: unknown[]) {
    const call = record(text, values);
    if (call) call.ended = call.started;
  },
};
function patchPglite() {
  let proto: object | null = PGlite.prototype;
  while (proto && !Object.hasOwn(proto, 'transaction')) proto = Object.getPrototypeOf(proto);
  if (!proto) throw new Error('PGlite has no transaction');
  const holder = proto as Record<string, AnyFn>;
  const original = holder.transaction as AnyFn;
  holder.transaction = async function (this: unknown, ...args: unknown[]) {
    if (recording) transactions += 1;
    return original.apply(this, args);
  };
}

/** Calls that overlapped in time were sent together: one group. */
function grouped(calls: Call[]): CapturedStatement[][] {
  const groups: CapturedStatement[][] = [];
  let current: CapturedStatement[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const call of [...calls].sort((a, b) => a.started - b.started)) {
    if (current.length > 0 && call.started >= end) {
      groups.push(current);
      current = [];
      end = Number.NEGATIVE_INFINITY;
    }
    current.push({ text: call.text, values: call.values });
    end = Math.max(end, call.ended);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

const [mode, target, pagesFile] = process.argv.slice(2);
if ((mode !== 'embedded' && mode !== 'postgres') || !target || !pagesFile) {
  throw new Error('usage: tsx bench/capture-queries.ts embedded DATA_DIR | postgres DATABASE_URL PAGES_JSON');
}
const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as PageToCapture[];
if (mode === 'postgres') patchPg();
else patchPglite();

const database = await openDatabase(
  mode === 'postgres' ? { databaseUrl: target } : { dataDir: target, logger: pgliteLogger },
);
const dataDir = mkdtempSync(path.join(tmpdir(), 'trainhub-capture-'));
// As the app under test serves API requests: no web build, no read cache (the bench's uncached
// requests are each a new answer to it anyway), throttling off (one sign-in per page here).
const app = await buildApp({
  database,
  logLevel: 'silent',
  rateLimits: false,
  readCacheSeconds: 0,
  context: { dataDir },
});
await app.ready();
const captured: Record<string, CapturedPage> = {};
try {
  for (const page of pages) {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip', ...page.headers };
    if (page.signIn) {
      const signIn = await app.inject({ method: 'POST', url: '/v1/client/sessions', payload: page.signIn });
      if (signIn.statusCode !== 200) throw new Error(`sign-in for ${page.name}: ${signIn.statusCode}`);
      headers['auth-token'] = signIn.json().data.attributes.auth_token;
    }
    const last = page.urls.at(-1) ?? '';
    for (const url of page.urls.slice(0, -1)) await app.inject({ method: 'GET', url, headers });
    recording = [];
    transactions = 0;
    const res = await app.inject({ method: 'GET', url: last, headers });
    const calls = recording;
    recording = undefined;
    if (res.statusCode !== 200) throw new Error(`${page.name} (${last}): ${res.statusCode}`);
    if (transactions > 0) throw new Error(`${page.name} ran a transaction: its statements are not captured`);
    if (calls.length === 0) throw new Error(`${page.name}: no statement was captured`);
    captured[page.name] = { status: res.statusCode, groups: grouped(calls) };
  }
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.stdout.write(`${JSON.stringify(captured)}\n`);
