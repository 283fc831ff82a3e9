import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorListSchema } from '../../../shared/api/common';
import { sportListResponseSchema, sportParamsSchema, sportResponseSchema } from '../../../shared/api/sports';
import type { FeatureOptions } from '../../context';
import { notFound } from '../../lib/errors';
import { listSportsWithPositions } from './sports.repository';

const toResource = (s: Awaited<ReturnType<typeof listSportsWithPositions>>[number]) => ({
  id: String(s.id),
  type: 'sport' as const,
  attributes: s,
});

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
    async () => ({ data: (await listSportsWithPositions(db)).map(toResource) }),
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
    async (request) => {
      const [sport] = await listSportsWithPositions(db, request.params.id);
      if (!sport) throw notFound('Sport');
      return { data: toResource(sport) };
    },
  );
};
