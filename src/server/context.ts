import type { Db } from './db/client';
import type { Mailer } from './integrations/email/mailer';
import type { JobQueue } from './integrations/jobs/job-queue';
import type { PaymentProvider } from './integrations/payments/payment-provider';

/** What every feature's routes and services get: the database, the clock, outside services. */
export interface AppContext {
  db: Db;
  /** The clock every rule reads; tests pass a fixed or movable one. */
  now: () => Date;
  /** Public address of the web app, for links in emails (no trailing slash). */
  publicUrl: string;
  /** Local files (uploads) live under here; PGlite's files too when embedded. */
  dataDir: string;
  mailer: Mailer;
  payments: PaymentProvider;
  /** Background work (emails, notifications, status roll-over): `jobs.send(name, data)`. */
  jobs: JobQueue;
}

export interface FeatureOptions {
  ctx: AppContext;
}
