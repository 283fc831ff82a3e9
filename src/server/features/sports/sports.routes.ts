import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorListSchema } from '../../../shared/api/common';
import { sportListResponseSchema, sportParamsSchema, sportResponseSchema } from '../../../shared/api/sports';
import type { FeatureOptions } from '../../context';
import { sendDocument } from '../../lib/kept-bodies';

export const sportRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    '/v1/sports',
    {
      schema: {
        tags: ['reference'],
        summary: 'Sports with positions',
        response: { 200: sportListResponseSchema },
      },
    },
    async (request, reply) => sendDocument(request, reply, await ctx.reads.sports(null)),
  );

  app.get(
    '/v1/sports/:id',
    {
      schema: {
        tags: ['reference'],
        summary: 'One sport with its positions',
        params: sportParamsSchema,
        response: { 200: sportResponseSchema, 404: errorListSchema, 422: errorListSchema },
      },
    },
    async (request, reply) => sendDocument(request, reply, await ctx.reads.sport(request.params.id)),
  );
};
