import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { insertClient } from '../features/clients/clients.repository';
import { openDatabase } from './client';
import { athletes, calendarEntries, clients } from './schema';
import { seedDemoData } from './seed/demo-data';

// The embedded database on disk, as `npm start` uses it: a restart keeps everything.
const dataDir = mkdtempSync(path.join(tmpdir(), 'trainhub-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startOnce() {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const { seeded } = await seedDemoData(database.db);
  return { database, seeded };
}

describe('restarting the product on the embedded database', () => {
  it('seeds once, keeps data across a restart and never re-seeds', async () => {
    const first = await startOnce();
    expect(first.seeded).toBe(true);
    const db1 = first.database.db;
    // Data written after seeding must survive too.
    await insertClient(db1, { email: 'kept@example.test', firstName: 'Kept', lastName: 'Player' });
    const before = {
      athletes: (await db1.select({ n: count() }).from(athletes))[0]?.n,
      entries: (await db1.select({ n: count() }).from(calendarEntries))[0]?.n,
      clients: (await db1.select({ n: count() }).from(clients))[0]?.n,
    };
    await first.database.close();

    const second = await startOnce();
    expect(second.seeded).toBe(false);
    const db2 = second.database.db;
    const after = {
      athletes: (await db2.select({ n: count() }).from(athletes))[0]?.n,
      entries: (await db2.select({ n: count() }).from(calendarEntries))[0]?.n,
      clients: (await db2.select({ n: count() }).from(clients))[0]?.n,
    };
    expect(after).toEqual(before);
    expect(before.athletes).toBeGreaterThanOrEqual(60);
    await second.database.close();
  });
});
