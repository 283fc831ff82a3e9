import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

// A first start killed while it made its data directory (ADR 0083): the next start makes it again,
// whole, wherever the kill fell. The child opens a new data directory from the same empty database
// as `npm start` does and is killed `afterMs` after it began.
describe('a first start killed while it made the data directory', () => {
  let root: string;
  let templateFile: string;
  let template: Blob;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'trainhub-killed-'));
    templateFile = path.join(root, 'empty-database.tar.gz');
    template = await migratedPgliteTemplate('gzip');
    writeFileSync(templateFile, Buffer.from(await template.arrayBuffer()));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const firstStart = (dataDir: string, afterMs: number) =>
    new Promise<void>((resolve, reject) => {
      const script = [
        "import { readFileSync } from 'node:fs';",
        `import { openDatabase } from ${JSON.stringify(path.resolve(import.meta.dirname, 'client.ts'))};`,
        `const template = new Blob([readFileSync(${JSON.stringify(templateFile)})]);`,
        "process.stdout.write('opening\\n');",
        `await openDatabase({ dataDir: ${JSON.stringify(dataDir)}, template });`,
        "process.stdout.write('open\\n');",
        'setInterval(() => {}, 1000);',
      ].join('\n');
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child.once('error', reject);
      child.once('exit', () => resolve());
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('opening')) setTimeout(() => child.kill('SIGKILL'), afterMs);
      });
    });

  it.each([50, 300, 700, 1200])('killed %i ms in, it opens whole next time', async (afterMs) => {
    const dataDir = path.join(root, `data-${afterMs}`);
    await firstStart(dataDir, afterMs);
    const database = await openDatabase({ dataDir, template });
    try {
      await database.migrate();
      expect(await database.executeSql('SELECT count(*)::int AS n FROM bookings')).toEqual({
        rows: [{ n: 0 }],
      });
      await database.executeSql("INSERT INTO sports (name, slug) VALUES ('Fencing', 'fencing')");
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, 'pglite.new'))).toBe(false);
  });
});
