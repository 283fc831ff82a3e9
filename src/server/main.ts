import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, createContext } from './app';
import { oneProcessAtATime, openDatabase } from './db/client';
import { hasDemoData } from './db/seed/has-demo-data';
import { devClockEnabled, devMailboxAccess, linkAddress, parseEnv } from './env';
import { createMessageTransportFromEnv } from './integrations/email/transport';
import { createErrorReporterFromEnv } from './integrations/errors/errors-from-env';
import type { JobQueue } from './integrations/jobs/job-queue';
import { startPgBossQueue } from './integrations/jobs/pg-boss-queue';
import { createPaymentProviderFromEnv } from './integrations/payments/payments-from-env';
import { createStorageFromEnv } from './integrations/storage/storage-from-env';
import { createJobHandlers } from './jobs/handlers';
import { createMovableClock } from './lib/movable-clock';
import { createReadCache } from './lib/read-cache';

const env = parseEnv();
// Links in emails: PUBLIC_URL, or this machine at the address each request came to (ADR 0031).
const links = linkAddress(env);
// DEV_CLOCK (ADR 0018): a movable clock for browser tests; real time otherwise.
const devClock = devClockEnabled(env) ? createMovableClock() : undefined;
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
const errors = await createErrorReporterFromEnv(env);
const storage = await createStorageFromEnv(env, {
  db: database.db,
  now: () => new Date(),
  dataDir: env.DATA_DIR,
});
// The job queue is set up once the app listens (ADR 0044: on the embedded database its set-up was
// most of the start-up, and its queries would queue ahead of the first requests'); a job sent
// before it is ready waits for it. Its reports go to the app's logger.
let logger: FastifyBaseLogger | undefined;
let queueRequested = false;
let startQueue: () => void = () => {};
const queueStarting = new Promise<void>((resolve) => {
  startQueue = () => {
    queueRequested = true;
    resolve();
  };
}).then(() =>
  // Processes starting together on one PostgreSQL database set the queue up one after another:
  // pg-boss creating its schema and queues from two at once fails in one of them (ADR 0027).
  oneProcessAtATime(env.DATABASE_URL, () =>
    startPgBossQueue({
      database,
      log: {
        error: (obj, msg) => logger?.error(obj, msg),
        warn: (obj, msg) => logger?.warn(obj, msg),
        info: (obj, msg) => logger?.info(obj, msg),
      },
    }),
  ),
);
// A failed set-up stops the process where it is awaited below.
queueStarting.catch(() => {});
const jobs: JobQueue = {
  send: async (...args) => (await queueStarting).send(...args),
  sendAll: async (...args) => (await queueStarting).sendAll(...args),
};
const ctx = createContext(database, {
  publicUrl: links.publicUrl,
  publicUrlFollowsLocalRequests: links.followLocalRequests,
  dataDir: env.DATA_DIR,
  storage,
  errors,
  payments: await createPaymentProviderFromEnv(env, database.db),
  jobs,
  readCache: createReadCache({
    ttlSeconds: env.READ_CACHE_SECONDS,
    maxBytes: env.READ_CACHE_MB * 1024 * 1024,
  }),
  ...(devClock ? { now: devClock.now } : {}),
});
const app = await buildApp({
  database,
  logLevel: env.LOG_LEVEL,
  webDistDir: env.WEB_DIST_DIR,
  devMailbox: devMailboxAccess(env),
  rateLimits: env.RATE_LIMITS,
  trustProxy: env.TRUST_PROXY,
  ...(devClock ? { devClock } : {}),
  securityHeaders: {
    // A bucket's addresses (S3_PUBLIC_URL or the bucket's own, and where the PUTs go).
    uploadsPublicUrl: storage.browserOrigins?.files,
    uploadTargetUrl: storage.browserOrigins?.upload,
    stripe: env.STRIPE_PUBLISHABLE_KEY !== undefined,
    sentryDsn: env.SENTRY_DSN,
  },
  context: ctx,
});
logger = app.log;

// PGlite runs no autovacuum: without statistics the planner misjudges joins badly once data
// grows (ADR 0012), and without a visibility map index-only scans still read the table (a
// vacuum makes the trainer page's queries faster, ADR 0023). Vacuumed and analyzed after a
// seed and every hour through the queue; the statistics are kept in the data directory, so a
// restart does not wait for them (issue 23: start-up ≤ 3 s).
const analyze = async () => {
  if (database.kind === 'pglite') await database.executeSql('VACUUM ANALYZE');
};
// The demo's data generator (faker, not installed in production) is loaded only to seed an
// empty database.
if (env.SEED_DEMO && !(await hasDemoData(database.db))) {
  const started = Date.now();
  const { seedDemoData } = await import('./db/seed/demo-data');
  // One process seeds; the others, started together with it, then find the data there.
  // Links in the demo's emails go where this server's own links go (ADR 0031); they are
  // delivered as any other email is, once the job queue has started after listen: not awaited
  // here, where the queue does not run yet (awaiting it would never let the server listen).
  const mailer = {
    deliver: async (ids: readonly number[]) => {
      void ctx.mailer.deliver(ids);
    },
  };
  const { seeded } = await oneProcessAtATime(env.DATABASE_URL, () =>
    seedDemoData(database.db, { publicUrl: ctx.publicUrl, mailer }),
  );
  if (seeded) {
    app.log.info({ ms: Date.now() - started }, 'seeded demo data into the empty database');
    await analyze();
  }
}

// SIGTERM/SIGINT: stop accepting connections, finish in-flight requests, close the database.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  if (queueRequested) await (await queueStarting.catch(() => undefined))?.stop();
  await database.close();
  await errors.flush();
});

await app.listen({ port: env.PORT, host: env.HOST });
startQueue();
const queue = await queueStarting;
await queue.work(
  createJobHandlers({ ctx, transport: createMessageTransportFromEnv(env), log: logger, analyze }),
);
app.log.info(
  { database: database.kind, dataDir: database.kind === 'pglite' ? env.DATA_DIR : undefined },
  'TrainHub is ready',
);
