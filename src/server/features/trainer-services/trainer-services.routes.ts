import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingParamsSchema } from '../../../shared/api/bookings';
import { errorListSchema } from '../../../shared/api/common';
import {
  trainerServiceCreateBodySchema,
  trainerServiceListQuerySchema,
  trainerServiceListResponseSchema,
  trainerServiceResponseSchema,
  trainerServiceUpdateBodySchema,
} from '../../../shared/api/trainer-services';
import type { FeatureOptions } from '../../context';
import { requireAthlete } from '../auth/auth.plugin';
import { loadProfile } from '../trainer-account/trainer-account.service';
import { trainerOnly } from '../trainer-account/trainer-auth';
import { listOwnServices } from './trainer-services.repository';
import { trainerServiceResource } from './trainer-services.serializer';
import {
  createTrainerService,
  deleteTrainerService,
  loadOwnService,
  setServiceStatus,
  updateTrainerService,
} from './trainer-services.service';

const security = [{ authToken: [] }];
const byId = {
  200: trainerServiceResponseSchema,
  401: errorListSchema,
  404: errorListSchema,
  422: errorListSchema,
};

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
      schema: {
        tags: ['trainer'],
        summary: 'The trainer’s training options, newest first (drafts, private and unpublished included)',
        security,
        querystring: trainerServiceListQuerySchema,
        response: { 200: trainerServiceListResponseSchema, 401: errorListSchema, 422: errorListSchema },
      },
    },
    async (request) => {
      const me = await trainer(request);
      const { page, per_page: perPage, status } = request.query;
      const { rows, count } = await listOwnServices(
        ctx.db,
        me.id,
        { status },
        { limit: perPage, offset: (page - 1) * perPage },
      );
      const pages = Math.max(1, Math.ceil(count / perPage));
      return {
        data: rows.map((s) => trainerServiceResource(s, me.slug)),
        pagy: {
          page,
          per_page: perPage,
          count,
          pages,
          next: page < pages ? page + 1 : null,
          prev: page > 1 ? page - 1 : null,
        },
      };
    },
  );

  app.post(
    '/v1/trainer/provided_services',
    {
      schema: {
        tags: ['trainer'],
        summary: 'Create a training option (a draft unless status says otherwise)',
        description:
          'Price in dollars; the service fee (10%) and the processing fee (3% of price + service fee) are ' +
          'computed by the server and returned with the total the player will pay. Individual trainings ' +
          'have one seat; virtual ones need connection_detail and keep no locations; others need a location; ' +
          'packages need package_start, package_end and sessions_count.',
        security,
        body: trainerServiceCreateBodySchema,
        response: {
          201: trainerServiceResponseSchema,
          401: errorListSchema,
          409: errorListSchema,
          422: errorListSchema,
        },
      },
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
      schema: {
        tags: ['trainer'],
        summary: 'One of the trainer’s training options',
        security,
        params: bookingParamsSchema,
        response: byId,
      },
    },
    async (request) => {
      const me = await trainer(request);
      return { data: trainerServiceResource(await loadOwnService(ctx, me.id, request.params.id), me.slug) };
    },
  );

  app.put(
    '/v1/trainer/provided_services/:id',
    {
      schema: {
        tags: ['trainer'],
        summary: 'Edit a training option (any subset; locations, when sent, replace the list)',
        description:
          'A new price applies to new bookings; existing bookings keep the price they were made at.',
        security,
        params: bookingParamsSchema,
        body: trainerServiceUpdateBodySchema,
        response: byId,
      },
    },
    async (request) => {
      const me = await trainer(request);
      const updated = await updateTrainerService(
        ctx,
        me.id,
        request.params.id,
        request.body.provided_service,
      );
      return { data: trainerServiceResource(updated, me.slug) };
    },
  );

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'unpublished'],
  ] as const) {
    app.put(
      `/v1/trainer/provided_services/:id/${action}`,
      {
        schema: {
          tags: ['trainer'],
          summary:
            action === 'publish'
              ? 'Publish a training option: players can book it (private ones only by direct link)'
              : 'Unpublish a training option: hidden from players, existing bookings stay',
          security,
          params: bookingParamsSchema,
          response: byId,
        },
      },
      async (request) => {
        const me = await trainer(request);
        const updated = await setServiceStatus(ctx, me.id, request.params.id, status);
        return { data: trainerServiceResource(updated, me.slug) };
      },
    );
  }

  app.delete(
    '/v1/trainer/provided_services/:id',
    {
      schema: {
        tags: ['trainer'],
        summary: 'Delete a training option that has never been booked (409 otherwise: unpublish it)',
        security,
        params: bookingParamsSchema,
        response: {
          200: z.object({ data: z.null() }),
          401: errorListSchema,
          404: errorListSchema,
          409: errorListSchema,
        },
      },
    },
    async (request) => {
      const me = await trainer(request);
      await deleteTrainerService(ctx, me.id, request.params.id);
      return { data: null };
    },
  );
};
