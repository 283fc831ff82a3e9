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

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(parseEnv({}).TRUST_PROXY).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBeUndefined();
  });

  it('takes a number of proxies, or their addresses and ranges', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8 ,::1, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses anything else, trusting everyone included', () => {
    for (const value of ['true', 'proxy.internal', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', ',', '1.5']) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});
