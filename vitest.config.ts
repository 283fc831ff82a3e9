import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // Each API test file opens its own embedded database (WASM): give start-up room. The limits
    // bound a hung test, not the speed of the day's host: CI's shared machines have run the suite
    // at a third of their usual speed, and tests of 10-16 s (ten migrations or queue start-ups in
    // a row, a lock taken over) then neared 30 s. A test that never ends still fails, later.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One test file per core. Vitest's default leaves a core to its own process (cores − 1): on
    // a two-core machine that was one file at a time, and the suite took twice as long (ADR 0067).
    maxWorkers: availableParallelism(),
    // One migrated embedded database for the run; each API test file opens a copy of it.
    globalSetup: ['src/server/testing/migrated-template.ts'],
  },
});
