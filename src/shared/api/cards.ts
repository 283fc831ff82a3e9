import { z } from 'zod';
import { documentSchema, resourceSchema } from './common';

/** SPEC §5: what the card form shows when the provider refuses the card. */
export const INVALID_CARD_DETAILS = 'Invalid card details';
/** A card the client has saved already, saved again (409; ADR 0033). */
export const CARD_ALREADY_SAVED_MESSAGE = 'This card is already saved. Choose it from your saved cards.';
/** A client keeps at most this many saved cards (our limit; SPEC is silent). */
export const MAX_SAVED_CARDS = 10;

export const cardIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A saved card (SPEC §3 Card): never the number, only what the provider tells about it. */
export const cardAttributesSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  /** The provider's id of the saved card; the booking request sends it back as payment reference. */
  stripe_id: z.string(),
  is_default: z.boolean(),
});
export type CardAttributes = z.infer<typeof cardAttributesSchema>;

export const cardResourceSchema = resourceSchema('card', cardAttributesSchema);
export const cardResponseSchema = documentSchema(cardResourceSchema);
/** The default card first (SPEC §3: 'The first returned card is the default'), then newest first. */
export const cardListResponseSchema = documentSchema(z.array(cardResourceSchema));
export const cardDeletedResponseSchema = z.object({ data: z.null() });

const providerToken = z
  .string({ error: (issue) => (issue.input === undefined ? "can't be blank" : 'is invalid') })
  .trim()
  .min(1, "can't be blank")
  .max(255, 'is invalid');

/**
 * POST /v1/client/cards: the token the provider's browser part made. Both `{ token }` and
 * `{ card: { token } }` are accepted; the route reads whichever is present.
 */
export const saveCardBodySchema = z.object({
  token: providerToken.optional(),
  card: z.object({ token: providerToken }).optional(),
});
export type SaveCardBody = z.infer<typeof saveCardBodySchema>;

// The card fields are checked by the provider (one message for all, SPEC §5); here they
// are only bounded so nothing huge reaches it. Numbers arrive as strings or numbers.
const cardField = (max: number) => z.union([z.string().max(max), z.number().int().nonnegative()]);

/** The payment sandbox's token call, as the provider's browser library would send it. */
export const sandboxCardSchema = z.object({
  number: cardField(40),
  exp_month: cardField(4),
  exp_year: cardField(6),
  cvc: cardField(8),
  name: z
    .string({ error: (issue) => (issue.input === undefined ? "can't be blank" : 'is invalid') })
    .trim()
    .min(1, "can't be blank")
    .max(100, 'is too long (maximum is 100 characters)'),
});
export const sandboxTokenBodySchema = z.object({ card: sandboxCardSchema });
export type SandboxTokenBody = z.infer<typeof sandboxTokenBodySchema>;

/** Shaped like the provider's token object: an id to hand to POST /v1/client/cards. */
export const sandboxTokenResponseSchema = z.object({
  id: z.string(),
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
});
export type SandboxToken = z.infer<typeof sandboxTokenResponseSchema>;
