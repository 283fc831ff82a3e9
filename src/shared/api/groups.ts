import { z } from 'zod';
import { athleteListAttributesSchema } from './athletes';
import { documentSchema, resourceSchema } from './common';

export const groupParamsSchema = z.object({ slug: z.string().trim().min(1).max(100) });

export const groupAttributesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  color_code: z.string(),
  facebook_url: z.string().nullable(),
  twitter_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  website_url: z.string().nullable(),
  /** The group's trainers, by first name. */
  athletes: z.array(athleteListAttributesSchema),
});
export type GroupAttributes = z.infer<typeof groupAttributesSchema>;

export const groupResponseSchema = documentSchema(resourceSchema('group', groupAttributesSchema));
export type GroupResponse = z.infer<typeof groupResponseSchema>;
