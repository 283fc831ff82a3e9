import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import pino, { levels } from 'pino';

const INFO = levels.values.info ?? 30;

export interface AppLoggerOptions {
  level: string;
  /** Where lines go (default stdout); tests read them to prove no secret is written. */
  stream?: { write(line: string): void } | undefined;
}

/**
 * The app's pino logger, handed to Fastify as its logger (`loggerInstance`), with the
 * serializers Fastify's own would have (an error's stack and cause, a request's method and
 * path, a reply's status) and the token headers redacted.
 */
export function createAppLogger(options: AppLoggerOptions): FastifyBaseLogger {
  const config = {
    level: options.level,
    redact: ['req.headers["auth-token"]', 'req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      err: pino.stdSerializers.err,
      req: (req: FastifyRequest) => ({ method: req.method, url: req.url, remoteAddress: req.ip }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
    },
  };
  return pino(config, options.stream ?? bufferedStdout());
}

/** Bytes of log lines gathered before one write, and the longest a line waits to be written. */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

/**
 * Standard output, written in chunks of up to 4 KB from a buffer (pino's asynchronous
 * destination) instead of one write per line, and at least once a second so a quiet server's
 * lines still show within a second. One write per request's line was ~0.01-0.02 ms of each request's
 * CPU on a core shared with PostgreSQL (ADR 0076). pino writes what is left when the process
 * exits, a crash's last lines included; only a kill -9 loses up to a second of lines.
 */
function bufferedStdout() {
  const destination = pino.destination({ dest: 1, minLength: LOG_BUFFER_BYTES, sync: false });
  setInterval(() => {
    // A write still under way makes this a no-op (the next tick writes the rest); a closed
    // destination (the process ending) throws.
    try {
      destination.flush();
    } catch {}
  }, LOG_FLUSH_MS).unref();
  return destination;
}

/**
 * Fastify's own two lines per request (received, completed) stay off: `registerRequestLog`
 * writes one line instead, and the error handler logs what failed (lib/error-handler.ts).
 */
export const quietRequestLogging = () => new LogController({ disableRequestLogging: true });

/**
 * One line per answered request, from one `onResponse` hook: id, method, route, status and
 * time, never the query or a header (the token). A route with a quieter level of its own (the
 * health check: warn) writes none.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if ((levels.values[request.log.level] ?? INFO) > INFO) return;
    request.log.info(
      {
        method: request.method,
        url: request.routeOptions.url ?? request.url.split('?')[0],
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
