import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../shared/api/client-fields';
import {
  messageResponseSchema,
  resetPasswordBodySchema,
  sendResetPasswordQuerySchema,
  updatePasswordBodySchema,
} from '../../../shared/api/clients';
import type { FeatureOptions } from '../../context';
import { rateLimited } from '../../lib/rate-limits';
import { withRequestLinks } from '../../lib/request-links';
import { authTokenSecurity, errorAnswers } from '../../lib/route-schemas';
import { requireClient } from '../auth/auth.plugin';
import { changePassword, requestPasswordReset, resetEmailOf, resetPassword } from './passwords.service';

export const passwordRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.put(
    '/v1/client/profiles/update_password',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change the password; other sessions of the account are signed out',
        security: authTokenSecurity,
        body: updatePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorAnswers(401, 422) },
      },
    },
    async (request) => {
      const auth = await requireClient(request);
      await changePassword(ctx, auth, request.body.client);
      return { data: { message: MESSAGES.passwordUpdated } };
    },
  );

  app.get(
    '/v1/client/profiles/send_reset_password',
    {
      config: rateLimited('passwordResetRequest'),
      schema: {
        tags: ['profile'],
        summary: 'Email a password reset link (same answer whether or not the account exists)',
        description:
          'Takes email and redirect_url, or client[email] and client[redirect_url]. The link goes to ' +
          'redirect_url only when it is on the web app origin, else to /new_password.',
        querystring: sendResetPasswordQuerySchema,
        response: { 200: messageResponseSchema, ...errorAnswers(422, 429) },
      },
    },
    async (request) => {
      const query = request.query;
      await requestPasswordReset(
        withRequestLinks(ctx, request),
        resetEmailOf(query.email ?? query.client?.email),
        query.redirect_url ?? query.client?.redirect_url,
      );
      return { data: { message: MESSAGES.resetSent } };
    },
  );

  app.post(
    '/v1/client/profiles/reset_password',
    {
      config: rateLimited('passwordReset'),
      schema: {
        tags: ['profile'],
        summary: 'Set a new password with the emailed token; all sessions are signed out',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorAnswers(422, 429) },
      },
    },
    async (request) => {
      const { reset_password_token: token, password } = request.body.client;
      await resetPassword(ctx, token, password);
      return { data: { message: MESSAGES.passwordUpdated } };
    },
  );
};
