import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarEntryListResponseSchema, calendarEntryQuerySchema } from '../../../shared/api/calendar';
import type { FeatureOptions } from '../../context';
import { errorAnswers } from '../../lib/route-schemas';
import { athleteSchedule } from './calendar.service';

// Public although under /v1/client: the athlete schedule page is open to anyone (SPEC §2).
export const calendarRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  app.get(
    '/v1/client/calendar_entries',
    {
      config: { publicCache: true },
      schema: {
        tags: ['discovery'],
        summary: "An athlete's upcoming openings (athlete schedule), soonest first",
        querystring: calendarEntryQuerySchema,
        response: { 200: calendarEntryListResponseSchema, ...errorAnswers(404, 422) },
      },
    },
    async (request) => {
      const { id, page, per_page } = request.query;
      return athleteSchedule(db, id, { page, per_page }, now());
    },
  );
};
