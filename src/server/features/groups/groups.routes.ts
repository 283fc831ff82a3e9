import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorListSchema } from '../../../shared/api/common';
import { groupParamsSchema, groupResponseSchema } from '../../../shared/api/groups';
import type { FeatureOptions } from '../../context';
import { sendDocument } from '../../lib/kept-bodies';

export const groupRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    '/v2/athlete/groups/:slug',
    {
      schema: {
        tags: ['discovery'],
        summary: 'A group page: the group and its trainers by first name',
        params: groupParamsSchema,
        response: { 200: groupResponseSchema, 404: errorListSchema, 422: errorListSchema },
      },
    },
    async (request, reply) => sendDocument(request, reply, await ctx.reads.group(request.params.slug)),
  );
};
