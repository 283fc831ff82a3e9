import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // Each API test file opens its own embedded database (WASM): give start-up room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One migrated embedded database for the run; each API test file opens a copy of it.
    globalSetup: ['src/server/testing/migrated-template.ts'],
  },
});
