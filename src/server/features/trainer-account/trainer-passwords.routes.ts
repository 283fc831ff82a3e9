import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../shared/api/client-fields';
import { messageResponseSchema } from '../../../shared/api/clients';
import {
  trainerResetPasswordBodySchema,
  trainerSendResetQuerySchema,
  trainerUpdatePasswordBodySchema,
} from '../../../shared/api/trainer-account';
import type { FeatureOptions } from '../../context';
import { rateLimited } from '../../lib/rate-limits';
import { withRequestLinks } from '../../lib/request-links';
import { errorAnswers, trainerRouteSchema } from '../../lib/route-schemas';
import { requireAthlete } from '../auth/auth.plugin';
import { resetEmailOf } from '../clients/passwords.service';
import { trainerOnly } from './trainer-auth';
import {
  changeTrainerPassword,
  requestTrainerPasswordReset,
  resetTrainerPassword,
} from './trainer-passwords.service';

export const trainerPasswordRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    '/v1/trainer/profile/send_reset_password',
    {
      config: rateLimited('passwordResetRequest'),
      schema: {
        tags: ['trainer'],
        summary: 'Email a trainer password reset link (same answer whether or not the account exists)',
        description:
          'The link goes to redirect_url only when it is on the web app origin, else to /trainer/new_password.',
        querystring: trainerSendResetQuerySchema,
        response: { 200: messageResponseSchema, ...errorAnswers(422) },
      },
    },
    async (request) => {
      await requestTrainerPasswordReset(
        withRequestLinks(ctx, request),
        resetEmailOf(request.query.email),
        request.query.redirect_url,
      );
      return { data: { message: MESSAGES.resetSent } };
    },
  );

  app.post(
    '/v1/trainer/profile/reset_password',
    {
      config: rateLimited('passwordReset'),
      schema: {
        tags: ['trainer'],
        summary: 'Set a new trainer password with the emailed token; all sessions are signed out',
        body: trainerResetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorAnswers(422) },
      },
    },
    async (request) => {
      const { reset_password_token: token, password } = request.body.athlete;
      await resetTrainerPassword(ctx, token, password);
      return { data: { message: MESSAGES.passwordUpdated } };
    },
  );

  app.put(
    '/v1/trainer/profile/update_password',
    {
      onRequest: trainerOnly,
      schema: trainerRouteSchema({
        summary: 'Change the trainer’s password; other sessions are signed out',
        body: trainerUpdatePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorAnswers(401, 422) },
      }),
    },
    async (request) => {
      const auth = await requireAthlete(request);
      await changeTrainerPassword(ctx, auth, request.body.athlete);
      return { data: { message: MESSAGES.passwordUpdated } };
    },
  );
};
