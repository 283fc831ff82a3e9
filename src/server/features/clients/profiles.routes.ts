import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  clientResponseSchema,
  guestClientBodySchema,
  signedUrlQuerySchema,
  signedUrlResponseSchema,
  signUpBodySchema,
  updateProfileBodySchema,
} from '../../../shared/api/clients';
import type { FeatureOptions } from '../../context';
import { rateLimited } from '../../lib/rate-limits';
import { authTokenSecurity, errorAnswers } from '../../lib/route-schemas';
import { requireClient } from '../auth/auth.plugin';
import { profilePictureLink } from '../uploads/uploads.service';
import { authResource, clientResource } from './clients.serializer';
import { passwordRoutes } from './passwords.routes';
import { playerRoutes } from './players.routes';
import { updateProfile } from './profile.service';
import { createGuest, signUp } from './sign-up.service';

export const profileRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.post(
    '/v1/client/profiles',
    {
      config: rateLimited('accountCreation'),
      schema: {
        tags: ['profile'],
        summary:
          'Sign up (parent/guardian + player); from a guest session it turns that guest into the account',
        description:
          'Sent with the AUTH-TOKEN of a guest, the guest becomes this registered account: same client id, so ' +
          'bookings made as a guest stay with it. The guest token is revoked; use the new auth_token.',
        body: signUpBodySchema,
        response: { 201: authResponseSchema, ...errorAnswers(422, 429) },
      },
    },
    async (request, reply) => {
      const auth = await request.auth();
      const { client, token } = await signUp(ctx, request.body.client, auth?.clientId ?? null, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.code(201).send({ data: authResource(client, token) });
    },
  );

  app.post(
    '/v1/client/profiles/create_guest',
    {
      config: rateLimited('accountCreation'),
      schema: {
        tags: ['profile'],
        summary: 'Create a guest client for the guest checkout (no password)',
        body: guestClientBodySchema,
        response: { 201: authResponseSchema, ...errorAnswers(422, 429) },
      },
    },
    async (request, reply) => {
      const { client, token } = await createGuest(ctx, request.body.guest_client);
      return reply.code(201).send({ data: authResource(client, token) });
    },
  );

  app.put(
    '/v1/client/profiles',
    {
      schema: {
        tags: ['profile'],
        summary: "Update the signed-in client's profile (any subset of fields)",
        description:
          'A registered account changing its email also sends `current_password`; the old address ' +
          'is emailed about the change and every other session of the account is signed out.',
        security: authTokenSecurity,
        body: updateProfileBodySchema,
        response: { 200: clientResponseSchema, ...errorAnswers(401, 422) },
      },
    },
    async (request) => {
      const auth = await requireClient(request);
      const client = await updateProfile(ctx, auth, request.body.client);
      return { data: clientResource(client) };
    },
  );

  app.get(
    '/v1/client/profiles/signed_url',
    {
      schema: {
        tags: ['profile'],
        summary: 'A one-time link to PUT a profile picture to, and the address it will have',
        security: authTokenSecurity,
        querystring: signedUrlQuerySchema,
        response: { 200: signedUrlResponseSchema, ...errorAnswers(401, 422) },
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      return profilePictureLink(ctx, { kind: 'client', id: clientId }, request.query.file_type);
    },
  );

  await app.register(passwordRoutes, { ctx });
  await app.register(playerRoutes, { ctx });
};
