import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSessionBodySchema } from '../../../shared/api/admin-login';
import { authResponseSchema } from '../../../shared/api/clients';
import type { FeatureOptions } from '../../context';
import { errorAnswers } from '../../lib/route-schemas';
import { authResource } from '../clients/clients.serializer';
import { signInWithAdminToken } from './admin-login.service';

/** SPEC §2 /admin/login/{token}: the page posts the token here and stores the session it gets. */
export const adminLoginRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  app.post(
    '/v1/client/admin_sessions',
    {
      schema: {
        tags: ['session'],
        summary: "Sign in as a client with an operator's single-use link token",
        body: adminSessionBodySchema,
        response: { 200: authResponseSchema, ...errorAnswers(401, 422) },
      },
    },
    async (request) => {
      const { client, token } = await signInWithAdminToken(db, request.body.token, now());
      return { data: authResource(client, token) };
    },
  );
};
