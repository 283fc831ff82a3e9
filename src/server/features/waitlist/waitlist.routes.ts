import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  joinWaitlistBodySchema,
  waitlistEntryResponseSchema,
  waitlistListResponseSchema,
  waitlistParamsSchema,
} from '../../../shared/api/waitlist';
import type { FeatureOptions } from '../../context';
import { withRequestLinks } from '../../lib/request-links';
import { authTokenSecurity, errorAnswers } from '../../lib/route-schemas';
import { requireClient } from '../auth/auth.plugin';
import { waitlistEntryResource } from './waitlist.serializer';
import { joinWaitlist, leaveWaitlist, listPlaces, ownPlace } from './waitlist.service';

/** The waitlist of full slots (ADR 0047): signed-in players only; another family's place is not found. */
export const waitlistRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.post(
    '/v1/client/waitlist',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'Join the waitlist of a full time slot (our addition)',
        description:
          'The account’s active player waits for the training at `starts_at` (a slot of the trainer’s ' +
          'grid that is full, or whose time another training holds). When a seat frees the first in line ' +
          'is emailed a claim link and the seat is held for them for the trainer’s claim window; ' +
          'claiming is `POST /v1/client/bookings` with `waitlist_entry_id`. 409 when the player already ' +
          'waits for (or holds a seat in) that slot; 422 when it is not full.',
        security: authTokenSecurity,
        body: joinWaitlistBodySchema,
        response: { 201: waitlistEntryResponseSchema, ...errorAnswers(401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { clientId } = await requireClient(request);
      const row = await joinWaitlist(withRequestLinks(ctx, request), clientId, request.body);
      return reply.status(201).send({ data: waitlistEntryResource(row) });
    },
  );

  app.get(
    '/v1/client/waitlist',
    {
      schema: {
        tags: ['waitlist'],
        summary: "The account's places in line for sessions ahead, soonest first, each with its place",
        security: authTokenSecurity,
        response: { 200: waitlistListResponseSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      const rows = await listPlaces(ctx, clientId);
      return { data: rows.map(waitlistEntryResource) };
    },
  );

  app.get(
    '/v1/client/waitlist/:id',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'One place in line: what the claim link opens (status, offer window, training, time)',
        security: authTokenSecurity,
        params: waitlistParamsSchema,
        response: { 200: waitlistEntryResponseSchema, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      return { data: waitlistEntryResource(await ownPlace(ctx, clientId, request.params.id)) };
    },
  );

  app.delete(
    '/v1/client/waitlist/:id',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'Leave the line; a seat held for this place passes to the next in line',
        security: authTokenSecurity,
        params: waitlistParamsSchema,
        response: { 200: waitlistEntryResponseSchema, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      const row = await leaveWaitlist(withRequestLinks(ctx, request), clientId, request.params.id);
      return { data: waitlistEntryResource(row) };
    },
  );
};
