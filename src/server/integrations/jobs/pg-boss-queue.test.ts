import { describe, expect, it } from 'vitest';
import { oneProcessAtATime, openDatabase } from '../../db/client';
import { createThrowawayDatabase } from '../../testing/throwaway-database';
import { type JobHandlers, startPgBossQueue } from './pg-boss-queue';

// Two API processes starting together on one new PostgreSQL database (replicas, a rolling
// deploy): after the migrations, both set up the job queue's schema, queues and schedules, and
// both must come up. pg-boss alone fails in one of them (a deadlock creating the same queue, or
// its schema created twice). PGlite serves one process per data folder.
const serverUrl = process.env.TEST_DATABASE_URL;
const silent = { error: () => {}, warn: () => {}, info: () => {} };
const noop: JobHandlers = {
  'email.deliver': async () => {},
  'email.sweep': async () => {},
  'openings.notify': async () => {},
  'bookings.complete-past': async () => {},
  'bookings.expire-requests': async () => {},
  'bookings.send-reminders': async () => {},
  'waitlist.offers': async () => {},
  'trainers.daily-agenda': async () => {},
  'reviews.request': async () => {},
  'payments.reconcile': async () => {},
  'database.analyze': async () => {},
};

describe.skipIf(!serverUrl)('two processes starting the job queue at once on a new database', () => {
  it('both come up, ten times in a row', async () => {
    for (let run = 1; run <= 10; run++) {
      const { databaseUrl, drop } = await createThrowawayDatabase(serverUrl ?? '', 'queue');
      const databases = [
        await openDatabase({ databaseUrl, poolSize: 3 }),
        await openDatabase({ databaseUrl, poolSize: 3 }),
      ];
      const started: Awaited<ReturnType<typeof startPgBossQueue>>[] = [];
      try {
        const outcomes = await Promise.allSettled(
          databases.map(async (database) => {
            await database.migrate();
            // As main.ts starts it.
            const queue = await oneProcessAtATime(databaseUrl, () =>
              startPgBossQueue({ database, log: silent, pollingIntervalSeconds: 60 }),
            );
            started.push(queue);
            await queue.work(noop);
          }),
        );
        expect(
          outcomes.map((o) => (o.status === 'fulfilled' ? 'started' : String(o.reason))),
          `run ${run}`,
        ).toEqual(['started', 'started']);
      } finally {
        for (const queue of started) await queue.stop();
        for (const database of databases) await database.close();
        await drop();
      }
    }
  });
});
