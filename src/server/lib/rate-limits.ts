import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { epochMs, queryRows } from '../features/calendar/sql-rows';
import { tooManyRequests } from './errors';

/** A string field of `source`, or of one object inside it (`client.email`), normalised. */
function fieldOf(source: unknown, wrapper: string | null, field: string): string {
  if (typeof source !== 'object' || source === null) return '';
  const inner: unknown = wrapper ? (source as Record<string, unknown>)[wrapper] : source;
  if (typeof inner !== 'object' || inner === null) return '';
  const value = (inner as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 320) : '';
}

/** A string field of the body, or of one object inside it (`client.email`), normalised. */
const bodyField = (request: FastifyRequest, wrapper: string | null, field: string) =>
  fieldOf(request.body, wrapper, field);

/** A string field of the query string, or of one object inside it (`client[email]`), normalised. */
const queryField = (request: FastifyRequest, wrapper: string | null, field: string) =>
  fieldOf(request.query, wrapper, field);

/** A path parameter (`:id`), as the route names it. */
function paramField(request: FastifyRequest, field: string): string {
  const params: unknown = request.params;
  if (typeof params !== 'object' || params === null) return '';
  const value = (params as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.slice(0, 100) : '';
}

const MINUTE = 60_000;

export interface Limit {
  max: number;
  windowMs: number;
}

interface Throttle {
  /** The account a call tries (a normalised email); empty when it names none. */
  accountOf?: (request: FastifyRequest) => string;
  /** Tries of one account from one address: a family sharing an address is not locked out by another. */
  perAccountAtAddress?: Limit;
  /** Tries from one address, whatever the account: one address going down a list of accounts. */
  perAddress?: Limit;
  /** Tries of one account, whatever the address: many addresses guessing one password. */
  perAccount?: Limit;
}

/**
 * Limits on the calls that guess or spam (ADR 0011, ADR 0027). A try counts towards the
 * narrowest limit first, then the wider ones only while it is allowed: an address already
 * refused for one account cannot also use up that account's limit for everyone else.
 */
export const RATE_LIMITS = {
  signIn: {
    accountOf: (r) => bodyField(r, null, 'email'),
    perAccountAtAddress: { max: 10, windowMs: 15 * MINUTE },
    perAddress: { max: 30, windowMs: 15 * MINUTE },
    perAccount: { max: 50, windowMs: 15 * MINUTE },
  },
  passwordResetRequest: {
    accountOf: (r) => queryField(r, null, 'email') || queryField(r, 'client', 'email'),
    perAccountAtAddress: { max: 5, windowMs: 60 * MINUTE },
    perAddress: { max: 20, windowMs: 60 * MINUTE },
    perAccount: { max: 10, windowMs: 60 * MINUTE },
  },
  // The emailed token names the account, and cannot be guessed: per address only.
  passwordReset: {
    perAddress: { max: 10, windowMs: 15 * MINUTE },
  },
  accountCreation: {
    accountOf: (r) => bodyField(r, 'client', 'email') || bodyField(r, 'guest_client', 'email'),
    perAddress: { max: 30, windowMs: 60 * MINUTE },
    perAccount: { max: 10, windowMs: 60 * MINUTE },
  },
  // Each new subscription emails its address: per sender address, and per address emailed.
  subscription: {
    accountOf: (r) => bodyField(r, 'subscribed_provided_service', 'email'),
    perAddress: { max: 30, windowMs: 60 * MINUTE },
    perAccount: { max: 10, windowMs: 60 * MINUTE },
  },
  // A disable link emailed again to a subscription's address (ADR 0031): per sender address,
  // and per subscription, so nobody fills a subscriber's inbox with them.
  disableLink: {
    accountOf: (r) => paramField(r, 'id'),
    perAddress: { max: 20, windowMs: 60 * MINUTE },
    perAccount: { max: 3, windowMs: 60 * MINUTE },
  },
} satisfies Record<string, Throttle>;

export type ThrottleName = keyof typeof RATE_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's throttle (lib/rate-limits.ts); set with `rateLimited(name)`. */
    throttle?: ThrottleName;
  }
}

/** Route option: `config: rateLimited('signIn')`. Without `registerRateLimits` it is inert. */
export function rateLimited(name: ThrottleName): { throttle: ThrottleName } {
  return { throttle: name };
}

/**
 * The counted address: the caller as `request.ip` gives it (the socket's peer, or the address
 * the trusted proxies forwarded, `TRUST_PROXY`). IPv6 counts per /64, the block one
 * subscriber usually holds, so that walking through it is not a new address per try.
 */
const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);

/** Counter keys are hashed: the table never holds an address or an email. */
const counterKey = (parts: string[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

const countedRow = z.object({ n: z.number(), count: z.number(), ends_ms: z.number() });

/** One counter of a try: its key and its limit. */
export interface CounterCheck {
  key: string;
  limit: Limit;
}

/**
 * Counts one try against each counter, narrowest first, and answers each counted one's tries in
 * its current window and when that window ends. A counter over its limit stops the count there:
 * the wider counters after it are not counted (an address over its limit on one account does
 * not use up that account's tries from everywhere else). One statement, one round trip, however
 * many counters (ADR 0054): each counter is an atomic upsert, so processes counting the same key
 * at once each get their own number, and the first try after a window ended starts a new one.
 */
export async function countTries(
  db: Db,
  checks: readonly CounterCheck[],
  now: Date,
): Promise<{ count: number; windowEndsAt: Date }[]> {
  if (checks.length === 0) return [];
  const at = sql`${now.toISOString()}::timestamptz`;
  const parts = checks.map(({ key, limit }, i) => {
    const ends = new Date(now.getTime() + limit.windowMs).toISOString();
    const previous = checks[i - 1];
    // Counted only when the narrower counter before it is within its limit (NULL when that one
    // was not counted either: nothing after it is).
    const source = previous
      ? sql`SELECT ${key}, 1, ${ends}::timestamptz WHERE (SELECT count FROM ${sql.raw(`c${i - 1}`)}) <= ${previous.limit.max}`
      : sql`VALUES (${key}, 1, ${ends}::timestamptz)`;
    return sql`${sql.raw(`c${i}`)} AS (
      INSERT INTO rate_limit_counters (key, count, window_ends_at) ${source}
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limit_counters.window_ends_at <= ${at} THEN 1 ELSE rate_limit_counters.count + 1 END,
        window_ends_at = CASE WHEN rate_limit_counters.window_ends_at <= ${at} THEN excluded.window_ends_at ELSE rate_limit_counters.window_ends_at END
      RETURNING ${i}::int AS n, count, ${epochMs(sql.raw('rate_limit_counters.window_ends_at'))}::float8 AS ends_ms
    )`;
  });
  const selects = checks.map((_, i) => sql`SELECT n, count, ends_ms FROM ${sql.raw(`c${i}`)}`);
  const rows = await queryRows(
    db,
    sql`WITH ${sql.join(parts, sql`, `)} ${sql.join(selects, sql` UNION ALL `)} ORDER BY n`,
    countedRow,
  );
  return rows.map((row) => ({ count: row.count, windowEndsAt: new Date(row.ends_ms) }));
}

// Counters of ended windows are deleted now and then, by whichever process comes first.
const SWEEP_EVERY_MS = 10 * MINUTE;

function throttleHandler(
  name: ThrottleName,
  db: Db,
  now: () => Date,
  sweep: (at: Date) => Promise<void>,
): preHandlerAsyncHookHandler {
  const throttle: Throttle = RATE_LIMITS[name];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const at = now();
    await sweep(at);
    const address = addressOf(request);
    const account = throttle.accountOf?.(request) ?? '';
    // Narrowest first; a limit about the account needs a call that names one.
    const checks: Array<[Limit | undefined, string[]]> = [
      [account ? throttle.perAccountAtAddress : undefined, [name, 'account-at-address', account, address]],
      [throttle.perAddress, [name, 'address', address]],
      [account ? throttle.perAccount : undefined, [name, 'account', account]],
    ];
    const counters = checks.flatMap(([limit, parts]) => (limit ? [{ key: counterKey(parts), limit }] : []));
    const counted = await countTries(db, counters, at);
    counted.forEach(({ count, windowEndsAt }, i) => {
      if (count <= (counters[i]?.limit.max ?? Number.POSITIVE_INFINITY)) return;
      const seconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - at.getTime()) / 1000));
      reply.header('retry-after', String(seconds));
      throw tooManyRequests();
    });
  };
}

/**
 * Counters live in the database (`rate_limit_counters`), so every API process on it counts
 * the same tries. The hook runs before the handler and after validation, so a limit can key
 * on the account being tried.
 */
export function registerRateLimits(app: FastifyInstance, options: { db: Db; now: () => Date }): void {
  const { db, now } = options;
  let lastSweep = 0;
  const sweep = async (at: Date) => {
    if (at.getTime() - lastSweep < SWEEP_EVERY_MS && at.getTime() >= lastSweep) return;
    lastSweep = at.getTime();
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, at));
  };
  app.addHook('onRoute', (route) => {
    const name = route.config?.throttle;
    if (!name) return;
    const handler = throttleHandler(name, db, now, sweep);
    const existing = route.preHandler;
    if (Array.isArray(existing)) route.preHandler = [...existing, handler];
    else route.preHandler = existing ? [existing, handler] : [handler];
  });
}
