import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteTemplate } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the migrated embedded database every test file starts from ('' on PostgreSQL). */
    pgliteTemplateFile: string;
  }
}

/**
 * Vitest global set-up: migrates one embedded database for the whole run and hands its dump to
 * the test files (openTestDatabase), which would otherwise each spend seconds on initdb and the
 * migrations. The PostgreSQL run (TEST_DATABASE_URL) migrates a throwaway database per file.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplateFile', '');
    return () => {};
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'trainhub-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedPgliteTemplate()).arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
