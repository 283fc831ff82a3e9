import { z } from 'zod';
import { ATHLETE_TYPES } from '../constants';
import { recordIdSchema, serviceLocationSchema, trainingTypeSchema } from './calendar';
import {
  documentSchema,
  listDocumentSchema,
  pageQuerySchema,
  resourceSchema,
  servicePriceShape,
} from './common';

// An empty filter value (`q[gender_eq]=`) means "no filter", as the web sends it.
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const athleteListFilterSchema = z.object({
  college_slug_eql: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  gender_eq: z.preprocess(blankToUndefined, z.enum(['male', 'female', 'all']).optional()),
  sport_id_eq: z.preprocess(blankToUndefined, recordIdSchema.optional()),
  athlete_type_eq: z.preprocess(blankToUndefined, z.enum([...ATHLETE_TYPES, 'all']).optional()),
  /** Location text: state, city, street and zip joined by commas (SPEC §7). */
  athlete_search_eql: z.preprocess(blankToUndefined, z.string().max(300).optional()),
  /**
   * Name text (the landing page's search, ADR 0034): trainers whose first name, last name or
   * full name ('first last') starts with it, whatever the case.
   */
  name_start: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
export type AthleteListFilter = z.infer<typeof athleteListFilterSchema>;

export const athleteListQuerySchema = pageQuerySchema.extend({ q: athleteListFilterSchema.optional() });
export type AthleteListQuery = z.infer<typeof athleteListQuerySchema>;

/** The next upcoming opening with a free seat, and the public trainings it offers. */
export const nextAvailabilitySchema = z.object({
  selected_trainings: z.array(z.number().int()),
  from_time: z.string(),
  to_time: z.string(),
});
export type NextAvailability = z.infer<typeof nextAvailabilitySchema>;

/** What every view of a trainer shows: the list, the page and the trainer's own profile. */
export const athleteProfileShape = {
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable(),
  gender: z.enum(['male', 'female']),
  athlete_type: z.enum(ATHLETE_TYPES),
  sport_name: z.string().nullable(),
  sport_id: z.number().int().nullable(),
  position: z.array(z.string()),
  passing_year: z.number().int().nullable(),
  jersey_number: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  hometown: z.string().nullable(),
  /** Flags: when true players never see the matching value (SPEC §6). */
  private_email: z.boolean(),
  private_contact_number: z.boolean(),
  college_id: z.number().int().nullable(),
  /** The college's nickname. */
  college: z.string().nullable(),
  college_name: z.string().nullable(),
  high_school: z.string().nullable(),
  club: z.string().nullable(),
  /** Full text; the web cuts it at DESCRIPTION_CUTOFF. */
  profile_description: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  tiktok: z.string().nullable(),
  website: z.string().nullable(),
  time_zone: z.string(),
};

/** A trainer as lists show it (SPEC §3 Athlete/trainer). */
export const athleteListAttributesSchema = z.object({
  ...athleteProfileShape,
  sport: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Null when flagged private. */
  email: z.string().nullable(),
  contact_number: z.string().nullable(),
  college_slug: z.string().nullable(),
  college_color_code: z.string().nullable(),
  next_availability: nextAvailabilitySchema.nullable(),
});
export type AthleteListAttributes = z.infer<typeof athleteListAttributesSchema>;

export const athleteResourceSchema = resourceSchema('athlete', athleteListAttributesSchema);
export const athleteListResponseSchema = listDocumentSchema(athleteResourceSchema);
export type AthleteListResponse = z.infer<typeof athleteListResponseSchema>;

/** `booking_date` is the trainer's calendar day; show the instant in the reader's zone. */
const slotRefSchema = z
  .object({ id: z.number().int(), booking_date: z.string(), training_start_date_time: z.string() })
  .nullable();

/** What a training option shows both on the trainer's page and in the trainer's own list. */
export const serviceFieldsShape = {
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  slug_title: z.string(),
  privacy_setting: z.enum(['public', 'private']),
  training_type: trainingTypeSchema,
  ...servicePriceShape,
  /** (sic) SPEC's field name for the description. */
  discription: z.string().nullable(),
  duration: z.number().int(),
  service_duration: z.string(),
  gender: z.enum(['male', 'female', 'unisex']),
  min_grade: z.number().int().nullable(),
  max_grade: z.number().int().nullable(),
  max_seats: z.number().int(),
  days: z.array(z.number().int()),
  image_url: z.string().nullable(),
  status: z.enum(['draft', 'published', 'unpublished']),
  package: z.boolean(),
  package_start: z.string().nullable(),
  package_end: z.string().nullable(),
  sessions_count: z.number().int().nullable(),
};

/** A training option on the trainer's page (SPEC §3 Provided service). */
export const providedServiceSchema = z.object({
  ...serviceFieldsShape,
  /** Always null here: a virtual session's meeting details are for booked players only. */
  connection_detail: z.null(),
  /** Seats left over its bookable slots; for a package, the fewest left in any of its sessions. */
  available_spots: z.number().int(),
  /**
   * Its full times among the listed ones (`generated_slots`' window): times a family may wait for
   * (ADR 0047). 0 for a package (no waitlist) and when nothing is full: the card then offers no
   * waitlist to join.
   */
  full_times: z.number().int(),
  /** First and last bookable slot (for a package, its first and last session). */
  slots: z.object({ next_slot: slotRefSchema, last_slot: slotRefSchema }),
  /** A package's sessions, the ones a booking takes (ADR 0028); null for a single training. */
  package_sessions: z
    .array(z.object({ training_start_date_time: z.string(), training_end_date_time: z.string() }))
    .nullable(),
  provided_service_locations: z.array(serviceLocationSchema),
  all_slots_booked: z.boolean(),
  /** Data flags replacing SPEC's hard-coded id lists (ADR 0006). */
  hidden_from_trainer_page: z.boolean(),
  book_all_sessions_hint: z.boolean(),
  /** The trainer's cancellation policy as one line (ADR 0046), e.g. 'Non-refundable'. */
  cancellation_policy: z.string(),
});
export type ProvidedService = z.infer<typeof providedServiceSchema>;

/** One opening as a slot (SPEC §3 Slot); from_time/to_time are instants like the training_* ones. */
export const generatedSlotSchema = z.object({
  id: z.number().int(),
  booking_date: z.string(),
  training_start_date_time: z.string(),
  training_end_date_time: z.string(),
  from_time: z.string(),
  to_time: z.string(),
  free_slot: z.number().int(),
  selected_trainings: z.array(z.number().int()),
  /**
   * Ours: present (true) on a time with no seat because the trainer is booked then for another
   * training, its own seats all free; the booking page says "Trainer booked", not "Full".
   */
  trainer_busy: z.literal(true).optional(),
});
export type GeneratedSlot = z.infer<typeof generatedSlotSchema>;

/**
 * A slot's identity among a trainer's slots. Its `id` is its opening's (the calendar entry's),
 * shared by every slot of that opening: two slots are the same only at the same start too.
 */
export function slotKey(slot: Pick<GeneratedSlot, 'id' | 'training_start_date_time'>): string {
  return `${slot.id}@${slot.training_start_date_time}`;
}

export const athleteDetailAttributesSchema = athleteListAttributesSchema.extend({
  provided_services: z.array(providedServiceSchema),
  included_trainings: z.array(z.number().int()),
  latest_calendar_entry: z.object({ booking_date: z.string() }).nullable(),
  generated_slots: z.array(generatedSlotSchema),
});
export type AthleteDetailAttributes = z.infer<typeof athleteDetailAttributesSchema>;

export const athleteDetailResponseSchema = documentSchema(
  resourceSchema('athlete', athleteDetailAttributesSchema),
);
export type AthleteDetailResponse = z.infer<typeof athleteDetailResponseSchema>;

export const athleteParamsSchema = z.object({ slug: z.string().trim().min(1).max(100) });
export const athleteDetailQuerySchema = z.object({
  /** A private training's slug (full, or the part after the athlete's slug): shown by direct link. */
  provided_service: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
});
