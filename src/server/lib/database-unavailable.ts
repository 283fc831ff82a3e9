// Socket-level failures of the database connection (Node's codes) and PostgreSQL's own
// "cannot serve you now" classes: 08 connection exception, 57P01-57P03 shutdown / cannot connect.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const POSTGRES_CODES = /^(08[0-9A-Z]{3}|57P0[1-3])$/;
// node-postgres reports a dropped or timed-out connection with these messages and no code.
const POOL_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Connection ended unexpectedly/i;

/**
 * True when an error (or one it wraps: Drizzle wraps driver errors in `cause`) says the
 * database could not be reached, as opposed to a query that failed: the answer is then 503,
 * "try again shortly", like /healthz, not a 500 that reads as a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code))) return true;
    const message = 'message' in current ? current.message : undefined;
    if (typeof message === 'string' && POOL_MESSAGES.test(message)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';
