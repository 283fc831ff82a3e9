import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingParamsSchema } from '../../../shared/api/bookings';
import {
  trainerEntryCreateBodySchema,
  trainerEntryListQuerySchema,
  trainerEntryListResponseSchema,
  trainerEntryResponseSchema,
  trainerEntryUpdateBodySchema,
  trainerTimeOffBodySchema,
  trainerTimeOffResponseSchema,
} from '../../../shared/api/trainer-availability';
import type { FeatureOptions } from '../../context';
import { errorAnswers, nullDataSchema, trainerRouteSchema } from '../../lib/route-schemas';
import { requireAthlete } from '../auth/auth.plugin';
import { loadProfile } from '../trainer-account/trainer-account.service';
import { trainerOnly } from '../trainer-account/trainer-auth';
import { trainerEntryResource } from './trainer-availability.serializer';
import {
  createTrainerEntries,
  deleteTrainerEntry,
  listTrainerEntries,
  reopenTrainerEntry,
  takeTimeOff,
  updateTrainerEntry,
} from './trainer-availability.service';

/** The trainer's openings (availability): only their own; booked ones cannot change. */
export const trainerAvailabilityRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', trainerOnly);

  app.get(
    '/v1/trainer/calendar_entries',
    {
      schema: trainerRouteSchema({
        summary: 'The trainer’s openings on the days from..to (default: today and the next six weeks)',
        querystring: trainerEntryListQuerySchema,
        response: { 200: trainerEntryListResponseSchema, ...errorAnswers(401, 422) },
      }),
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      const { entries, timeZone } = await listTrainerEntries(ctx, athleteId, request.query);
      return { data: entries.map((e) => trainerEntryResource(e, timeZone)) };
    },
  );

  app.post(
    '/v1/trainer/calendar_entries',
    {
      schema: trainerRouteSchema({
        summary: 'Publish an opening, and optionally the same one weekly for the next repeat_weeks weeks',
        description:
          'Day and times are on the trainer’s clock (their time_zone). Every opening gets `seats` seats and ' +
          'offers the listed training options (the trainer’s own; another trainer’s id answers 404). ' +
          'Overlapping one of the trainer’s openings answers 409. Subscribers of the published options ' +
          'are notified by email through the job queue.',
        body: trainerEntryCreateBodySchema,
        response: { 201: trainerEntryListResponseSchema, ...errorAnswers(401, 404, 409, 422) },
      }),
    },
    async (request, reply) => {
      const { athleteId } = await requireAthlete(request);
      const created = await createTrainerEntries(ctx, athleteId, request.body.calendar_entry);
      const { timeZone } = await loadProfile(ctx.db, athleteId);
      return reply.code(201).send({ data: created.map((e) => trainerEntryResource(e, timeZone)) });
    },
  );

  app.post(
    '/v1/trainer/calendar_entries/time_off',
    {
      schema: trainerRouteSchema({
        summary: 'Time off: remove the openings of some days that nobody has booked',
        description:
          'Days are on the trainer’s clock, `from`..`to` inclusive (at most a year). Openings that have ' +
          'not begun and hold no seat (no live booking, no waitlist offer) are removed; those holding ' +
          'seats are kept for them, closed to new bookings (`closed`), and answered: their families are ' +
          'asked to cancel from the schedule.',
        body: trainerTimeOffBodySchema,
        response: { 200: trainerTimeOffResponseSchema, ...errorAnswers(401, 422) },
      }),
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      const { removed, kept, timeZone } = await takeTimeOff(ctx, athleteId, request.body.time_off);
      return { data: { removed, kept: kept.map((e) => trainerEntryResource(e, timeZone)) } };
    },
  );

  app.post(
    '/v1/trainer/calendar_entries/:id/reopen',
    {
      schema: trainerRouteSchema({
        summary: 'Open an opening closed by time off to families again',
        params: bookingParamsSchema,
        response: { 200: trainerEntryResponseSchema, ...errorAnswers(401, 404) },
      }),
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      const entry = await reopenTrainerEntry(ctx, athleteId, request.params.id);
      const { timeZone } = await loadProfile(ctx.db, athleteId);
      return { data: trainerEntryResource(entry, timeZone) };
    },
  );

  app.put(
    '/v1/trainer/calendar_entries/:id',
    {
      schema: trainerRouteSchema({
        summary: 'Change an opening that has no bookings (409 when it has)',
        params: bookingParamsSchema,
        body: trainerEntryUpdateBodySchema,
        response: { 200: trainerEntryResponseSchema, ...errorAnswers(401, 404, 409, 422) },
      }),
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      const entry = await updateTrainerEntry(ctx, athleteId, request.params.id, request.body.calendar_entry);
      const { timeZone } = await loadProfile(ctx.db, athleteId);
      return { data: trainerEntryResource(entry, timeZone) };
    },
  );

  app.delete(
    '/v1/trainer/calendar_entries/:id',
    {
      schema: trainerRouteSchema({
        summary: 'Remove an opening that has no bookings (409 when it has)',
        params: bookingParamsSchema,
        response: { 200: nullDataSchema, ...errorAnswers(401, 404, 409) },
      }),
    },
    async (request) => {
      const { athleteId } = await requireAthlete(request);
      await deleteTrainerEntry(ctx, athleteId, request.params.id);
      return { data: null };
    },
  );
};
