import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingParamsSchema } from '../../../shared/api/bookings';
import {
  trainerServiceCreateBodySchema,
  trainerServiceListQuerySchema,
  trainerServiceListResponseSchema,
  trainerServiceResponseSchema,
  trainerServiceUpdateBodySchema,
  trainerServiceUpdateResponseSchema,
} from '../../../shared/api/trainer-services';
import type { FeatureOptions } from '../../context';
import { pageWindow, pagy } from '../../lib/pagination';
import { errorAnswers, nullDataSchema, trainerRouteSchema } from '../../lib/route-schemas';
import { requireAthlete } from '../auth/auth.plugin';
import { loadProfile } from '../trainer-account/trainer-account.service';
import { trainerOnly } from '../trainer-account/trainer-auth';
import { bookedServiceIds, listOwnServices } from './trainer-services.repository';
import { trainerServiceResource } from './trainer-services.serializer';
import {
  bookableServiceIds,
  createTrainerService,
  deleteTrainerService,
  loadOwnService,
  renewPrivateLink,
  setServiceStatus,
  updateTrainerService,
} from './trainer-services.service';

const byId = { 200: trainerServiceResponseSchema, ...errorAnswers(401, 404, 422) };

/** The trainer's training options: only their own, found by id or 404. */
export const trainerServiceRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', trainerOnly);

  const trainer = async (request: Parameters<typeof requireAthlete>[0]) => {
    const { athleteId } = await requireAthlete(request);
    const profile = await loadProfile(ctx.db, athleteId);
    return { id: athleteId, slug: profile.slug };
  };

  app.get(
    '/v1/trainer/provided_services',
    {
      schema: trainerRouteSchema({
        summary: 'The trainer’s training options, newest first (drafts, private and unpublished included)',
        description:
          'Each says `bookable`: whether families can book it now (a package: all its sessions); ' +
          'and `booked`: whether any booking names it (one never booked may be deleted).',
        querystring: trainerServiceListQuerySchema,
        response: { 200: trainerServiceListResponseSchema, ...errorAnswers(401, 422) },
      }),
    },
    async (request) => {
      const me = await trainer(request);
      const { status, ...page } = request.query;
      const { rows, count } = await listOwnServices(ctx.db, me.id, { status }, pageWindow(page));
      const [bookable, booked] = await Promise.all([
        bookableServiceIds(ctx.db, me.id, rows, ctx.now()),
        bookedServiceIds(
          ctx.db,
          rows.map((s) => s.id),
        ),
      ]);
      return {
        data: rows.map((s) =>
          trainerServiceResource(s, me.slug, { bookable: bookable.has(s.id), booked: booked.has(s.id) }),
        ),
        pagy: pagy(page, count),
      };
    },
  );

  app.post(
    '/v1/trainer/provided_services',
    {
      schema: trainerRouteSchema({
        summary: 'Create a training option (a draft unless status says otherwise)',
        description:
          'Price in dollars; the service fee (10%) and the processing fee (3% of price + service fee) are ' +
          'computed by the server and returned with the total the player will pay. Individual trainings ' +
          'have one seat; virtual ones need connection_detail and keep no locations; others need a location; ' +
          'packages need package_start, package_end and sessions_count.',
        body: trainerServiceCreateBodySchema,
        response: { 201: trainerServiceResponseSchema, ...errorAnswers(401, 409, 422) },
      }),
    },
    async (request, reply) => {
      const me = await trainer(request);
      const created = await createTrainerService(ctx, me, request.body.provided_service);
      return reply.code(201).send({ data: trainerServiceResource(created, me.slug) });
    },
  );

  app.get(
    '/v1/trainer/provided_services/:id',
    {
      schema: trainerRouteSchema({
        summary: 'One of the trainer’s training options',
        params: bookingParamsSchema,
        response: byId,
      }),
    },
    async (request) => {
      const me = await trainer(request);
      return { data: trainerServiceResource(await loadOwnService(ctx, me.id, request.params.id), me.slug) };
    },
  );

  app.put(
    '/v1/trainer/provided_services/:id',
    {
      schema: trainerRouteSchema({
        summary: 'Edit a training option (any subset; locations, when sent, replace the list)',
        description:
          'A new price applies to new bookings; existing bookings keep the price they were made at. A new ' +
          'size (max_seats, training_type) applies to its sessions ahead too, none below the seats already ' +
          'held; meta.sessions_over_size counts those holding more than the new size.',
        params: bookingParamsSchema,
        body: trainerServiceUpdateBodySchema,
        response: { ...byId, 200: trainerServiceUpdateResponseSchema },
      }),
    },
    async (request) => {
      const me = await trainer(request);
      const { service, sessionsOverSize } = await updateTrainerService(
        ctx,
        me,
        request.params.id,
        request.body.provided_service,
      );
      return {
        data: trainerServiceResource(service, me.slug),
        meta: { sessions_over_size: sessionsOverSize },
      };
    },
  );

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'unpublished'],
  ] as const) {
    app.put(
      `/v1/trainer/provided_services/:id/${action}`,
      {
        schema: trainerRouteSchema({
          summary:
            action === 'publish'
              ? 'Publish a training option: players can book it (private ones only by direct link)'
              : 'Unpublish a training option: hidden from players, existing bookings stay',
          params: bookingParamsSchema,
          response: byId,
        }),
      },
      async (request) => {
        const me = await trainer(request);
        const updated = await setServiceStatus(ctx, me.id, request.params.id, status);
        return { data: trainerServiceResource(updated, me.slug) };
      },
    );
  }

  app.post(
    '/v1/trainer/provided_services/:id/private_link',
    {
      schema: trainerRouteSchema({
        summary:
          'A private training’s new link: the link sent before opens nothing; families with a live ' +
          'booking or place in line are shown the new one (409 for a public training)',
        params: bookingParamsSchema,
        response: { ...byId, ...errorAnswers(409) },
      }),
    },
    async (request) => {
      const me = await trainer(request);
      const updated = await renewPrivateLink(ctx, me, request.params.id);
      return { data: trainerServiceResource(updated, me.slug) };
    },
  );

  app.delete(
    '/v1/trainer/provided_services/:id',
    {
      schema: trainerRouteSchema({
        summary: 'Delete a training option that has never been booked (409 otherwise: unpublish it)',
        params: bookingParamsSchema,
        response: { 200: nullDataSchema, ...errorAnswers(401, 404, 409) },
      }),
    },
    async (request) => {
      const me = await trainer(request);
      await deleteTrainerService(ctx, me.id, request.params.id);
      return { data: null };
    },
  );
};
