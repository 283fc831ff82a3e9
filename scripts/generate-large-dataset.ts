// Fills a database with benchmark data: `npx tsx scripts/generate-large-dataset.ts --athletes 100000`.
// Uses DATABASE_URL when set (real PostgreSQL, the place for benchmarks), else PGlite under DATA_DIR.
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import { generateLargeDataset, largeDatasetOptionsSchema } from '../src/server/db/seed/large-dataset';

const USAGE = `Usage: tsx scripts/generate-large-dataset.ts [options]
  --athletes N              trainers to add (default 100000)
  --days D                  days of openings ahead (default 60)
  --entries-per-day E       in-person openings per training day, 1-3 (default 1)
  --services-per-athlete S  training options per trainer, 1-5 (default 3)
  --batch-size B            trainers per transaction (default 2000)
  --concurrency C           batches written at once (default 4 on PostgreSQL, 1 on PGlite)`;

const { values } = parseArgs({
  options: {
    athletes: { type: 'string' },
    days: { type: 'string' },
    'entries-per-day': { type: 'string' },
    'services-per-athlete': { type: 'string' },
    'batch-size': { type: 'string' },
    concurrency: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const parsed = largeDatasetOptionsSchema.safeParse({
  athletes: values.athletes,
  days: values.days,
  entriesPerDay: values['entries-per-day'],
  servicesPerAthlete: values['services-per-athlete'],
  batchSize: values['batch-size'],
  concurrency: values.concurrency,
});
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
  console.error(USAGE);
  process.exit(2);
}

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data',
});
try {
  await database.migrate();
  // PGlite has a single connection, so parallel batches would only queue behind each other.
  const concurrency = database.kind === 'pglite' ? 1 : (parsed.data.concurrency ?? 4);
  const options = { ...parsed.data, concurrency };
  console.log(`generating on ${database.kind}: ${JSON.stringify(options)}`);
  await generateLargeDataset(database.db, { ...options, log: (line) => console.log(line) });
} finally {
  await database.close();
}
