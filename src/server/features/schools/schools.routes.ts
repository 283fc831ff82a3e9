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
import { allColleges, findHighSchools, showCollege, showCollegeSchedule } from './schools.service';

// All public: school pages and the sign-up school pickers are used signed out (SPEC §2).
export const schoolRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  app.get(
    '/v1/colleges',
    {
      config: { publicCache: true },
      schema: {
        tags: ['reference'],
        summary:
          'All colleges, by name; q[name_or_nickname_cont] keeps those whose name or nickname contains the text',
        querystring: collegeListQuerySchema,
        response: { 200: collegeListResponseSchema, 422: errorListSchema },
      },
    },
    async (request) => allColleges(db, request.query.q?.name_or_nickname_cont),
  );

  app.get(
    '/v1/colleges/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['reference'],
        summary: 'One college by id or slug',
        params: collegeParamsSchema,
        response: { 200: collegeResponseSchema, 404: errorListSchema, 422: errorListSchema },
      },
    },
    async (request) => showCollege(db, request.params.id),
  );

  app.get(
    '/v1/client/colleges/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['discovery'],
        summary: "School schedule: the college's upcoming openings grouped by day, per_page days a page",
        params: collegeParamsSchema,
        querystring: schoolScheduleQuerySchema,
        response: { 200: schoolScheduleResponseSchema, 404: errorListSchema, 422: errorListSchema },
      },
    },
    async (request) => {
      const { page, per_page, last_date } = request.query;
      return showCollegeSchedule(db, request.params.id, { page, per_page }, last_date, now());
    },
  );

  app.get(
    '/v1/high_schools',
    {
      config: { publicCache: true },
      schema: {
        tags: ['reference'],
        summary: 'High schools whose nickname or city starts with the text, by nickname',
        querystring: highSchoolQuerySchema,
        response: { 200: highSchoolListResponseSchema, 422: errorListSchema },
      },
    },
    async (request) => {
      const { q, page, per_page } = request.query;
      return findHighSchools(db, q?.nickname_or_city_start, { page, per_page });
    },
  );
};
