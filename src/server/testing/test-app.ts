import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { createThrowawayDatabase } from './throwaway-database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * throwaway database on the PostgreSQL server named by TEST_DATABASE_URL (CI's second run).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
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
