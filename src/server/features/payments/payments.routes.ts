import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorListSchema } from '../../../shared/api/common';
import {
  createChargeBodySchema,
  paymentParamsSchema,
  paymentResponseSchema,
  transferChargeBodySchema,
} from '../../../shared/api/payments';
import type { FeatureOptions } from '../../context';
import { withRequestLinks } from '../../lib/request-links';
import { requireAthlete, requireClient } from '../auth/auth.plugin';
import { trainerOnly } from '../trainer-account/trainer-auth';
import { paymentResource } from './payments.serializer';
import { createCharge, findOwnPayment, transferCharge } from './payments.service';

const responses = {
  200: paymentResponseSchema,
  401: errorListSchema,
  404: errorListSchema,
  409: errorListSchema,
  422: errorListSchema,
};

export const paymentRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.post(
    '/v1/client/payments/:id/checkout',
    {
      schema: {
        tags: ['payment'],
        summary: 'The caller’s payment with its checkout lines (read before paying)',
        params: paymentParamsSchema,
        response: responses,
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      return { data: paymentResource(await findOwnPayment(ctx, request.params.id, { clientId })) };
    },
  );

  app.post(
    '/v1/client/payments/:id/create_charge',
    {
      schema: {
        tags: ['payment'],
        summary: 'Charge a payment still due on one of the caller’s cards',
        description:
          '`amount` (dollars) must equal the payment’s amount; the server charges its own figure. ' +
          'Only pending or failed payments can be charged; a paid one answers 409.',
        params: paymentParamsSchema,
        body: createChargeBodySchema,
        response: responses,
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      const paid = await createCharge(
        withRequestLinks(ctx, request),
        clientId,
        request.params.id,
        request.body.payment,
      );
      return { data: paymentResource(paid) };
    },
  );

  app.post(
    '/v1/payments/:id/transfer_charge',
    {
      // A player's token or none is refused (401) before the body is read, as on every trainer route.
      onRequest: trainerOnly,
      schema: {
        tags: ['payment'],
        summary: 'Trainer payout of a completed, paid booking (the training price)',
        description:
          '`id` is the payment’s id (the trainer’s payouts list gives it as `payment_id`). Only completed, ' +
          'paid bookings; a second call answers 409. `account_id` defaults to the trainer’s connected ' +
          'account; with none connected yet, the one named is connected (ADR 0029). Another trainer’s ' +
          'payment answers 404.',
        security: [{ authToken: [] }],
        params: paymentParamsSchema,
        body: transferChargeBodySchema,
        response: responses,
      },
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      const paid = await transferCharge(ctx, athleteId, request.params.id, request.body?.payment?.account_id);
      return { data: paymentResource(paid) };
    },
  );
};
