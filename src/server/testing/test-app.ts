import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { createThrowawayDatabase } from './throwaway-database';

let template: Blob | undefined;

/** The run's migrated embedded database (migrated-template.ts), read once per test file. */
function migratedTemplate(): Blob | undefined {
  const file = inject('pgliteTemplateFile');
  if (file && !template) template = new Blob([readFileSync(file)]);
  return template;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a copy of the
 * run's migrated template), or a new throwaway database on the PostgreSQL server named by
 * TEST_DATABASE_URL (CI's second run).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ template: migratedTemplate() });
    // Nothing to apply on the template; still run, so a file started without it is migrated.
    await database.migrate();
    return database;
  }
  const { databaseUrl, drop } = await createThrowawayDatabase(serverUrl, 'test');
  const database = await openDatabase({ databaseUrl, poolSize: 20 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(options: Omit<AppOptions, 'database'> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trainhub-test-'));
  const app = await buildApp({
    database,
    logLevel: 'silent',
    // Most files sign in and sign up far more often than a person would; the limits have
    // their own tests (rate-limits.test.ts) that turn them on.
    rateLimits: false,
    ...options,
    context: { dataDir, ...options.context },
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
