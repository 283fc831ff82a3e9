import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingParamsSchema,
  bookingRequestBodySchema,
  bookingResponseSchema,
} from '../../../shared/api/bookings';
import { errorListSchema } from '../../../shared/api/common';
import {
  trainerBookingRequestListResponseSchema,
  trainerListQuerySchema,
  trainerPayoutListResponseSchema,
  trainerPayoutResponseSchema,
  trainerScheduleQuerySchema,
  trainerScheduleResponseSchema,
  trainerTransferBodySchema,
} from '../../../shared/api/trainer-bookings';
import type { FeatureOptions } from '../../context';
import { pagy } from '../../lib/pagination';
import { withRequestLinks } from '../../lib/request-links';
import { requireAthlete } from '../auth/auth.plugin';
import { bookingDocument } from '../bookings/booking-documents';
import { trainerOnly } from '../trainer-account/trainer-auth';
import { listPayouts, listPendingRequests, listUpcomingSessions } from './trainer-bookings.repository';
import { payoutResource, toBookingRequest, toSessions } from './trainer-bookings.serializer';
import { ANSWER_MOVES, type BookingAnswer, transferPayout } from './trainer-bookings.service';

const security = [{ authToken: [] }];
const DAY_MS = 24 * 60 * 60 * 1000;

const ANSWERS: { path: string; answer: BookingAnswer; summary: string }[] = [
  {
    path: 'accept',
    answer: 'accepted',
    summary:
      'Accept a pending booking request (optional notes): the card hold is captured, the player is emailed',
  },
  {
    path: 'reject',
    answer: 'rejected',
    summary: 'Reject a pending booking request: seat released, nothing charged, the player is emailed',
  },
  {
    path: 'request_cancellation',
    answer: 'cancellation_requested',
    summary: 'Ask the player to approve cancelling a pending or accepted booking; the player is emailed',
  },
];

/** The trainer's bookings: requests to answer, the schedule, payouts. Only their own. */
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

  for (const { path, answer, summary } of ANSWERS) {
    app.put(
      `/v1/trainer/booking_requests/:id/${path}`,
      {
        schema: {
          tags: ['trainer'],
          summary,
          description:
            'Same rules as the /v1/client/booking_requests calls (ADR 0009); another trainer’s booking is 404.',
          security,
          params: bookingParamsSchema,
          body: bookingRequestBodySchema,
          response: {
            200: bookingResponseSchema,
            401: errorListSchema,
            404: errorListSchema,
            409: errorListSchema,
            422: errorListSchema,
          },
        },
      },
      async (request) => {
        const { athleteId } = await requireAthlete(request);
        const notes = request.body?.booking_request?.notes;
        await ANSWER_MOVES[answer](withRequestLinks(ctx, request), athleteId, request.params.id, notes);
        return bookingDocument(ctx.db, request.params.id, { athleteId });
      },
    );
  }

  app.get(
    '/v1/trainer/schedule',
    {
      schema: {
        tags: ['trainer'],
        summary:
          'Upcoming sessions (pending, accepted, cancellation asked) with each player’s name, grade and notes',
        security,
        querystring: trainerScheduleQuerySchema,
        response: { 200: trainerScheduleResponseSchema, 401: errorListSchema, 422: errorListSchema },
      },
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      const now = ctx.now();
      const rows = await listUpcomingSessions(
        ctx.db,
        athleteId,
        now,
        new Date(now.getTime() + request.query.days * DAY_MS),
      );
      return {
        data: toSessions(rows, now).map((s) => ({
          id: `${s.calendar_entry_id ?? 'booking'}-${s.starts_at}-${s.provided_service?.id ?? 0}`,
          type: 'session' as const,
          attributes: s,
        })),
      };
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
        data: rows.map(payoutResource),
        pagy: pagy(request.query, count),
        totals: {
          upcoming_cents: totals.upcoming,
          awaiting_transfer_cents: totals.awaiting,
          transferred_cents: totals.transferred,
        },
      };
    },
  );

  app.post(
    '/v1/trainer/payouts/:id/transfer',
    {
      schema: {
        tags: ['trainer'],
        summary: 'Transfer a completed booking’s training price to the trainer’s payout account',
        description:
          '`id` is the booking’s id. Uses transfer_charge (ADR 0009): only completed, paid bookings; a second ' +
          'call answers 409. The account defaults to the trainer’s connected one.',
        security,
        params: bookingParamsSchema,
        body: trainerTransferBodySchema,
        response: {
          200: trainerPayoutResponseSchema,
          401: errorListSchema,
          404: errorListSchema,
          409: errorListSchema,
          422: errorListSchema,
        },
      },
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      const payout = await transferPayout(
        ctx,
        athleteId,
        request.params.id,
        request.body?.payment?.account_id,
      );
      return { data: payoutResource(payout) };
    },
  );
};
