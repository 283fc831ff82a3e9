import { describe, expect, it } from 'vitest';

describe('zod setup for the strict CSP', () => {
  it('makes zod skip its eval probe (jitless) when loaded before zod', async () => {
    await import('./zod-setup');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
