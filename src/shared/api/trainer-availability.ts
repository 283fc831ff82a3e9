// The trainer's openings (calendar entries), ADR 0015.
import { z } from 'zod';
import { MAX_OPENING_SEATS, MAX_REPEAT_WEEKS } from '../domain/availability';
import { isCalendarDate } from '../domain/birth-date';
import { MESSAGES, wholeNumberIn } from './client-fields';
import { documentSchema, resourceSchema } from './common';

const dateField = z
  .string({ error: MESSAGES.blank })
  .trim()
  .refine((v) => isCalendarDate(v), MESSAGES.invalid);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeField = z.string({ error: MESSAGES.blank }).trim().regex(TIME, 'must be a time like 17:30');

const entryFields = {
  /** The calendar day in the trainer's time zone. */
  booking_date: dateField,
  /** Wall-clock 'HH:mm' in the trainer's time zone. */
  from_time: timeField,
  to_time: timeField,
  /** The trainer's own training options offered in this opening. */
  provided_service_ids: z
    .array(z.number({ error: MESSAGES.invalid }).int().positive().max(2_147_483_647), {
      error: MESSAGES.blank,
    })
    .min(1, 'choose at least one training option')
    .max(50, MESSAGES.invalid),
  seats: wholeNumberIn(1, MAX_OPENING_SEATS).optional(),
  entry_color: z
    .string()
    .trim()
    .regex(/^#[0-9a-f]{6}$/i, MESSAGES.invalid)
    .nullish(),
};

type TimeRange = { from_time?: string | undefined; to_time?: string | undefined };
const toAfterFrom: [(v: TimeRange) => boolean, { path: PropertyKey[]; message: string }] = [
  // Only two well-formed times are compared; a malformed one has its own error already.
  (v) =>
    !TIME.test(v.from_time ?? '') || !TIME.test(v.to_time ?? '') || (v.to_time ?? '') > (v.from_time ?? ''),
  { path: ['to_time'], message: 'must be after the start time' },
];

export const trainerEntryCreateSchema = z
  .object({
    ...entryFields,
    /** Also create the same opening on the same weekday for the next N weeks. */
    repeat_weeks: wholeNumberIn(0, MAX_REPEAT_WEEKS).default(0),
  })
  .refine(...toAfterFrom);
export type TrainerEntryCreate = z.infer<typeof trainerEntryCreateSchema>;
export const trainerEntryCreateBodySchema = z.object({ calendar_entry: trainerEntryCreateSchema });

/** Any subset; an opening with live bookings cannot be changed (409). */
export const trainerEntryUpdateSchema = z
  .object(entryFields)
  .partial()
  .refine(...toAfterFrom);
export type TrainerEntryUpdate = z.infer<typeof trainerEntryUpdateSchema>;
export const trainerEntryUpdateBodySchema = z.object({ calendar_entry: trainerEntryUpdateSchema });

export const trainerEntryListQuerySchema = z.object({
  /** First and last calendar day (inclusive); from defaults to today, to to six weeks later. */
  from: dateField.optional(),
  to: dateField.optional(),
});

/** Time off: the trainer's days `from`..`to` (inclusive), their clock. */
export const trainerTimeOffSchema = z
  .object({ from: dateField, to: dateField })
  .refine((v) => !isCalendarDate(v.from) || !isCalendarDate(v.to) || v.to >= v.from, {
    path: ['to'],
    message: 'must not be before from',
  });
export type TrainerTimeOff = z.infer<typeof trainerTimeOffSchema>;
export const trainerTimeOffBodySchema = z.object({ time_off: trainerTimeOffSchema });

export const trainerEntryAttributesSchema = z.object({
  id: z.number().int(),
  booking_date: z.string(),
  /** Instants (UTC ISO). */
  from_time: z.string(),
  to_time: z.string(),
  /** The same times on the trainer's clock, 'HH:mm'. */
  local_from_time: z.string(),
  local_to_time: z.string(),
  time_zone: z.string(),
  /** The most seats any one session in this opening has (an option's max_seats caps it too). */
  max_slot: z.number().int(),
  /** Seats held by live bookings in its sessions; an opening with any cannot be edited or removed. */
  booked_seats: z.number().int(),
  /** Its sessions those seats are in: an opening longer than a training has several. */
  booked_sessions: z.number().int(),
  /**
   * Its sessions the trainer cancelled (every seat withdrawn, ADR 0047): closed to families and
   * their waitlist until reopened from the schedule.
   */
  cancelled_sessions: z.number().int(),
  /**
   * Closed by time off while families held seats in it (ADR 0063): it keeps them and sells no
   * more, shown nowhere to families, until reopened.
   */
  closed: z.boolean(),
  entry_color: z.string().nullable(),
  provided_services: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      training_type: z.enum(['virtual', 'individual', 'group']),
      status: z.enum(['draft', 'published', 'unpublished']),
      privacy_setting: z.enum(['public', 'private']),
    }),
  ),
});
export type TrainerEntryAttributes = z.infer<typeof trainerEntryAttributesSchema>;

export const trainerEntryResourceSchema = resourceSchema('calendar_entry', trainerEntryAttributesSchema);
export const trainerEntryResponseSchema = documentSchema(trainerEntryResourceSchema);
export const trainerEntryListResponseSchema = documentSchema(z.array(trainerEntryResourceSchema));

/**
 * What time off did: the openings removed, and those kept because a family holds a seat in them
 * (their sessions are cancelled from the schedule, where the families are told).
 */
export const trainerTimeOffResponseSchema = documentSchema(
  z.object({ removed: z.number().int(), kept: z.array(trainerEntryResourceSchema) }),
);
