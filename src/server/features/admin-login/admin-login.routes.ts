import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSessionBodySchema } from '../../../shared/api/admin-login';
import { authResponseSchema } from '../../../shared/api/clients';
import { errorListSchema } from '../../../shared/api/common';
import type { FeatureOptions } from '../../context';
import { toClientAttributes } from '../clients/clients.serializer';
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
        response: { 200: authResponseSchema, 401: errorListSchema, 422: errorListSchema },
      },
    },
    async (request) => {
      const { client, token } = await signInWithAdminToken(db, request.body.token, now());
      return {
        data: {
          id: String(client.id),
          type: 'client' as const,
          attributes: { ...toClientAttributes(client), auth_token: token },
        },
      };
    },
  );
};
