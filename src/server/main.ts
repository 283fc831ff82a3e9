import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed/demo-data';
import { parseEnv } from './env';

const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
const app = await buildApp({
  database,
  logLevel: env.LOG_LEVEL,
  webDistDir: env.WEB_DIST_DIR,
  context: { publicUrl: env.PUBLIC_URL, dataDir: env.DATA_DIR },
});

if (env.SEED_DEMO) {
  const started = Date.now();
  const { seeded } = await seedDemoData(database.db);
  if (seeded) app.log.info({ ms: Date.now() - started }, 'seeded demo data into the empty database');
}

// SIGTERM/SIGINT: stop accepting connections, finish in-flight requests, close the database.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(
  { database: database.kind, dataDir: database.kind === 'pglite' ? env.DATA_DIR : undefined },
  'TrainHub is ready',
);
