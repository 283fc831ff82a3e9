import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../lib/route-schemas';

const PING_TIMEOUT_MS = 2000;

// A database that hangs must not hang the health check: a load balancer needs an answer.
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The database's answer is reused for a second: a load balancer polling many times a second
 * (or a benchmark) costs one ping per second, and concurrent checks share the ping in flight.
 * A database that goes away shows as 503 within a second; one that comes back, as 200.
 */
const FRESH_MS = 1000;
const OK = { status: 'ok' as const };

function cachedCheck(
  ping: () => Promise<void>,
  now = () => performance.now(),
): () => boolean | Promise<boolean> {
  let last: { at: number; ok: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;
  return () => {
    // A fresh answer is given as is (no promise): the health check is polled many times a second.
    if (last && now() - last.at < FRESH_MS) return last.ok;
    inFlight ??= withTimeout(ping(), PING_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    return inFlight.then((ok) => {
      last = { at: now(), ok };
      inFlight = undefined;
      return ok;
    });
  };
}

/** 200 only when the database answers; 503 otherwise (load balancers take the node out). */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  const databaseAnswers = cachedCheck(ping);
  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      // A 15-byte answer: no compression hooks on a route polled many times a second.
      compress: false,
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok') }), ...errorAnswers(503) },
      },
    },
    async (_request, reply) => {
      const answers = databaseAnswers();
      if (answers === true || (answers !== false && (await answers))) return OK;
      return reply.status(503).send({ errors: ['Database unavailable'] });
    },
  );
};
