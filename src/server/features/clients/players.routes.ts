import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newPlayerBodySchema,
  playerChangeBodySchema,
  playerDeletedResponseSchema,
  playerIdParamsSchema,
  playerListResponseSchema,
  playerResponseSchema,
} from '../../../shared/api/players';
import type { FeatureOptions } from '../../context';
import { authTokenSecurity, errorAnswers } from '../../lib/route-schemas';
import { requireClient } from '../auth/auth.plugin';
import { playerResource } from './players.serializer';
import { activatePlayer, addPlayer, changePlayer, listPlayers, removePlayer } from './players.service';

// The signed-in account's players (ADR 0045). `/v1/client/profiles` keeps showing the account
// with its active player (SPEC §7); these calls manage the list and which one is active.
export const playerRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const tags = ['player'];

  app.get(
    '/v1/client/players',
    {
      schema: {
        tags,
        summary:
          "The account's players, oldest first; `active` marks the one the profile shows and books for",
        security: authTokenSecurity,
        response: { 200: playerListResponseSchema, ...errorAnswers(401) },
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      const { players, activePlayerId } = await listPlayers(ctx, clientId);
      return { data: players.map((p) => playerResource(p, activePlayerId)) };
    },
  );

  app.post(
    '/v1/client/players',
    {
      schema: {
        tags,
        summary: 'Add a player to the account (the fields and rules of sign-up steps 2-4)',
        description:
          'For a player under 13 their own phone, email, website and social accounts are not kept, and the ' +
          "parent's agreement is required (`parent_consent: true`, else 422 on `parent_consent`) and recorded " +
          "in the account's consents (ADR 0041).",
        security: authTokenSecurity,
        body: newPlayerBodySchema,
        response: { 201: playerResponseSchema, ...errorAnswers(401, 422) },
      },
    },
    async (request, reply) => {
      const { clientId } = await requireClient(request);
      const { player, activePlayerId } = await addPlayer(ctx, clientId, request.body.player, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.code(201).send({ data: playerResource(player, activePlayerId) });
    },
  );

  app.put(
    '/v1/client/players/:id',
    {
      schema: {
        tags,
        summary: "Change one of the account's players (any subset of fields)",
        description: "Another family's player id is answered 404, as one that does not exist.",
        security: authTokenSecurity,
        params: playerIdParamsSchema,
        body: playerChangeBodySchema,
        response: { 200: playerResponseSchema, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      const { player, activePlayerId } = await changePlayer(
        ctx,
        clientId,
        request.params.id,
        request.body.player,
      );
      return { data: playerResource(player, activePlayerId) };
    },
  );

  app.put(
    '/v1/client/players/:id/activate',
    {
      schema: {
        tags,
        summary: 'Make the player the active one: the one /v1/client/profiles shows and new bookings are for',
        security: authTokenSecurity,
        params: playerIdParamsSchema,
        response: { 200: playerResponseSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      const { player, activePlayerId } = await activatePlayer(ctx, clientId, request.params.id);
      return { data: playerResource(player, activePlayerId) };
    },
  );

  app.delete(
    '/v1/client/players/:id',
    {
      schema: {
        tags,
        summary: 'Remove a player from the account',
        description:
          'The last player and a player with bookings stay (422). Removing the active player makes the ' +
          'oldest remaining one active.',
        security: authTokenSecurity,
        params: playerIdParamsSchema,
        response: { 200: playerDeletedResponseSchema, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      await removePlayer(ctx, clientId, request.params.id);
      return { data: null };
    },
  );
};
