import { z } from 'zod';
import { resourceSchema } from './common';

export const PLACE_QUERY_MIN = 2;
export const PLACE_QUERY_MAX = 100;
/** Suggestions under the city box: enough to find a town, few enough to read. */
export const PLACE_RESULTS_MAX = 10;

// Array values (`?query=a&query=b`) and blanks answer 422, not 500.
export const citySearchQuerySchema = z.object({
  query: z
    .string({ error: "can't be blank" })
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(PLACE_QUERY_MIN, `is too short (minimum is ${PLACE_QUERY_MIN} characters)`)
        .max(PLACE_QUERY_MAX, `is too long (maximum is ${PLACE_QUERY_MAX} characters)`),
    ),
});
export type CitySearchQuery = z.infer<typeof citySearchQuerySchema>;

export const placeAttributesSchema = z.object({
  city: z.string(),
  /** Two-letter USPS code. */
  state: z.string(),
  zip: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** 'Lexington, KY'. */
  label: z.string(),
});
export type PlaceAttributes = z.infer<typeof placeAttributesSchema>;

export const placeResourceSchema = resourceSchema('place', placeAttributesSchema);
export const placeListResponseSchema = z.object({ data: z.array(placeResourceSchema) });
export type PlaceListResponse = z.infer<typeof placeListResponseSchema>;
