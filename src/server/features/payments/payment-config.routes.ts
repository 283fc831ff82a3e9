import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentConfigResponseSchema } from '../../../shared/api/payments';
import type { FeatureOptions } from '../../context';

/** Tells the browser's card form how to tokenise: the sandbox form, or Stripe Elements. */
export const paymentConfigRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    '/v1/payments/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Which payment provider the card form talks to, with its publishable key',
        response: { 200: paymentConfigResponseSchema },
      },
    },
    async () => ({
      data: { provider: ctx.payments.name, publishable_key: ctx.payments.publishableKey },
    }),
  );
};
