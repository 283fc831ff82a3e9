import type { FastifyInstance } from 'fastify';
import { levels } from 'pino';

const INFO = levels.values.info ?? 30;

/**
 * One line per request, when it is answered (Fastify's default writes two: received and
 * completed). Routes that set their own `logLevel` (the health check: warn) stay quiet.
 * The token header never reaches the log: only method, path, status and time are written.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    // Routes logging at warn (the health check) skip building the line at all.
    if ((levels.values[request.log.level] ?? INFO) > INFO) return done();
    request.log.info(
      {
        method: request.method,
        url: request.routeOptions.url ?? request.url.split('?')[0],
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
