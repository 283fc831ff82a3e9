import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // Each API test file opens its own embedded database (WASM): give start-up room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
