import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'trainhub-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('one process per embedded database', () => {
  it('refuses a second process on the same files while the first runs', async () => {
    const dataDir = tempDir();
    const lockFile = path.join(dataDir, 'pglite', 'trainhub.lock');
    // Another live process holds the database (a long sleep stands in for a second server).
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      mkdirSync(path.dirname(lockFile), { recursive: true });
      writeFileSync(lockFile, String(other.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it on close', async () => {
    const dataDir = tempDir();
    const lockFile = path.join(dataDir, 'pglite', 'trainhub.lock');
    mkdirSync(path.dirname(lockFile), { recursive: true });
    writeFileSync(lockFile, '999999999');
    const database = await openDatabase({ dataDir });
    expect(existsSync(lockFile)).toBe(true);
    await database.close();
    expect(existsSync(lockFile)).toBe(false);
  });
});
