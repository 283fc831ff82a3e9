import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../testing/throwaway-database';
import { openDatabase } from './client';

// Several API processes starting at once on one empty PostgreSQL server (replicas, a rolling
// deploy): every one of them must come up. PGlite has one process per data folder (its lock
// file), so this runs only against a real server (TEST_DATABASE_URL).
const serverUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', 'meta', '_journal.json'),
    'utf8',
  ),
) as { entries: unknown[] };

describe.skipIf(!serverUrl)('migrating an empty PostgreSQL database from two processes at once', () => {
  it('succeeds for both, ten times in a row, and applies each migration once', async () => {
    for (let run = 1; run <= 10; run++) {
      const { databaseUrl, drop } = await createThrowawayDatabase(serverUrl ?? '', 'migrate');
      const first = await openDatabase({ databaseUrl, poolSize: 3 });
      const second = await openDatabase({ databaseUrl, poolSize: 3 });
      try {
        const outcomes = await Promise.allSettled([first.migrate(), second.migrate()]);
        expect(
          outcomes.map((o) => (o.status === 'fulfilled' ? 'migrated' : String(o.reason))),
          `run ${run}`,
        ).toEqual(['migrated', 'migrated']);
        const { rows } = await first.executeSql(
          'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
          [],
        );
        expect(rows, `run ${run}`).toEqual([{ n: journal.entries.length }]);
      } finally {
        await first.close();
        await second.close();
        await drop();
      }
    }
  });
});
