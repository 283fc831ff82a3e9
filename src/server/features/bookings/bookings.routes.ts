import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingParamsSchema,
  bookingResponseSchema,
  createBookingBodySchema,
  heldSeatsQuerySchema,
  heldSeatsResponseSchema,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  rescheduleBookingBodySchema,
  updateBookingBodySchema,
} from '../../../shared/api/bookings';
import { parseBookingStatus } from '../../../shared/domain/booking-status';
import type { FeatureOptions } from '../../context';
import { unprocessable } from '../../lib/errors';
import { listedFieldsOf } from '../../lib/listed-fields';
import { pageWindow, pagy } from '../../lib/pagination';
import { withRequestLinks } from '../../lib/request-links';
import { errorAnswers } from '../../lib/route-schemas';
import { requireClient } from '../auth/auth.plugin';
import { createBooking } from './booking-create.service';
import { bookingDocument } from './booking-documents';
import { rescheduleBooking } from './booking-reschedule.service';
import { changeBookingByPlayer } from './booking-transitions.service';
import { listClientBookings, listHeldSeats } from './bookings.repository';
import { bookingResourceAt } from './bookings.serializer';

const errors = errorAnswers(401, 404, 409, 422);

function idempotencyKey(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  if (value.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw unprocessable([
      { idempotency_key: `is too long (maximum is ${IDEMPOTENCY_KEY_MAX_LENGTH} characters)` },
    ]);
  }
  return value;
}

/** Sends JSON already written out: the route's serializer (zod's encode) is not run on it. */
function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

function statusFilter(value: string | undefined, field: string) {
  if (value === undefined || value === '') return undefined;
  const status = parseBookingStatus(value);
  if (!status) throw unprocessable([{ [field]: 'is invalid' }]);
  return status;
}

export const bookingRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(
    '/v1/client/bookings',
    {
      schema: {
        tags: ['booking'],
        summary: 'Book a training (a slot, or every session of a package)',
        description:
          'Prices come from the training, never from the request. Paid trainings place a hold on `card_id`; ' +
          'the trainer accepting captures it. With an `Idempotency-Key` header a retry answers 200 with the ' +
          'booking the first request made (201). `booking.player_id` names the player the booking is for, one ' +
          "of the account's (`GET /v1/client/players`; another family's is 404 `Player not found`); without it, " +
          'the active player. Grade and gender are checked for that player.',
        body: createBookingBodySchema,
        response: { 200: bookingResponseSchema, 201: bookingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { clientId } = await requireClient(request);
      const key = idempotencyKey(request.headers['idempotency-key']);
      const result = await createBooking(withRequestLinks(ctx, request), {
        clientId,
        body: request.body,
        idempotencyKey: key,
      });
      // The answer's document is read while the emails are handed to the mailer.
      const [document] = await Promise.all([
        bookingDocument(db, result.bookingId, { clientId }, ctx.now()),
        result.delivery,
      ]);
      return reply.status(result.created ? 201 : 200).send(document);
    },
  );

  app.get(
    '/v1/client/bookings',
    {
      schema: {
        tags: ['booking'],
        summary: "The caller's bookings: those not over yet soonest first, then the rest latest first",
        description:
          '`q[status_not_eq]=3` lists active bookings, `q[status_eq]=3` rejected ones (names work too).',
        querystring: bookingListQuerySchema,
        response: { 200: bookingListResponseSchema, ...errorAnswers(401, 422) },
      },
    },
    async (request, reply) => {
      const { clientId } = await requireClient(request);
      const { page, per_page, q } = request.query;
      const filter = {
        statusEq: statusFilter(q?.status_eq, 'q.status_eq'),
        statusNotEq: statusFilter(q?.status_not_eq, 'q.status_not_eq'),
      };
      const { details, count } = await listClientBookings(
        db,
        clientId,
        filter,
        pageWindow({ page, per_page }),
        ctx.now(),
      );
      // Shaped by the schema's field list and written out here, not by zod's encode of every
      // field (docs/decisions/0053): the same bytes (bookings.list-shape.test.ts).
      const document = listedFieldsOf(bookingListResponseSchema, {
        data: details.map((d) => bookingResourceAt(d, ctx.now())),
        pagy: pagy({ page, per_page }, count),
      });
      return sendJsonText(reply, JSON.stringify(document));
    },
  );

  app.get(
    '/v1/client/bookings/seats',
    {
      schema: {
        tags: ['booking'],
        summary: "The account's seats at one training's times still ahead",
        description:
          'Each seat a player of the account holds (a request or an accepted booking, not yet ' +
          'released) at a session of `provided_service_id` that starts later, earliest first, with ' +
          'its booking and player. The booking page marks these times as booked (ADR 0060).',
        querystring: heldSeatsQuerySchema,
        response: { 200: heldSeatsResponseSchema, ...errorAnswers(401, 422) },
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      const rows = await listHeldSeats(db, clientId, request.query.provided_service_id, ctx.now());
      return {
        data: rows.map((r) => ({
          starts_at: r.startsAt.toISOString(),
          booking_id: r.bookingId,
          player_id: r.playerId,
          player_name: r.playerFirstName,
        })),
      };
    },
  );

  app.get(
    '/v1/client/bookings/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'One of the caller’s bookings',
        params: bookingParamsSchema,
        response: { 200: bookingResponseSchema, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      return bookingDocument(db, request.params.id, { clientId }, ctx.now());
    },
  );

  app.put(
    '/v1/client/bookings/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'Cancel (no body) or change the status of a booking',
        description:
          'Cancelling approves the trainer’s cancellation request (an incomplete booking with ' +
          'allowed_cancel), withdraws a pending request the trainer has not answered (`can_withdraw`, ' +
          'ADR 0068), or cancels within the free cancellation period (`can_cancel_free`, ADR 0046). ' +
          '`booking.status` may be `cancelled` (same rules) or `accepted` (keep a booking the trainer ' +
          'asked to cancel, if it had been accepted).',
        params: bookingParamsSchema,
        body: updateBookingBodySchema,
        response: { 200: bookingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      const status = request.body?.booking?.status ?? null;
      await changeBookingByPlayer(withRequestLinks(ctx, request), clientId, request.params.id, status);
      return bookingDocument(db, request.params.id, { clientId }, ctx.now());
    },
  );

  app.put(
    '/v1/client/bookings/:id/reschedule',
    {
      schema: {
        tags: ['booking'],
        summary: 'Move a booking to another open time of the same training (ours, ADR 0046)',
        description:
          'Only within the free cancellation period of the booking’s policy, for a single session; ' +
          'the payment stays. 409 when the new time is taken.',
        params: bookingParamsSchema,
        body: rescheduleBookingBodySchema,
        response: { 200: bookingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      await rescheduleBooking(
        withRequestLinks(ctx, request),
        clientId,
        request.params.id,
        request.body.booking.from_time,
      );
      return bookingDocument(db, request.params.id, { clientId }, ctx.now());
    },
  );
};
