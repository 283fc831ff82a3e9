import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorListSchema } from '../../../shared/api/common';
import { sportListResponseSchema, sportParamsSchema, sportResponseSchema } from '../../../shared/api/sports';
import type { FeatureOptions } from '../../context';
import { listSports, showSport } from './sports.service';

export const sportRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  app.get(
    '/v1/sports',
    {
      config: { publicCache: true },
      schema: {
        tags: ['reference'],
        summary: 'Sports with positions',
        response: { 200: sportListResponseSchema },
      },
    },
    async () => listSports(db),
  );

  app.get(
    '/v1/sports/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['reference'],
        summary: 'One sport with its positions',
        params: sportParamsSchema,
        response: { 200: sportResponseSchema, 404: errorListSchema, 422: errorListSchema },
      },
    },
    async (request) => showSport(db, request.params.id),
  );
};
