import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants';

/**
 * SPEC §8 error list: each entry is a plain string, or a one-key object such as
 * `{"email": "has already been taken"}`; `base` errors show the message alone.
 */
export const errorEntrySchema = z.union([z.string(), z.record(z.string(), z.string())]);
export const errorListSchema = z.object({ errors: z.array(errorEntrySchema) });
export type ErrorEntry = z.infer<typeof errorEntrySchema>;
export type ErrorList = z.infer<typeof errorListSchema>;

/** `pagy` block carried by every list response. */
export const pagySchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  count: z.number().int(),
  pages: z.number().int(),
  next: z.number().int().nullable(),
  prev: z.number().int().nullable(),
});
export type Pagy = z.infer<typeof pagySchema>;

/** JSON-API style resource: `{ id, type, attributes }` with underscore keys. */
export function resourceSchema<T extends z.ZodType>(type: string, attributes: T) {
  return z.object({ id: z.string(), type: z.literal(type), attributes });
}

export function documentSchema<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export function listDocumentSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagy: pagySchema });
}

/** Query parameters shared by list calls. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});

/** A training option's price fields (SPEC §3): dollars for display, exact cents to compute with. */
export const servicePriceShape = {
  price: z.number(),
  price_cents: z.number().int(),
  client_service_fee: z.number(),
  client_service_fee_cents: z.number().int(),
  stripe_fee: z.number(),
  stripe_fee_cents: z.number().int(),
};

/**
 * The training's link as the page was opened with it: its slug (ADR 0072). A private training is
 * booked, waited for or subscribed to only with it; a public one needs none.
 */
export const serviceLinkField = z.string().max(300).optional();
