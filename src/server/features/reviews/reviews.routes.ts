import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorListSchema } from '../../../shared/api/common';
import { createReviewBodySchema, reviewResponseSchema } from '../../../shared/api/reviews';
import type { FeatureOptions } from '../../context';
import { requireClient } from '../auth/auth.plugin';
import { toReviewResource } from './reviews.serializer';
import { createReview } from './reviews.service';

export const reviewRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.post(
    '/v1/client/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a completed training (public comment or private feedback), once per booking',
        description:
          'Rating is always 1. Exactly one of `comment` and `private_comment`. Guest accounts get 403 ' +
          '(they are asked to sign in first); another client’s booking is 404.',
        security: [{ authToken: [] }],
        body: createReviewBodySchema,
        response: {
          201: reviewResponseSchema,
          401: errorListSchema,
          403: errorListSchema,
          404: errorListSchema,
          409: errorListSchema,
          422: errorListSchema,
        },
      },
    },
    async (request, reply) => {
      const { clientId } = await requireClient(request);
      const review = await createReview(ctx, clientId, request.body.review);
      return reply.status(201).send({ data: toReviewResource(review) });
    },
  );
};
