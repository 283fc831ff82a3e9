import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../shared/api/client-fields';
import {
  messageResponseSchema,
  resetEmailSchema,
  resetPasswordBodySchema,
  sendResetPasswordQuerySchema,
  updatePasswordBodySchema,
} from '../../../shared/api/clients';
import { errorListSchema } from '../../../shared/api/common';
import type { FeatureOptions } from '../../context';
import { unprocessable } from '../../lib/errors';
import { rateLimited } from '../../lib/rate-limits';
import { withRequestLinks } from '../../lib/request-links';
import { requireClient } from '../auth/auth.plugin';
import { changePassword, requestPasswordReset, resetPassword } from './passwords.service';

export const passwordRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.put(
    '/v1/client/profiles/update_password',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change the password; other sessions of the account are signed out',
        security: [{ authToken: [] }],
        body: updatePasswordBodySchema,
        response: { 200: messageResponseSchema, 401: errorListSchema, 422: errorListSchema },
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
        response: { 200: messageResponseSchema, 422: errorListSchema, 429: errorListSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const email = resetEmailSchema.safeParse(query.email ?? query.client?.email);
      if (!email.success) {
        throw unprocessable([{ email: email.error.issues[0]?.message ?? MESSAGES.invalid }]);
      }
      await requestPasswordReset(
        withRequestLinks(ctx, request),
        email.data,
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
        response: { 200: messageResponseSchema, 422: errorListSchema, 429: errorListSchema },
      },
    },
    async (request) => {
      const { reset_password_token: token, password } = request.body.client;
      await resetPassword(ctx, token, password);
      return { data: { message: MESSAGES.passwordUpdated } };
    },
  );
};
