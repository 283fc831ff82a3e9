import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientResponseSchema } from '../../../shared/api/clients';
import type { FeatureOptions } from '../../context';
import { unauthorized } from '../../lib/errors';
import { errorAnswers } from '../../lib/route-schemas';
import { requireClient } from '../auth/auth.plugin';
import { findClientWithCollege } from './clients.repository';
import { clientResource } from './clients.serializer';

export const clientRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  app.get(
    '/v1/client/profiles',
    {
      schema: {
        tags: ['profile'],
        summary: 'The signed-in client (refresh)',
        response: { 200: clientResponseSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      const client = await findClientWithCollege(db, clientId);
      if (!client) throw unauthorized();
      return { data: clientResource(client) };
    },
  );
};
