import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorListSchema } from '../../../shared/api/common';
import { groupParamsSchema, groupResponseSchema } from '../../../shared/api/groups';
import type { FeatureOptions } from '../../context';
import { showGroup } from './groups.service';

export const groupRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  app.get(
    '/v2/athlete/groups/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags: ['discovery'],
        summary: 'A group page: the group and its trainers by first name',
        params: groupParamsSchema,
        response: { 200: groupResponseSchema, 404: errorListSchema, 422: errorListSchema },
      },
    },
    async (request) => showGroup(db, request.params.slug, now()),
  );
};
