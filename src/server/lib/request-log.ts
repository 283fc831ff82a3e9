import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  type Bindings,
  type ChildLoggerOptions,
  type LevelWithSilentOrString,
  type LogFn,
  levels,
} from 'pino';

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

/** Fastify's `childLoggerFactory`: request loggers made on first use (see RequestLogger). */
export const lazyRequestLoggers: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new RequestLogger(logger, bindings, options);

/**
 * One line per request, when it is answered (Fastify's default writes two: received and
 * completed), written by Fastify's own log controller when the response has finished: no
 * hook to run on every request. Routes that set their own `logLevel` (the health check: warn)
 * stay quiet. The token header never reaches the log: only method, path, status and time.
 * Fastify's other request-scoped lines (errors it handles itself) stay off: our error
 * handler logs what matters (lib/error-handler.ts).
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
    // Routes logging at warn (the health check) skip building the line at all.
    if ((levels.values[request.log.level] ?? INFO) > INFO) return;
    const line = {
      reqId: request.id,
      method: request.method,
      url: request.routeOptions.url ?? request.url.split('?')[0],
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.server.log.error({ ...line, err: error }, 'request failed while answering');
    else request.server.log.info(line, 'request');
  }
}
