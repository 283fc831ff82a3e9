import type { Db } from './db/client';
import type { CachedPublicReads } from './features/public-reads/public-reads';
import type { Mailer } from './integrations/email/mailer';
import type { ErrorReporter } from './integrations/errors/error-reporter';
import type { JobQueue } from './integrations/jobs/job-queue';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import type { Places } from './integrations/places/places';
import type { Storage } from './integrations/storage/storage';
import type { ReadCache } from './lib/read-cache';

/** What every feature's routes and services get: the database, the clock, outside services. */
export interface AppContext {
  db: Db;
  /** The clock every rule reads; tests pass a fixed or movable one. */
  now: () => Date;
  /** Public address of the web app, for links in emails (no trailing slash). */
  publicUrl: string;
  /**
   * PUBLIC_URL is not set: emails written for a request that came in at a loopback address
   * link to that address instead (`lib/request-links.ts`, ADR 0031).
   */
  publicUrlFollowsLocalRequests: boolean;
  /** Local files (uploads) live under here; PGlite's files too when embedded. */
  dataDir: string;
  mailer: Mailer;
  payments: PaymentProvider;
  /** Background work (emails, notifications, status roll-over): `jobs.send(name, data)`. */
  jobs: JobQueue;
  /** Signed upload links: the local default or an S3-compatible bucket. */
  storage: Storage;
  /** US city search and geocoding (offline dataset by default); callers only log failures. */
  places: Places;
  /** Unexpected (5xx) errors go here; a no-op unless SENTRY_DSN is set. */
  errors: ErrorReporter;
  /** Answers that are the same for everyone, kept until what they show changes (ADR 0037). */
  readCache: ReadCache;
  /** The public reads through that cache: the discovery routes and the rendered pages use them. */
  reads: CachedPublicReads;
}

export interface FeatureOptions {
  ctx: AppContext;
}
