import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('SEED_DEMO', () => {
  it('seeds the demo accounts by default only outside production', () => {
    expect(parseEnv({}).SEED_DEMO).toBe(true);
    expect(parseEnv({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(parseEnv({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', SEED_DEMO: '' }).SEED_DEMO).toBe(false);
  });

  it('does what it is told when set', () => {
    expect(parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(parseEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => parseEnv({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });
});
