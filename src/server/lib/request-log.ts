import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
  type onResponseHookHandler,
} from 'fastify';
import pino, {
  type Bindings,
  type ChildLoggerOptions,
  type LevelWithSilentOrString,
  type LogFn,
  levels,
} from 'pino';
import { appendRouteHook } from './route-hooks';

const INFO = levels.values.info ?? 30;

/**
 * `request.log`, made on first use. Fastify builds a pino child logger (bound to the request
 * id) for every request, ~0.6 µs, and more for a route with its own level: a twentieth of a
 * health check's cost (issue 8). Most requests never log through it (the request line below
 * goes through the root logger with the id), so the child is made only when something logs.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): LevelWithSilentOrString {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#logger.level = level;
  }

  get silent(): LogFn {
    return this.#logger.silent;
  }

  fatal(...args: Parameters<LogFn>): void {
    this.#logger.fatal(...args);
  }
  error(...args: Parameters<LogFn>): void {
    this.#logger.error(...args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.#logger.warn(...args);
  }
  info(...args: Parameters<LogFn>): void {
    this.#logger.info(...args);
  }
  debug(...args: Parameters<LogFn>): void {
    this.#logger.debug(...args);
  }
  trace(...args: Parameters<LogFn>): void {
    this.#logger.trace(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}

export interface AppLoggerOptions {
  level: string;
  /** Where lines go (default stdout); tests read them to prove no secret is written. */
  stream?: { write(line: string): void } | undefined;
}

/**
 * The app's pino logger, with the serializers Fastify's own logger would have (an error's
 * stack and cause, a request's method and path, a reply's status) and the token headers
 * redacted.
 *
 * Fastify is built without a logger of its own (`logger: false`) and given this one: with a
 * logger of its own, Fastify adds two response listeners to every request to write its
 * completion line, whether the route logs or not. Side by side, the health check measured
 * 0.84x of the bare server with them and 0.91x without (issue 8's target: 0.85x; ADR 0024).
 * Request loggers and the request line are ours instead (`requestLoggers`,
 * `registerRequestLog`).
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
  return options.stream ? pino(config, options.stream) : pino(config);
}

/**
 * Fastify's `childLoggerFactory`: `request.log` made on first use (see RequestLogger), from
 * the app's logger (Fastify, built without one, hands the factory its no-op logger).
 */
export function requestLoggers(
  root: FastifyBaseLogger,
): NonNullable<FastifyServerOptions['childLoggerFactory']> {
  return (_fastifysOwn, bindings, options) => new RequestLogger(root, bindings, options);
}

/**
 * One line per answered request (Fastify's default writes two: received and completed):
 * id, method, route, status and time, never the query or a header (the token). It is written
 * by an `onResponse` hook put on each route that logs at `info` (`registerRequestLog`): a
 * route with its own quieter level (the health check: warn) has no hook and pays nothing.
 */
export const writeRequestLine: onResponseHookHandler = function writeRequestLine(request, reply, done) {
  if ((levels.values[request.log.level] ?? INFO) <= INFO) {
    request.server.log.info(
      { ...lineOf(request, reply), ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
  }
  done();
};

/** What a request's line says: id, method, route (never the query), status. */
function lineOf(request: FastifyRequest, reply: FastifyReply) {
  return {
    reqId: request.id,
    method: request.method,
    url: request.routeOptions.url ?? request.url.split('?')[0],
    statusCode: reply.statusCode,
  };
}

/** Puts the request line's hook on every route that logs at `info` or below. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const level = route.logLevel ? (levels.values[route.logLevel] ?? INFO) : INFO;
    if (level <= INFO) appendRouteHook(route, 'onResponse', writeRequestLine);
  });
}

/**
 * Fastify's request-scoped lines (errors it handles itself) stay off: our error handler logs
 * what matters (lib/error-handler.ts). A response that failed while being written (the
 * socket broke) gets a line of its own.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error) return;
    request.server.log.error({ ...lineOf(request, reply), err: error }, 'request failed while answering');
  }
}
