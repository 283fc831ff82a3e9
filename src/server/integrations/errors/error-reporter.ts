/** What is known about the request an unexpected error happened in. */
export interface ErrorContext {
  /** The signed-in client's id: never the email or the token. */
  clientId?: number | null | undefined;
  /** The route pattern ('/v1/client/profiles/:id'), not the URL with its values. */
  route?: string | undefined;
  method?: string | undefined;
}

/**
 * Where unexpected (5xx) errors go (SPEC §7 "an error-reporting service"). 4xx answers are the
 * caller's mistake and are never reported.
 */
export interface ErrorReporter {
  captureException(error: unknown, context: ErrorContext): void;
  /** Waits for pending reports (at shutdown); true when all were sent. */
  flush(timeoutMs?: number): Promise<boolean>;
}

/** The default without SENTRY_DSN: the log line the error handler writes is the whole record. */
export const noErrorReporter: ErrorReporter = {
  captureException() {},
  flush: async () => true,
};
