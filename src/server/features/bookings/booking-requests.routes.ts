import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingParamsSchema,
  bookingRequestBodySchema,
  bookingResponseSchema,
} from '../../../shared/api/bookings';
import { errorListSchema } from '../../../shared/api/common';
import type { FeatureOptions } from '../../context';
import { withRequestLinks } from '../../lib/request-links';
import { requireAthlete, requireClient } from '../auth/auth.plugin';
import { trainerOnly } from '../trainer-account/trainer-auth';
import { bookingDocument } from './booking-documents';
import {
  acceptBookingRequest,
  rejectBookingRequest,
  removeBookingEntry,
  requestCancellation,
} from './booking-transitions.service';

const responses = {
  200: bookingResponseSchema,
  401: errorListSchema,
  404: errorListSchema,
  409: errorListSchema,
  422: errorListSchema,
};

const security = [{ authToken: [] }];
/** Another trainer's booking is 404, as if it did not exist (ADR 0011). */
const OWN_ONLY = 'Only the booking’s trainer; another trainer’s booking answers 404.';

/**
 * Trainer answers to booking requests (trainer session; the trainer site calls these too),
 * and the player's session removal. A trainer route refuses a player's token or none with 401
 * before the body is read (`trainerOnly`).
 */
export const bookingRequestRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  app.put(
    '/v1/client/booking_requests/:id/request_booking',
    {
      onRequest: trainerOnly,
      schema: {
        tags: ['booking request'],
        summary: 'Trainer accepts a pending booking request (or rejects it with status "rejected")',
        description:
          'Accepting captures the card hold; the response carries the booking’s payment so a payment ' +
          `still due can be charged with create_charge (SPEC §4). The player is emailed. ${OWN_ONLY}`,
        security,
        params: bookingParamsSchema,
        body: bookingRequestBodySchema,
        response: responses,
      },
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      const answer = request.body?.booking_request;
      const moveCtx = withRequestLinks(ctx, request);
      if (answer?.status === 'rejected') {
        await rejectBookingRequest(moveCtx, athleteId, request.params.id, answer.notes);
      } else {
        await acceptBookingRequest(moveCtx, athleteId, request.params.id, answer?.notes);
      }
      return bookingDocument(db, request.params.id, { athleteId });
    },
  );

  app.put(
    '/v1/client/booking_requests/:id/reject',
    {
      onRequest: trainerOnly,
      schema: {
        tags: ['booking request'],
        summary: 'Trainer rejects a pending booking request: seats released, card hold voided',
        description: `The player is emailed. ${OWN_ONLY}`,
        security,
        params: bookingParamsSchema,
        body: bookingRequestBodySchema,
        response: responses,
      },
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      await rejectBookingRequest(
        withRequestLinks(ctx, request),
        athleteId,
        request.params.id,
        request.body?.booking_request?.notes,
      );
      return bookingDocument(db, request.params.id, { athleteId });
    },
  );

  app.put(
    '/v1/client/booking_requests/:id/request_cancellation',
    {
      onRequest: trainerOnly,
      schema: {
        tags: ['booking request'],
        summary: 'Trainer asks to cancel a pending or accepted booking; the player approves by cancelling',
        description: `The notes are the reason the player is sent. ${OWN_ONLY}`,
        security,
        params: bookingParamsSchema,
        body: bookingRequestBodySchema,
        response: responses,
      },
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      await requestCancellation(
        withRequestLinks(ctx, request),
        athleteId,
        request.params.id,
        request.body?.booking_request?.notes,
      );
      return bookingDocument(db, request.params.id, { athleteId });
    },
  );

  app.delete(
    '/v1/client/booking_request_entries/:id',
    {
      schema: {
        tags: ['booking request'],
        summary: 'Remove one session of the caller’s pending package booking',
        description:
          'The seat is released; the package price does not change (packages are priced as a whole). ' +
          'Removing the last session cancels the booking and voids the card hold.',
        params: bookingParamsSchema,
        response: responses,
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      const bookingId = await removeBookingEntry(withRequestLinks(ctx, request), clientId, request.params.id);
      return bookingDocument(db, bookingId, { clientId });
    },
  );
};
