import { isIP } from 'node:net';
import { z } from 'zod';
import type { DevMailboxAccess } from './features/mailbox/mailbox.routes';

// `FOO=` in an env file means unset, not an empty value to validate.
const unsetWhenBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Names `@fastify/proxy-addr` knows for the usual private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

// TRUST_PROXY: a hop count (`1`: one proxy in front), or the proxies' addresses and ranges.
const trustProxySchema = z.string().transform((value, ctx): number | string[] => {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || invalid.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a number of proxies or a comma-separated list of addresses or CIDR ranges (not ${invalid.join(', ') || 'empty'})`,
    });
    return z.NEVER;
  }
  return entries;
});

// Configuration is parsed once at start; a bad value stops the process with a clear message.
const envFields = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Unset: embedded PGlite under DATA_DIR. Set: a real PostgreSQL server.
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  // Seed demo data into an empty database at start. Unset: on unless NODE_ENV=production (the
  // README publishes the demo accounts' password); resolved in `envSchema` below.
  SEED_DEMO: unsetWhenBlank(z.enum(['true', 'false']).transform((v) => v === 'true')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Throttling of sign-in, password reset and new accounts (ADR 0011). Browser test runs
  // turn it off: every journey signs in from 127.0.0.1, often as the one demo account.
  RATE_LIMITS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // Proxies in front of the server whose X-Forwarded-For/-Proto/-Host are believed (ADR 0027).
  // Unset: none, the connection's peer is the caller; a client's own X-Forwarded-For is ignored.
  TRUST_PROXY: unsetWhenBlank(trustProxySchema),
  // The longest a public answer (trainer list and page, school, group, rendered page) is kept
  // when it cannot tell when the clock changes it; one that can (a trainer page: its first slot
  // closing) is kept until then, at most 300 s. Writes drop what they change at once (ADR 0037,
  // 0050).
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  // The memory those answers may hold together, in MB; past it the oldest are dropped (ADR 0044).
  READ_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(32),
  // Public address of the web app, for links in emails. Unset: see `linkAddress` below
  // (required in production).
  PUBLIC_URL: unsetWhenBlank(
    z
      .string()
      .url()
      .transform((u) => u.replace(/\/+$/, '')),
  ),
  // Where the built web app lives; served with SPA fallback when present.
  WEB_DIST_DIR: z.string().default('./dist/web'),
  // Local uploads: HMAC secret for the signed PUT links; shared by every API process when
  // several run (unset: random per process, fine for one process as links live 15 minutes).
  UPLOAD_SIGNING_SECRET: unsetWhenBlank(z.string().min(16, 'must be at least 16 characters')),
  // S3-compatible uploads (S3_BUCKET set = presigned PUTs to that bucket instead of local disk).
  S3_BUCKET: unsetWhenBlank(z.string()),
  S3_REGION: unsetWhenBlank(z.string()),
  // For S3-compatible services (MinIO, R2, Spaces): their address; path-style addressing then.
  S3_ENDPOINT: unsetWhenBlank(z.string().url()),
  S3_ACCESS_KEY_ID: unsetWhenBlank(z.string()),
  S3_SECRET_ACCESS_KEY: unsetWhenBlank(z.string()),
  // Public base address of uploaded files (a CDN); unset: the bucket's own address.
  S3_PUBLIC_URL: unsetWhenBlank(
    z
      .string()
      .url()
      .transform((u) => u.replace(/\/+$/, '')),
  ),
  // Email: SMTP_URL (smtp:// or smtps://) sends through that server; unset keeps every
  // message in the email_outbox table only (the dev mailbox shows them).
  SMTP_URL: unsetWhenBlank(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  MAIL_FROM: z.string().min(3).default('TrainHub <no-reply@trainhub.example>'),
  // Operator's dev mailbox (GET /v1/dev/mailbox, /dev/mailbox): see devMailboxAccess.
  DEV_MAILBOX: unsetWhenBlank(z.enum(['true', 'false']).transform((v) => v === 'true')),
  // Dev-only movable clock and on-demand jobs (PUT /v1/dev/clock, POST /v1/dev/jobs/{name}) for
  // browser tests of time-driven rules (ADR 0018). Off unless "true"; refused in production.
  DEV_CLOCK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // City search and geocoding: the offline US zip dataset ('local'); a maps provider later.
  PLACES_PROVIDER: z.enum(['local']).default('local'),
  // Error reporting: a Sentry DSN turns it on; unset, nothing is loaded or sent.
  SENTRY_DSN: unsetWhenBlank(z.string().url()),
  SENTRY_ENVIRONMENT: unsetWhenBlank(z.string()),
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),
  // Card payments: STRIPE_SECRET_KEY set = Stripe (needs STRIPE_PUBLISHABLE_KEY for the
  // browser); unset = the built-in sandbox. The webhook secret verifies
  // POST /v1/payments/webhooks/stripe (unset: that endpoint answers 404).
  STRIPE_SECRET_KEY: unsetWhenBlank(z.string().regex(/^(sk|rk)_/, 'must start with sk_ or rk_')),
  STRIPE_PUBLISHABLE_KEY: unsetWhenBlank(z.string().regex(/^pk_/, 'must start with pk_')),
  STRIPE_WEBHOOK_SECRET: unsetWhenBlank(z.string().regex(/^whsec_/, 'must start with whsec_')),
});

// Defaults that depend on NODE_ENV (ADR 0027): a production server seeds the demo accounts
// only when asked for explicitly.
const envSchema = envFields.transform((env) => ({
  ...env,
  SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
}));

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * The dev mailbox lists every email with its links, reset tokens too (ADR 0027). Unset, it
 * answers only the person at this machine, and nobody in production; "true" opens it to every
 * caller (test harnesses), "false" turns it off.
 */
export function devMailboxAccess(env: Pick<Env, 'DEV_MAILBOX' | 'NODE_ENV'>): DevMailboxAccess {
  if (env.DEV_MAILBOX !== undefined) return env.DEV_MAILBOX ? 'open' : 'off';
  return env.NODE_ENV === 'production' ? 'off' : 'local';
}

/** The dev clock moves the time every rule reads: refusing it in production stops a costly mistake. */
export function devClockEnabled(env: Pick<Env, 'DEV_CLOCK' | 'NODE_ENV'>): boolean {
  if (env.DEV_CLOCK && env.NODE_ENV === 'production') {
    throw new Error('Invalid configuration:\n  DEV_CLOCK: must not be on when NODE_ENV=production');
  }
  return env.DEV_CLOCK;
}

/** Where links in emails point (ADR 0031). */
export interface LinkAddress {
  /** PUBLIC_URL, or with none set this machine at its port (`http://localhost:{PORT}`). */
  publicUrl: string;
  /**
   * PUBLIC_URL is not set: a request that came in under a loopback name (localhost, 127.0.0.1,
   * [::1], any port) gets links to the address it used; any other name gets `publicUrl`.
   */
  followLocalRequests: boolean;
}

/**
 * Links in emails must be absolute. On one machine the person opened the site at some loopback
 * address, which their links then follow; a server others reach must say its own address: a
 * production server without PUBLIC_URL stops with a message instead of emailing dead links.
 */
export function linkAddress(env: Pick<Env, 'PUBLIC_URL' | 'PORT' | 'NODE_ENV'>): LinkAddress {
  if (env.PUBLIC_URL !== undefined) return { publicUrl: env.PUBLIC_URL, followLocalRequests: false };
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL: must be set when NODE_ENV=production (the address links in emails point at)',
    );
  }
  return { publicUrl: `http://localhost:${env.PORT}`, followLocalRequests: true };
}
