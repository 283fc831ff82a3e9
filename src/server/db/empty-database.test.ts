import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPgliteTemplate, openDatabase } from './client';

// The built server starts a new data directory from its empty database, every migration applied
// (ADR 0077), instead of PGlite's initdb: a first `npm start` then peaks at ~390 MB, not ~745.
describe('a new embedded data directory', () => {
  let dataDir: string;
  let template: Blob;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'trainhub-empty-'));
    template = await migratedPgliteTemplate('gzip');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts as a copy of the empty database: its tables are there before any migration runs', async () => {
    const database = await openDatabase({ dataDir, template });
    try {
      expect(await database.executeSql('SELECT count(*)::int AS n FROM bookings')).toEqual({
        rows: [{ n: 0 }],
      });
      // Nothing left to apply; the first sport is added as any write would be.
      await database.migrate();
      await database.executeSql("INSERT INTO sports (name, slug) VALUES ('Fencing', 'fencing')");
    } finally {
      await database.close();
    }
  });

  it('is never overwritten by the empty database once it holds one', async () => {
    const database = await openDatabase({ dataDir, template });
    try {
      expect(await database.executeSql("SELECT name FROM sports WHERE slug = 'fencing'")).toEqual({
        rows: [{ name: 'Fencing' }],
      });
    } finally {
      await database.close();
    }
  });
});
