import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors';

/** The body field that joins the caller's address in a limit's key (sign-in per account). */
function bodyField(request: FastifyRequest, wrapper: string | null, field: string): string {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null) return '';
  const inner: unknown = wrapper ? (body as Record<string, unknown>)[wrapper] : body;
  if (typeof inner !== 'object' || inner === null) return '';
  const value = (inner as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 320) : '';
}

function query(request: FastifyRequest, field: string): string {
  const q: unknown = request.query;
  if (typeof q !== 'object' || q === null) return '';
  const value = (q as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 320) : '';
}

const MINUTE = 60_000;

/**
 * Limits on the calls that guess or spam (ADR 0011): per address, and for sign-in per address
 * and account, so one family behind a shared address is not locked out by another.
 */
export const RATE_LIMITS = {
  signIn: {
    max: 10,
    timeWindow: 15 * MINUTE,
    keyGenerator: (r: FastifyRequest) => `sign-in:${r.ip}:${bodyField(r, null, 'email')}`,
  },
  passwordResetRequest: {
    max: 5,
    timeWindow: 60 * MINUTE,
    keyGenerator: (r: FastifyRequest) => `reset-request:${r.ip}:${query(r, 'email')}`,
  },
  passwordReset: {
    max: 10,
    timeWindow: 15 * MINUTE,
    keyGenerator: (r: FastifyRequest) => `reset:${r.ip}`,
  },
  accountCreation: {
    max: 30,
    timeWindow: 60 * MINUTE,
    keyGenerator: (r: FastifyRequest) => `account:${r.ip}`,
  },
} satisfies Record<string, RateLimitOptions>;

/** Route option: `config: rateLimited('signIn')`. Without the plugin registered it is inert. */
export function rateLimited(name: keyof typeof RATE_LIMITS) {
  return { rateLimit: RATE_LIMITS[name] };
}

/**
 * Counters live in this process's memory: with several API processes each counts on its own,
 * so the effective limit is N times higher (ADR 0011 says when to move them to the database).
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // After validation, so a limit can key on the account being tried.
    hook: 'preHandler',
    errorResponseBuilder: () => tooManyRequests(),
  });
}
