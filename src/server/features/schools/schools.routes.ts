import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorListSchema } from '../../../shared/api/common';
import {
  collegeListQuerySchema,
  collegeListResponseSchema,
  collegeParamsSchema,
  collegeResponseSchema,
  highSchoolListResponseSchema,
  highSchoolQuerySchema,
  schoolScheduleQuerySchema,
  schoolScheduleResponseSchema,
} from '../../../shared/api/schools';
import type { FeatureOptions } from '../../context';
import { sendDocument } from '../../lib/kept-bodies';

// All public: school pages and the sign-up school pickers are used signed out (SPEC §2).
export const schoolRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    '/v1/colleges',
    {
      schema: {
        tags: ['reference'],
        summary:
          'All colleges, by name; q[name_or_nickname_cont] keeps those whose name or nickname contains the text',
        querystring: collegeListQuerySchema,
        response: { 200: collegeListResponseSchema, 422: errorListSchema },
      },
    },
    async (request, reply) =>
      sendDocument(request, reply, await ctx.reads.colleges(request.query.q?.name_or_nickname_cont)),
  );

  app.get(
    '/v1/colleges/:id',
    {
      schema: {
        tags: ['reference'],
        summary: 'One college by id or slug',
        params: collegeParamsSchema,
        response: { 200: collegeResponseSchema, 404: errorListSchema, 422: errorListSchema },
      },
    },
    async (request, reply) => sendDocument(request, reply, await ctx.reads.college(request.params.id)),
  );

  app.get(
    '/v1/client/colleges/:id',
    {
      schema: {
        tags: ['discovery'],
        summary: "School schedule: the college's upcoming openings grouped by day, per_page days a page",
        params: collegeParamsSchema,
        querystring: schoolScheduleQuerySchema,
        response: { 200: schoolScheduleResponseSchema, 404: errorListSchema, 422: errorListSchema },
      },
    },
    async (request, reply) => {
      const { page, per_page, last_date } = request.query;
      return sendDocument(
        request,
        reply,
        await ctx.reads.schoolSchedule({
          idOrSlug: request.params.id,
          page: { page, per_page },
          lastDate: last_date,
        }),
      );
    },
  );

  app.get(
    '/v1/high_schools',
    {
      schema: {
        tags: ['reference'],
        summary: 'High schools whose nickname or city starts with the text, by nickname',
        querystring: highSchoolQuerySchema,
        response: { 200: highSchoolListResponseSchema, 422: errorListSchema },
      },
    },
    async (request, reply) => {
      const { q, page, per_page } = request.query;
      return sendDocument(
        request,
        reply,
        await ctx.reads.highSchools({ text: q?.nickname_or_city_start, page: { page, per_page } }),
      );
    },
  );
};
