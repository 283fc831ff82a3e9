import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarEntryListResponseSchema, calendarEntryQuerySchema } from '../../../shared/api/calendar';
import type { FeatureOptions } from '../../context';
import { sendDocument } from '../../lib/kept-bodies';
import { errorAnswers } from '../../lib/route-schemas';

// Public although under /v1/client: the athlete schedule page is open to anyone (SPEC §2).
export const calendarRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    '/v1/client/calendar_entries',
    {
      schema: {
        tags: ['discovery'],
        summary: "An athlete's upcoming openings (athlete schedule), soonest first",
        querystring: calendarEntryQuerySchema,
        response: { 200: calendarEntryListResponseSchema, ...errorAnswers(404, 422) },
      },
    },
    async (request, reply) => {
      const { id, page, per_page } = request.query;
      return sendDocument(
        request,
        reply,
        await ctx.reads.athleteSchedule({ athleteId: id, page: { page, per_page } }),
      );
    },
  );
};
