import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVALID_CARD_DETAILS,
  sandboxTokenBodySchema,
  sandboxTokenResponseSchema,
} from '../../../shared/api/cards';
import type { FeatureOptions } from '../../context';
import type { CardInput } from '../../integrations/payments/card-rules';
import { createSandboxToken } from '../../integrations/payments/sandbox-provider';
import { ApiError, unprocessable } from '../../lib/errors';
import { errorAnswers } from '../../lib/route-schemas';

type RawField = string | number;

function digitsOf(value: RawField, pattern: RegExp): string | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  return pattern.test(text) ? text : undefined;
}

/** Turns the form's loose fields into what the sandbox checks; anything odd is a bad card. */
function toCardInput(card: { number: RawField; exp_month: RawField; exp_year: RawField; cvc: RawField }) {
  const number = typeof card.number === 'number' ? String(card.number) : card.number;
  const month = digitsOf(card.exp_month, /^\d{1,2}$/);
  const year = digitsOf(card.exp_year, /^(\d{2}|\d{4})$/);
  const cvc = digitsOf(card.cvc, /^\d{1,8}$/);
  if (month === undefined || year === undefined || cvc === undefined) return undefined;
  const input: CardInput = { number, expMonth: Number(month), expYear: Number(year), cvc };
  return input;
}

/**
 * The browser part of the built-in payment sandbox (ADR 0008): stands in for the provider's
 * tokenisation call. With a real provider the browser tokenises with the provider itself, so
 * this path does not exist then. The card number is never logged nor stored.
 */
export const sandboxTokenRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.post(
    '/v1/payments/sandbox/tokens',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment sandbox: tokenise a test card (only while the sandbox is the provider)',
        body: sandboxTokenBodySchema,
        response: { 201: sandboxTokenResponseSchema, ...errorAnswers(404, 422) },
      },
    },
    async (request, reply) => {
      // Same answer as an unknown path: with a real provider this call does not exist.
      if (ctx.payments.name !== 'sandbox') throw new ApiError(404, ['Not found']);
      const input = toCardInput(request.body.card);
      if (!input) throw unprocessable([INVALID_CARD_DETAILS]);
      const token = await createSandboxToken(ctx.db, input, ctx.now());
      return reply.status(201).send(token);
    },
  );
};
