// The trainer's training options (ADR 0015). Fees are never sent: the server
// computes them from the price and returns what the player will pay.
import { z } from 'zod';
import { isCalendarDate } from '../domain/birth-date';
import { MAX_GRADE, MAX_LOCATIONS, MAX_PRICE_DOLLARS, MAX_SEATS, MIN_GRADE } from '../domain/service-rules';
import { serviceFieldsShape } from './athletes';
import {
  dollarsIn,
  imageUrlField,
  MESSAGES,
  optionalText,
  requiredText,
  wholeNumberIn,
} from './client-fields';
import { documentSchema, listDocumentSchema, pageQuerySchema, resourceSchema } from './common';

const gradeField = z
  .number({ error: MESSAGES.invalid })
  .int(MESSAGES.invalid)
  .min(MIN_GRADE, MESSAGES.invalid)
  .max(MAX_GRADE, MESSAGES.invalid)
  .nullable();

const dateField = z
  .string({ error: MESSAGES.invalid })
  .trim()
  .refine((v) => isCalendarDate(v), MESSAGES.invalid)
  .nullable();

export const trainerLocationInputSchema = z.object({
  location: requiredText(200),
  address: requiredText(300),
  city: optionalText(100),
  state: optionalText(100),
  zip: optionalText(10),
});

/** Every field of a training option the trainer sets; create needs the required ones. */
const serviceFields = {
  name: requiredText(120),
  description: optionalText(5000),
  training_type: z.enum(['virtual', 'individual', 'group'], { error: MESSAGES.invalid }),
  privacy_setting: z.enum(['public', 'private'], { error: MESSAGES.invalid }),
  status: z.enum(['draft', 'published', 'unpublished'], { error: MESSAGES.invalid }),
  /** Dollars; stored as cents. Zero is a free training. */
  price: dollarsIn(0, MAX_PRICE_DOLLARS),
  /** Minutes. */
  duration: wholeNumberIn(15, 480),
  gender: z.enum(['male', 'female', 'unisex'], { error: MESSAGES.invalid }),
  min_grade: gradeField,
  max_grade: gradeField,
  max_seats: wholeNumberIn(1, MAX_SEATS),
  days: z
    .array(z.number({ error: MESSAGES.invalid }).int().min(0, MESSAGES.invalid).max(6, MESSAGES.invalid), {
      error: MESSAGES.invalid,
    })
    .max(7, MESSAGES.invalid)
    .refine((d) => new Set(d).size === d.length, 'must not repeat a day'),
  /** A virtual training's meeting link or call details: shown to booked players only. */
  connection_detail: optionalText(2000),
  image_url: imageUrlField,
  package: z.boolean({ error: MESSAGES.invalid }),
  package_start: dateField,
  package_end: dateField,
  sessions_count: wholeNumberIn(1, 100).nullable(),
  /** Listed only by direct link, not on the trainer's page (SPEC §2's exclusion list, as data). */
  hidden_from_trainer_page: z.boolean({ error: MESSAGES.invalid }),
  /** The booking page says 'To book all sessions, just choose one date' (SPEC §5, as data). */
  book_all_sessions_hint: z.boolean({ error: MESSAGES.invalid }),
  provided_service_locations: z
    .array(trainerLocationInputSchema, { error: MESSAGES.invalid })
    .max(MAX_LOCATIONS, `can have at most ${MAX_LOCATIONS} locations`),
};

export const trainerServiceCreateSchema = z.object({
  ...serviceFields,
  description: serviceFields.description.optional(),
  privacy_setting: serviceFields.privacy_setting.default('public'),
  status: serviceFields.status.default('draft'),
  gender: serviceFields.gender.default('unisex'),
  min_grade: serviceFields.min_grade.default(null),
  max_grade: serviceFields.max_grade.default(null),
  max_seats: serviceFields.max_seats.default(1),
  days: serviceFields.days.default([]),
  connection_detail: serviceFields.connection_detail.optional(),
  image_url: serviceFields.image_url.optional(),
  package: serviceFields.package.default(false),
  package_start: serviceFields.package_start.default(null),
  package_end: serviceFields.package_end.default(null),
  sessions_count: serviceFields.sessions_count.default(null),
  hidden_from_trainer_page: serviceFields.hidden_from_trainer_page.default(false),
  book_all_sessions_hint: serviceFields.book_all_sessions_hint.default(false),
  provided_service_locations: serviceFields.provided_service_locations.default([]),
});
export type TrainerServiceCreate = z.infer<typeof trainerServiceCreateSchema>;
export const trainerServiceCreateBodySchema = z.object({ provided_service: trainerServiceCreateSchema });

/** Any subset; `provided_service_locations`, when sent, replaces the list. */
export const trainerServiceUpdateSchema = z.object(serviceFields).partial();
export type TrainerServiceUpdate = z.infer<typeof trainerServiceUpdateSchema>;
export const trainerServiceUpdateBodySchema = z.object({ provided_service: trainerServiceUpdateSchema });

export const trainerLocationSchema = z.object({
  id: z.number().int(),
  location: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  city_and_state: z.string().nullable(),
});

export const trainerServiceAttributesSchema = z.object({
  ...serviceFieldsShape,
  /** The booking page's path on the player site: `/{athleteSlug}/{number}`; private ones only by this link. */
  path: z.string(),
  /** What the player pays: price + service fee + processing fee. */
  total: z.number(),
  total_cents: z.number().int(),
  /** What the trainer earns per booking: the whole training price. */
  trainer_earnings: z.number(),
  trainer_earnings_cents: z.number().int(),
  /** The trainer sees their own meeting details. */
  connection_detail: z.string().nullable(),
  provided_service_locations: z.array(trainerLocationSchema),
  hidden_from_trainer_page: z.boolean(),
  book_all_sessions_hint: z.boolean(),
  /**
   * In the list only (ADR 0066): families can book it now. A package needs every one of its
   * sessions in an opening with a free seat (else families see it sold out); any other training
   * a time ahead with one.
   */
  bookable: z.boolean().optional(),
  /** The list's: whether any booking names it (one never booked may be deleted). */
  booked: z.boolean().optional(),
});
export type TrainerServiceAttributes = z.infer<typeof trainerServiceAttributesSchema>;

export const trainerServiceResourceSchema = resourceSchema(
  'provided_service',
  trainerServiceAttributesSchema,
);
export const trainerServiceResponseSchema = documentSchema(trainerServiceResourceSchema);
/**
 * An edit's answer (ADR 0066): `sessions_over_size`, its sessions ahead already holding more
 * players than its new size (they keep their seats; those sessions take no new booking).
 */
export const trainerServiceUpdateResponseSchema = trainerServiceResponseSchema.extend({
  meta: z.object({ sessions_over_size: z.number().int() }),
});
export const trainerServiceListResponseSchema = listDocumentSchema(trainerServiceResourceSchema);
export const trainerServiceListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['draft', 'published', 'unpublished']).optional(),
});
