import { z } from 'zod';
import { calendarEntryAttributesSchema } from './calendar';
import { documentSchema, listDocumentSchema, pageQuerySchema, pagySchema, resourceSchema } from './common';

/** A college by id or slug; an all-digit value is an id. */
export const collegeParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine((v) => !/^\d+$/.test(v) || Number(v) <= 2_147_483_647, 'is invalid'),
});

export const collegeAttributesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string(),
  slug: z.string(),
  city: z.string(),
  state: z.string(),
  color_code: z.string(),
  logo_url: z.string().nullable(),
  facebook_url: z.string().nullable(),
  twitter_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  website_url: z.string().nullable(),
  athletes_count: z.number().int(),
});
export type CollegeAttributes = z.infer<typeof collegeAttributesSchema>;

/** `q[name_or_nickname_cont]`: colleges whose name or nickname contains the text, any case (ADR 0034). */
export const collegeListQuerySchema = z.object({
  q: z
    .object({
      name_or_nickname_cont: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z.string().trim().max(100).optional(),
      ),
    })
    .optional(),
});
export type CollegeListQuery = z.infer<typeof collegeListQuerySchema>;

export const collegeResourceSchema = resourceSchema('college', collegeAttributesSchema);
export const collegeListResponseSchema = documentSchema(z.array(collegeResourceSchema));
export const collegeResponseSchema = documentSchema(collegeResourceSchema);

/**
 * The school schedule pages by DATE: a page holds up to per_page dates (and at most 100
 * openings: a day never splits across pages, a single bigger day is cut to its earliest);
 * `last_date` (the last date the web already has) continues strictly after it.
 */
export const schoolScheduleQuerySchema = pageQuerySchema.extend({
  last_date: z.preprocess((v) => (v === '' ? undefined : v), z.iso.date().optional()),
});
export type SchoolScheduleQuery = z.infer<typeof schoolScheduleQuerySchema>;

export const schoolScheduleResponseSchema = z.object({
  data: resourceSchema(
    'college',
    collegeAttributesSchema.extend({
      /** 'YYYY-MM-DD' → that day's openings, in start order; keys in date order. */
      schedules: z.record(z.string(), z.array(calendarEntryAttributesSchema)),
    }),
  ),
  /** A cursor: `count` is the number of days in this page; `next` is non-null while later days exist. */
  pagy: pagySchema,
});
export type SchoolScheduleResponse = z.infer<typeof schoolScheduleResponseSchema>;

export const highSchoolQuerySchema = pageQuerySchema.extend({
  q: z.object({ nickname_or_city_start: z.string().trim().max(100).optional() }).optional(),
});
export type HighSchoolQuery = z.infer<typeof highSchoolQuerySchema>;

export const highSchoolAttributesSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  city: z.string(),
  state: z.string(),
});
export type HighSchoolAttributes = z.infer<typeof highSchoolAttributesSchema>;
export const highSchoolListResponseSchema = listDocumentSchema(
  resourceSchema('high_school', highSchoolAttributesSchema),
);
