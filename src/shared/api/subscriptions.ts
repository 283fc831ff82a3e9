import { z } from 'zod';
import { isValidUsPhone } from '../domain/contact';
import { listDocumentSchema, pageQuerySchema, resourceSchema, serviceLinkField } from './common';

// SPEC §5 notification modal messages.
export const SUBSCRIPTION_EMAIL_INVALID = 'Please enter valid email address.';
export const SUBSCRIPTION_NAME_REQUIRED = 'Please enter your full name.';
export const SUBSCRIPTION_PHONE_INVALID = 'Sorry! Can not proceed with the provided contact number.';
export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
/** The answer to asking for a disable link by id, the same whether or not it exists (ADR 0031). */
export const DISABLE_LINK_SENT =
  'If these notifications are on, we emailed a link to disable them to the address they go to.';

/** SPEC §3 notification subscription payload, with the notification modal's rules (SPEC §5). */
export const subscriptionInputSchema = z.object({
  provided_service_id: z
    .union([z.number(), z.string().max(12)], {
      error: (issue) => (issue.input == null ? "can't be blank" : 'is invalid'),
    })
    .pipe(
      z.coerce
        .number<string | number>({ error: 'is invalid' })
        .int('is invalid')
        .positive('is invalid')
        .max(2_147_483_647, 'is invalid'),
    ),
  provided_service_slug: serviceLinkField,
  name: z
    .string({ error: SUBSCRIPTION_NAME_REQUIRED })
    .trim()
    .min(1, SUBSCRIPTION_NAME_REQUIRED)
    .max(100, 'is too long (maximum is 100 characters)'),
  email: z
    .string({ error: SUBSCRIPTION_EMAIL_INVALID })
    .trim()
    .max(254, SUBSCRIPTION_EMAIL_INVALID)
    .email(SUBSCRIPTION_EMAIL_INVALID),
  // Optional; when given it must be a valid US number (SPEC §5). Blank counts as not given.
  contact_number: z
    .string({ error: SUBSCRIPTION_PHONE_INVALID })
    .max(40, SUBSCRIPTION_PHONE_INVALID)
    .refine((value) => value.trim() === '' || isValidUsPhone(value), SUBSCRIPTION_PHONE_INVALID)
    .nullish(),
});
export type SubscriptionInput = z.infer<typeof subscriptionInputSchema>;

export const createSubscriptionBodySchema = z.object({
  subscribed_provided_service: subscriptionInputSchema,
});
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;

/** The numeric id (signed in, own subscription) or the unsubscribe token from the email link. */
export const subscriptionRefParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** A subscription's numeric id, as a `/disable_notifications/{id}` address carries it. */
export const subscriptionIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,10}$/, 'is invalid'),
});

export const subscriptionListQuerySchema = pageQuerySchema;

export const subscriptionAttributesSchema = z.object({
  id: z.number().int(),
  provided_service_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** In the form's mask format, `+1 (202) 555-0123`, or null. */
  contact_number: z.string().nullable(),
  disabled: z.boolean(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type SubscriptionAttributes = z.infer<typeof subscriptionAttributesSchema>;

export const subscriptionResourceSchema = resourceSchema(
  'subscribed_provided_service',
  subscriptionAttributesSchema,
);
export const subscriptionResponseSchema = z.object({ data: subscriptionResourceSchema });
export const subscriptionListResponseSchema = listDocumentSchema(subscriptionResourceSchema);
