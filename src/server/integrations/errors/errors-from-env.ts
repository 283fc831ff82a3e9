import type { Env } from '../../env';
import { type ErrorReporter, noErrorReporter } from './error-reporter';

/** SENTRY_DSN set: Sentry (loaded only then); otherwise nothing is reported anywhere. */
export async function createErrorReporterFromEnv(
  env: Pick<Env, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'SENTRY_TRACES_SAMPLE_RATE' | 'NODE_ENV'>,
): Promise<ErrorReporter> {
  if (!env.SENTRY_DSN) return noErrorReporter;
  const { createSentryReporter } = await import('./sentry-reporter');
  return createSentryReporter({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
    tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE,
  });
}
