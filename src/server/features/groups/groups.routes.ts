import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorListSchema } from '../../../shared/api/common';
import { groupParamsSchema, groupResponseSchema } from '../../../shared/api/groups';
import type { FeatureOptions } from '../../context';
import { notFound } from '../../lib/errors';
import { groupAthleteCards } from '../athletes/athletes.service';
import { findGroupBySlug } from './groups.repository';

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
    async (request) => {
      const group = await findGroupBySlug(db, request.params.slug);
      if (!group) throw notFound('Group');
      // Three queries whatever the group's size: group, trainers, their next availabilities.
      const athletes = await groupAthleteCards(db, group.id, now());
      return {
        data: {
          id: String(group.id),
          type: 'group' as const,
          attributes: {
            id: group.id,
            name: group.name,
            slug: group.slug,
            logo_url: group.logoUrl,
            color_code: group.colorCode,
            facebook_url: group.facebookUrl,
            twitter_url: group.twitterUrl,
            instagram_url: group.instagramUrl,
            website_url: group.websiteUrl,
            athletes,
          },
        },
      };
    },
  );
};
