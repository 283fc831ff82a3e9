import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorListSchema } from '../../../shared/api/common';

const PING_TIMEOUT_MS = 2000;

// A database that hangs must not hang the health check: a load balancer needs an answer.
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** 200 only when the database answers; 503 otherwise (load balancers take the node out). */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok') }), 503: errorListSchema },
      },
    },
    async (_request, reply) => {
      try {
        await withTimeout(ping(), PING_TIMEOUT_MS);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ errors: ['Database unavailable'] });
      }
    },
  );
};
