import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  athleteDetailQuerySchema,
  athleteDetailResponseSchema,
  athleteListQuerySchema,
  athleteListResponseSchema,
  athleteParamsSchema,
} from '../../../shared/api/athletes';
import { errorListSchema } from '../../../shared/api/common';
import type { FeatureOptions } from '../../context';
import { sendDocument } from '../../lib/kept-bodies';

// Public although under /v1/client: trainer and school pages are open to anyone (SPEC §2).
export const athleteRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    '/v1/client/athletes',
    {
      schema: {
        tags: ['discovery'],
        summary: 'Trainers, filtered by school, gender, sport, type and location; by name',
        querystring: athleteListQuerySchema,
        response: { 200: athleteListResponseSchema, 422: errorListSchema },
      },
    },
    async (request, reply) => {
      const { q, page, per_page } = request.query;
      return sendDocument(request, reply, await ctx.reads.athletes({ q, page: { page, per_page } }));
    },
  );

  app.get(
    '/v1/client/athletes/:slug',
    {
      schema: {
        tags: ['discovery'],
        summary: "A trainer's page: trainings, bookable ones, slots of the next 60 days",
        params: athleteParamsSchema,
        querystring: athleteDetailQuerySchema,
        response: { 200: athleteDetailResponseSchema, 404: errorListSchema, 422: errorListSchema },
      },
    },
    async (request, reply) =>
      sendDocument(
        request,
        reply,
        await ctx.reads.athlete({
          slug: request.params.slug,
          providedService: request.query.provided_service,
        }),
      ),
  );
};
