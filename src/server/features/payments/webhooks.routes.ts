import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookAckSchema } from '../../../shared/api/payments';
import type { FeatureOptions } from '../../context';
import { WebhookSignatureError } from '../../integrations/payments/payment-provider';
import { ApiError } from '../../lib/errors';
import { errorAnswers } from '../../lib/route-schemas';
import { applyPaymentEvent } from './webhooks.service';

export const INVALID_SIGNATURE_MESSAGE = 'Invalid webhook signature';

/**
 * Stripe's notifications about payments (ADR 0008). Only Stripe calls this; it is verified by
 * its signature, never by a session.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  // The signature covers the exact bytes sent, so this plugin (and only this one) keeps JSON
  // bodies raw; everywhere else JSON is parsed as usual.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/v1/payments/webhooks/stripe',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook: payment events (signed with the webhook secret)',
        description:
          'Verified with the `Stripe-Signature` header on the raw body. Each event id is applied ' +
          'once; a replay answers 200 with `duplicate: true` and changes nothing. Answers 404 when ' +
          'Stripe is not the payment provider or no webhook secret is configured.',
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        response: { 200: webhookAckSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const parse = ctx.payments.parseWebhook;
      if (!parse) throw new ApiError(404, ['Not found']);
      const signature = request.headers['stripe-signature'];
      const body: unknown = request.body;
      if (!signature || !Buffer.isBuffer(body)) throw new ApiError(400, [INVALID_SIGNATURE_MESSAGE]);
      let event: ReturnType<typeof parse>;
      try {
        event = parse(body, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new ApiError(400, [INVALID_SIGNATURE_MESSAGE]);
        throw new ApiError(400, ['Request is malformed']);
      }
      const outcome = await applyPaymentEvent(ctx, event);
      if (outcome.paymentId !== null) {
        request.log.info(
          { eventId: event.id, type: event.type, paymentId: outcome.paymentId },
          'payment moved by webhook',
        );
      }
      return { data: { received: true as const, duplicate: outcome.duplicate } };
    },
  );
};
