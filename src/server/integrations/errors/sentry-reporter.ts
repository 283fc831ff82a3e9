import type { ErrorReporter } from './error-reporter';

export interface SentryReporterOptions {
  dsn: string;
  environment?: string | undefined;
  /** Share of requests traced for performance; 0 keeps it to errors (and request sessions). */
  tracesSampleRate?: number | undefined;
}

/**
 * Sentry for the API. `@sentry/node` is imported here, only when a DSN is configured, so a
 * server without one loads none of it. Requests are counted as release-health sessions (the
 * SDK's default); headers, cookies, bodies and query strings are not collected: they carry
 * tokens and children's details. The user is the client id the error handler passes, nothing else.
 */
export async function createSentryReporter(options: SentryReporterOptions): Promise<ErrorReporter> {
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    tracesSampleRate: options.tracesSampleRate ?? 0,
    // The SDK would also capture Fastify's errors itself, without the user and before our error
    // handler (whose report it would then drop as a duplicate): the handler alone decides.
    integrations: [Sentry.fastifyIntegration({ shouldHandleError: () => false })],
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
  });
  return {
    captureException(error, context) {
      Sentry.captureException(error, {
        user: context.clientId ? { id: String(context.clientId) } : undefined,
        tags: {
          ...(context.method ? { method: context.method } : {}),
          ...(context.route ? { route: context.route } : {}),
        },
      });
    },
    flush: (timeoutMs = 2000) => Sentry.flush(timeoutMs),
  };
}
