import { z } from 'zod';
import { PAYMENT_STATUSES } from '../domain/booking-status';
import { bodyIdSchema, idSchema } from './bookings';
import { documentSchema, resourceSchema, servicePriceShape } from './common';

export const paymentParamsSchema = z.object({ id: idSchema });

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const paymentCardSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});

/** A booking's payment with the checkout lines of SPEC §9 (dollars plus exact cents). */
export const paymentAttributesSchema = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  status: paymentStatusSchema,
  amount: z.number(),
  amount_cents: z.number().int(),
  ...servicePriceShape,
  card: paymentCardSchema.nullable(),
  failure_message: z.string().nullable(),
  transfer_amount: z.number().nullable(),
  transfer_amount_cents: z.number().int().nullable(),
  created_at: z.string(),
});
export type PaymentAttributes = z.infer<typeof paymentAttributesSchema>;

export const paymentResourceSchema = resourceSchema('payment', paymentAttributesSchema);
export const paymentResponseSchema = documentSchema(paymentResourceSchema);

/** SPEC §7 create_charge: `amount` in dollars must equal the booking's; the server checks it. */
export const createChargeBodySchema = z.object({
  payment: z.object({
    amount: z.coerce.number().finite().nonnegative().max(1_000_000),
    card_id: bodyIdSchema,
  }),
});
export type CreateChargeBody = z.infer<typeof createChargeBodySchema>;

/**
 * SPEC §7 transfer_charge (trainer payout): the trainer's payout account. It may be left out once
 * the trainer has a connected account (the trainer site sends none then): payouts go there.
 */
export const transferChargeBodySchema = z
  .object({
    payment: z
      .object({ account_id: z.string().trim().min(1, "can't be blank").max(255).optional() })
      .optional(),
  })
  .nullish();

/** What the browser's card form needs: which provider tokenises cards, and Stripe's public key. */
export const paymentConfigResponseSchema = z.object({
  data: z.object({
    provider: z.enum(['sandbox', 'stripe']),
    publishable_key: z.string().nullable(),
  }),
});
export type PaymentConfig = z.infer<typeof paymentConfigResponseSchema>['data'];

/** The answer to the provider's webhook: `duplicate` when the event had been applied before. */
export const webhookAckSchema = z.object({
  data: z.object({ received: z.literal(true), duplicate: z.boolean() }),
});
