import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { athleteParamsSchema } from '../../../shared/api/athletes';
import {
  createReviewBodySchema,
  publicReviewListResponseSchema,
  reviewListQuerySchema,
  reviewResponseSchema,
  trainerReviewListResponseSchema,
} from '../../../shared/api/reviews';
import type { FeatureOptions } from '../../context';
import { pagy } from '../../lib/pagination';
import { authTokenSecurity, errorAnswers, trainerRouteSchema } from '../../lib/route-schemas';
import { requireAthlete, requireClient } from '../auth/auth.plugin';
import { trainerOnly } from '../trainer-account/trainer-auth';
import { toPublicReviewResource, toReviewResource, toTrainerReviewResource } from './reviews.serializer';
import { createReview, publicReviewsOf, trainerReviewsOf } from './reviews.service';

export const reviewRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.post(
    '/v1/client/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'Review a completed training: one public review and one private feedback per booking, each once',
        description:
          'Rating is always 1. Exactly one of `comment` (public: shown on the trainer’s page) and ' +
          '`private_comment` (private: only the trainer sees it). A second review of the same kind ' +
          'is 409. Guest accounts get 403 (they are asked to sign in first); another client’s ' +
          'booking is 404.',
        security: authTokenSecurity,
        body: createReviewBodySchema,
        response: { 201: reviewResponseSchema, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { clientId } = await requireClient(request);
      const review = await createReview(ctx, clientId, request.body.review);
      return reply.status(201).send({ data: toReviewResource(review) });
    },
  );

  // Public although under /v1/client, like the trainer's page it belongs to (SPEC §2).
  app.get(
    '/v1/client/athletes/:slug/reviews',
    {
      schema: {
        tags: ['discovery'],
        summary:
          "A trainer's public reviews, newest first: the player's first name, the date, the training, the comment",
        description: 'Private feedback is never listed here. An unknown trainer is 404.',
        params: athleteParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: publicReviewListResponseSchema, ...errorAnswers(404, 422) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { rows, count } = await publicReviewsOf(ctx, request.params.slug, { page, per_page });
      return { data: rows.map(toPublicReviewResource), pagy: pagy({ page, per_page }, count) };
    },
  );

  app.get(
    '/v1/trainer/reviews',
    {
      onRequest: trainerOnly,
      schema: trainerRouteSchema({
        summary: 'The trainer’s reviews of both kinds (public and private feedback), newest first',
        description: 'Only the signed-in trainer’s own, with the player’s name, training and booking date.',
        querystring: reviewListQuerySchema,
        response: { 200: trainerReviewListResponseSchema, ...errorAnswers(401, 422) },
      }),
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      const { page, per_page } = request.query;
      const { rows, count } = await trainerReviewsOf(ctx, athleteId, { page, per_page });
      const now = ctx.now();
      return {
        data: rows.map((r) => toTrainerReviewResource(r, now)),
        pagy: pagy({ page, per_page }, count),
      };
    },
  );
};
