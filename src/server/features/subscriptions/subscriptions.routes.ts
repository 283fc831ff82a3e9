import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../shared/api/clients';
import {
  createSubscriptionBodySchema,
  DISABLE_LINK_SENT,
  subscriptionIdParamsSchema,
  subscriptionListQuerySchema,
  subscriptionListResponseSchema,
  subscriptionRefParamsSchema,
  subscriptionResponseSchema,
} from '../../../shared/api/subscriptions';
import type { FeatureOptions } from '../../context';
import { unauthorized } from '../../lib/errors';
import { pagy } from '../../lib/pagination';
import { rateLimited } from '../../lib/rate-limits';
import { withRequestLinks } from '../../lib/request-links';
import { authTokenSecurity, errorAnswers } from '../../lib/route-schemas';
import { requireClient } from '../auth/auth.plugin';
import { toSubscriptionResource } from './subscriptions.serializer';
import { emailDisableLink, listSubscriptions, subscribe, unsubscribe } from './subscriptions.service';

/**
 * Sign-in is optional here. A token that is sent but no longer valid is refused (the web app
 * then signs the user out) rather than quietly treated as signed out.
 */
async function optionalClientId(request: FastifyRequest): Promise<number | null> {
  const auth = await request.auth();
  if (auth?.clientId != null) return auth.clientId;
  if (request.headers['auth-token']) throw unauthorized();
  return null;
}

export const subscriptionRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.post(
    '/v1/client/subscribed_provided_services',
    {
      // Per caller address; confirmations per recipient email are capped by the service.
      config: rateLimited('subscription'),
      schema: {
        tags: ['subscriptions'],
        summary: 'Get notified when the trainer adds openings for a training (sign-in optional)',
        description:
          'Sends a confirmation email with a disable link. The same email subscribed again to the ' +
          'same training answers 201 with no second email; only the signed-in owner of the ' +
          'subscription (or of its email) updates its name and phone, anyone else leaves it as it ' +
          'was. 429 when the caller, or the emails sent to that address, are over their limit.',
        body: createSubscriptionBodySchema,
        response: { 201: subscriptionResponseSchema, ...errorAnswers(401, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const clientId = await optionalClientId(request);
      const row = await subscribe(
        withRequestLinks(ctx, request),
        clientId,
        request.body.subscribed_provided_service,
        request.log,
      );
      return reply.status(201).send({ data: toSubscriptionResource(row) });
    },
  );

  app.get(
    '/v1/client/subscribed_provided_services',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "The signed-in client's active notification subscriptions, newest first (our addition)",
        security: authTokenSecurity,
        querystring: subscriptionListQuerySchema,
        response: { 200: subscriptionListResponseSchema, ...errorAnswers(401, 422) },
      },
    },
    async (request) => {
      const { clientId } = await requireClient(request);
      const { rows, count } = await listSubscriptions(ctx, clientId, request.query);
      return { data: rows.map(toSubscriptionResource), pagy: pagy(request.query, count) };
    },
  );

  app.delete(
    '/v1/client/subscribed_provided_services/:id',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Disable notifications, by numeric id (signed in, own) or by the token from the email link',
        description: 'Idempotent: disabling twice answers 200 both times.',
        params: subscriptionRefParamsSchema,
        response: { 200: subscriptionResponseSchema, ...errorAnswers(401, 404, 422) },
      },
    },
    async (request) => {
      const auth = await request.auth();
      const row = await unsubscribe(ctx, auth?.clientId ?? null, request.params.id);
      return { data: toSubscriptionResource(row) };
    },
  );

  app.post(
    '/v1/client/subscribed_provided_services/:id/disable_link',
    {
      config: rateLimited('disableLink'),
      schema: {
        tags: ['subscriptions'],
        summary: 'Email the disable link of a subscription, by numeric id, to its own address (our addition)',
        description:
          'For /disable_notifications/{id} opened without signing in (ADR 0031): the id alone disables ' +
          'nothing, the subscriber gets the emailed link that does. The same 202 whether or not the ' +
          'subscription exists or is still on. 429 when the caller, or the links sent for that ' +
          'subscription, are over their limit.',
        params: subscriptionIdParamsSchema,
        response: { 202: messageResponseSchema, ...errorAnswers(422, 429) },
      },
    },
    async (request, reply) => {
      await emailDisableLink(withRequestLinks(ctx, request), request.params.id);
      return reply.status(202).send({ data: { message: DISABLE_LINK_SENT } });
    },
  );
};
