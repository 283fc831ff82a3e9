import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponseSchema, signInBodySchema } from '../../../shared/api/clients';
import type { FeatureOptions } from '../../context';
import { rateLimited } from '../../lib/rate-limits';
import { errorAnswers, nullDataSchema } from '../../lib/route-schemas';
import { authResource } from '../clients/clients.serializer';
import { requireClient } from './auth.plugin';
import { signIn, signOut } from './sessions.service';

export const sessionRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  app.post(
    '/v1/client/sessions',
    {
      config: rateLimited('signIn'),
      schema: {
        tags: ['session'],
        summary: 'Sign in with email and password',
        body: signInBodySchema,
        response: { 200: authResponseSchema, ...errorAnswers(401, 422, 429) },
      },
    },
    async (request) => {
      const { client, token } = await signIn(db, request.body.email, request.body.password, now());
      return { data: authResource(client, token) };
    },
  );

  app.delete(
    '/v1/client/sessions',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign out: revokes the AUTH-TOKEN on the server',
        response: { 200: nullDataSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const auth = await requireClient(request);
      await signOut(db, auth.sessionId, now());
      return { data: null };
    },
  );
};
