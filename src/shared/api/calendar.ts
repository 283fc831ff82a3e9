import { z } from 'zod';
import { listDocumentSchema, pageQuerySchema, resourceSchema, servicePriceShape } from './common';

/** A database id in a path or query: positive and within PostgreSQL's integer. */
export const recordIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const trainingTypeSchema = z.enum(['virtual', 'individual', 'group']);

export const serviceLocationSchema = z.object({
  id: z.number().int(),
  location: z.string(),
  address: z.string(),
  /** 'Lexington, KY', or null when the location has neither. */
  city_and_state: z.string().nullable(),
});
export type ServiceLocation = z.infer<typeof serviceLocationSchema>;

/** Who offers an opening: enough for a schedule row (SPEC §2 athlete schedule). */
export const athleteSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable(),
  sport: z.string().nullable(),
  sport_id: z.number().int().nullable(),
  position: z.array(z.string()),
  passing_year: z.number().int().nullable(),
  jersey_number: z.string().nullable(),
  athlete_type: z.string(),
  college: z.string().nullable(),
  college_slug: z.string().nullable(),
});
export type AthleteSummary = z.infer<typeof athleteSummarySchema>;

/** A training option as offered in an opening (public, published ones only). */
export const entryServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  training_type: trainingTypeSchema,
  duration: z.number().int(),
  service_duration: z.string(),
  ...servicePriceShape,
  package: z.boolean(),
  /** Null for a virtual training: it happens online. */
  provided_service_locations: z.array(serviceLocationSchema).nullable(),
});
export type EntryService = z.infer<typeof entryServiceSchema>;

/** One upcoming opening of a trainer (SPEC §3 schedule entry). */
export const calendarEntryAttributesSchema = z.object({
  id: z.number().int(),
  booking_date: z.string(),
  from_time: z.string(),
  to_time: z.string(),
  free_slot: z.number().int(),
  max_slot: z.number().int(),
  entry_color: z.string().nullable(),
  /** Every training offered in it is virtual. */
  virtual: z.boolean(),
  athlete: athleteSummarySchema,
  provided_services: z.array(entryServiceSchema),
});
export type CalendarEntryAttributes = z.infer<typeof calendarEntryAttributesSchema>;

export const calendarEntryResourceSchema = resourceSchema('calendar_entry', calendarEntryAttributesSchema);
export const calendarEntryListResponseSchema = listDocumentSchema(calendarEntryResourceSchema);
export type CalendarEntryListResponse = z.infer<typeof calendarEntryListResponseSchema>;

/** GET /v1/client/calendar_entries: `id` is the athlete's id. */
export const calendarEntryQuerySchema = pageQuerySchema.extend({
  id: z
    .string()
    .trim()
    .min(1, "can't be blank")
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647)),
});
export type CalendarEntryQuery = z.infer<typeof calendarEntryQuerySchema>;
