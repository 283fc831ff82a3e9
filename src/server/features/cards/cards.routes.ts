import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardDeletedResponseSchema,
  cardIdParamsSchema,
  cardListResponseSchema,
  cardResponseSchema,
  saveCardBodySchema,
} from '../../../shared/api/cards';
import type { FeatureOptions } from '../../context';
import { unprocessable } from '../../lib/errors';
import { errorAnswers, signedInSchemas } from '../../lib/route-schemas';
import { requireClient } from '../auth/auth.plugin';
import { toCardResource } from './cards.serializer';
import { deleteCard, listCards, makeDefaultCard, saveCard } from './cards.service';

const cardSchema = signedInSchemas('cards');

export const cardRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get(
    '/v1/client/cards',
    {
      schema: cardSchema({
        summary: "The client's saved cards: the default card first, then newest first",
        response: { 200: cardListResponseSchema, ...errorAnswers(401) },
      }),
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      return { data: (await listCards(ctx, clientId)).map(toCardResource) };
    },
  );

  app.post(
    '/v1/client/cards',
    {
      schema: cardSchema({
        summary: "Save a card from the payment provider's token; the first card becomes the default",
        description:
          'Body `{ token }` or `{ card: { token } }`. At most 10 cards per client. A card already ' +
          'saved (same number by the provider fingerprint, same expiry) is refused with 409 (ADR 0033).',
        body: saveCardBodySchema,
        response: { 201: cardResponseSchema, ...errorAnswers(401, 409, 422) },
      }),
    },
    async (request, reply) => {
      const { clientId } = await requireClient(request);
      const token = request.body.token ?? request.body.card?.token;
      if (!token) throw unprocessable([{ token: "can't be blank" }]);
      const card = await saveCard(ctx, clientId, token, request.log);
      return reply.status(201).send({ data: toCardResource(card) });
    },
  );

  app.put(
    '/v1/client/cards/:id/default',
    {
      schema: cardSchema({
        summary: 'Make this card the default one (SPEC: used, path not shown)',
        params: cardIdParamsSchema,
        response: { 200: cardResponseSchema, ...errorAnswers(401, 404, 422) },
      }),
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      return { data: toCardResource(await makeDefaultCard(ctx, clientId, request.params.id)) };
    },
  );

  app.delete(
    '/v1/client/cards/:id',
    {
      schema: cardSchema({
        summary: 'Delete a saved card; when it was the default, the newest remaining card becomes it',
        params: cardIdParamsSchema,
        response: { 200: cardDeletedResponseSchema, ...errorAnswers(401, 404, 422) },
      }),
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      await deleteCard(ctx, clientId, request.params.id, request.log);
      return { data: null };
    },
  );
};
