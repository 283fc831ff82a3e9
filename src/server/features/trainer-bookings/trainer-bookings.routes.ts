import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingParamsSchema } from '../../../shared/api/bookings';
import { errorListSchema } from '../../../shared/api/common';
import {
  trainerBookingRequestListResponseSchema,
  trainerListQuerySchema,
  trainerPayoutListResponseSchema,
  trainerScheduleQuerySchema,
  trainerScheduleResponseSchema,
} from '../../../shared/api/trainer-bookings';
import type { FeatureOptions } from '../../context';
import { pagy } from '../../lib/pagination';
import { errorAnswers, nullDataSchema, trainerRouteSchema } from '../../lib/route-schemas';
import { requireAthlete } from '../auth/auth.plugin';
import { reopenSession } from '../bookings/booking-transitions.service';
import { trainerOnly } from '../trainer-account/trainer-auth';
import { countInLineBySlot } from '../waitlist/waitlist.repository';
import {
  listCancelledSessions,
  listPayouts,
  listPendingRequests,
  listUpcomingSessions,
} from './trainer-bookings.repository';
import { payoutResource, toBookingRequest, toSessions } from './trainer-bookings.serializer';

const security = [{ authToken: [] }];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The trainer's bookings: requests to answer, the schedule, payouts. Only their own. The answers
 * themselves are the SPEC's `/v1/client/booking_requests/{id}/...` calls and a payout is
 * `/v1/payments/{id}/transfer_charge`: one URL for each trainer move.
 */
export const trainerBookingRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', trainerOnly);

  app.get(
    '/v1/trainer/booking_requests',
    {
      schema: {
        tags: ['trainer'],
        summary: 'Pending booking requests, soonest training first, with the player’s name, grade and notes',
        security,
        querystring: trainerListQuerySchema,
        response: {
          200: trainerBookingRequestListResponseSchema,
          401: errorListSchema,
          422: errorListSchema,
        },
      },
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      const { page, per_page: perPage } = request.query;
      const { rows, count } = await listPendingRequests(ctx.db, athleteId, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      const now = ctx.now();
      return {
        data: rows.map((r) => ({
          id: String(r.id),
          type: 'booking_request' as const,
          attributes: toBookingRequest(r, now),
        })),
        pagy: pagy(request.query, count),
      };
    },
  );

  app.get(
    '/v1/trainer/schedule',
    {
      schema: {
        tags: ['trainer'],
        summary:
          'Upcoming sessions (pending, accepted, cancellation asked) with each player’s name, grade and notes, and those you cancelled',
        security,
        querystring: trainerScheduleQuerySchema,
        response: { 200: trainerScheduleResponseSchema, 401: errorListSchema, 422: errorListSchema },
      },
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      const now = ctx.now();
      const until = new Date(now.getTime() + request.query.days * DAY_MS);
      const [rows, cancelled, inLine] = await Promise.all([
        listUpcomingSessions(ctx.db, athleteId, now, until),
        listCancelledSessions(ctx.db, athleteId, now, until),
        countInLineBySlot(ctx.db, athleteId, now, until),
      ]);
      return {
        data: toSessions(rows, cancelled, now, inLine).map((s) => ({
          id: `${s.calendar_entry_id ?? 'booking'}-${s.starts_at}-${s.provided_service?.id ?? 0}${s.cancelled ? '-cancelled' : ''}`,
          type: 'session' as const,
          attributes: s,
        })),
      };
    },
  );

  app.post(
    '/v1/trainer/sessions/:id/reopen',
    {
      schema: trainerRouteSchema({
        summary:
          'Give back the time of a session you cancelled: families can book it again (422 unless cancelled and still ahead)',
        params: bookingParamsSchema,
        response: { 200: nullDataSchema, ...errorAnswers(401, 404, 422) },
      }),
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      await reopenSession(ctx, athleteId, request.params.id);
      return { data: null };
    },
  );

  app.get(
    '/v1/trainer/payouts',
    {
      schema: {
        tags: ['trainer'],
        summary:
          'Paid bookings with what the trainer earns (100% of the training price) and whether it was transferred',
        security,
        querystring: trainerListQuerySchema,
        response: { 200: trainerPayoutListResponseSchema, 401: errorListSchema, 422: errorListSchema },
      },
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      const { page, per_page: perPage } = request.query;
      const { rows, count, totals } = await listPayouts(ctx.db, athleteId, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return {
        data: rows.map((r) => payoutResource(r, ctx.now())),
        pagy: pagy(request.query, count),
        totals: {
          upcoming_cents: totals.upcoming,
          awaiting_transfer_cents: totals.awaiting,
          transferred_cents: totals.transferred,
        },
      };
    },
  );
};
