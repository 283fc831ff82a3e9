import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorListSchema } from '../../../shared/api/common';

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
        await ping();
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ errors: ['Database unavailable'] });
      }
    },
  );
};
