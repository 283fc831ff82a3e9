import { describe, expect, it } from 'vitest';
import { noErrorReporter } from './error-reporter';
import { createErrorReporterFromEnv } from './errors-from-env';

describe('error reporting without SENTRY_DSN', () => {
  it('is the no-op reporter, which sends nothing and flushes at once', async () => {
    const reporter = await createErrorReporterFromEnv({
      SENTRY_DSN: undefined,
      SENTRY_ENVIRONMENT: undefined,
      SENTRY_TRACES_SAMPLE_RATE: 0,
      NODE_ENV: 'production',
    });
    expect(reporter).toBe(noErrorReporter);
    expect(() => reporter.captureException(new Error('x'), { clientId: 1 })).not.toThrow();
    expect(await reporter.flush()).toBe(true);
  });
});
