import { z } from 'zod';
import { documentSchema, resourceSchema } from './common';

export const positionSchema = z.object({ id: z.number().int(), name: z.string(), display_name: z.string() });

export const sportAttributesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  positions: z.array(positionSchema),
});
export const sportResourceSchema = resourceSchema('sport', sportAttributesSchema);
export const sportListResponseSchema = documentSchema(z.array(sportResourceSchema));
export const sportResponseSchema = documentSchema(sportResourceSchema);
export const sportParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export type Sport = z.infer<typeof sportAttributesSchema>;
