// The bench's data, prepared in a process of its own (`bench/run.ts` starts it and reads the
// last line of its output, JSON). The load generator holds no database in its heap, as in any
// load test where the generator and the database are apart (ADR 0025; it did not explain the
// embedded health check's lower figure in full runs, which stayed at 0.75x).
//   tsx bench/prepare.ts embedded DATA_DIR
//   tsx bench/prepare.ts postgres DATABASE_URL ATHLETES
import { mkdirSync } from 'node:fs';
import { openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed/demo-data';
import { generateLargeDataset } from '../src/server/db/seed/large-dataset';
import { startPgBossQueue } from '../src/server/integrations/jobs/pg-boss-queue';
import { prepareBenchData } from './lib/prepare-data';

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const [mode, target, athletes] = process.argv.slice(2);

if (mode === 'embedded' && target) {
  mkdirSync(target, { recursive: true });
  const embedded = await openDatabase({ dataDir: target });
  await embedded.migrate();
  const data = await prepareBenchData(embedded.db);
  // Vacuumed and analyzed, as the server does after it seeds (src/server/main.ts: PGlite runs no
  // autovacuum): the rows measured the plans of a database that had never been analyzed, which
  // no installation serves for long (the hourly job analyzes it too).
  await embedded.executeSql('VACUUM ANALYZE');
  // "Existing data" is an installation's that has run: with the job queue's tables, which the
  // first start of a new installation creates once after listen (~1.2 s of PGlite's one
  // connection, which the health check's ping waited behind: the start-up row measured that
  // one-off instead of a restart's, ADR 0044).
  const queue = await startPgBossQueue({
    database: embedded,
    log: { error: (obj, msg) => log(`${msg ?? ''} ${JSON.stringify(obj)}`), warn: () => {}, info: () => {} },
  });
  await queue.stop();
  await embedded.close();
  process.stdout.write(`${JSON.stringify({ data })}\n`);
} else if (mode === 'postgres' && target) {
  // The demo data first, as an installation seeds it: its bookings read what the database's
  // triggers keep (an opening's trainings, migration 0033).
  const seeder = await openDatabase({ databaseUrl: target, poolSize: 1 });
  await seeder.migrate();
  await seedDemoData(seeder.db);
  await seeder.close();
  // The loader's connections skip foreign-key triggers, as pg_restore --disable-triggers
  // does: every id it links comes from the rows it has just inserted (16% faster load). The
  // loader keeps what the other triggers would (large-dataset.ts).
  const loader = await openDatabase({
    databaseUrl: `${target}?options=${encodeURIComponent('-c session_replication_role=replica')}`,
    poolSize: 8,
  });
  await loader.migrate();
  const generated = await generateLargeDataset(loader.db, {
    athletes: Number(athletes),
    days: 60,
    entriesPerDay: 1,
    servicesPerAthlete: 3,
    batchSize: 2000,
    concurrency: 4,
    deferIndexes: true,
    log,
  });
  await loader.close();
  const database = await openDatabase({ databaseUrl: target, poolSize: 8 });
  const data = await prepareBenchData(database.db);
  // As after any bulk load: vacuumed (visibility map, hint bits) and checkpointed, and no
  // autovacuum worker left running, else PostgreSQL's catching up on 4 million fresh rows
  // shares core 0 with the server being measured.
  log('postgres: vacuum and checkpoint after the load');
  await database.executeSql('VACUUM ANALYZE');
  await database.executeSql('CHECKPOINT');
  for (let waited = 0; waited < 60; waited++) {
    const busy = await database.executeSql(
      "SELECT count(*)::int AS workers FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'",
    );
    if (Number((busy.rows[0] as { workers?: number } | undefined)?.workers ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await database.close();
  process.stdout.write(`${JSON.stringify({ data, generated })}\n`);
} else {
  throw new Error('usage: tsx bench/prepare.ts embedded DATA_DIR | postgres DATABASE_URL ATHLETES');
}
