import { z } from 'zod';
import { BOOKING_STATUSES } from '../constants';
import { PAYMENT_STATUSES } from '../domain/booking-status';
import { trainingTypeSchema } from './calendar';
import { instantField, MESSAGES } from './client-fields';
import {
  documentSchema,
  listDocumentSchema,
  pageQuerySchema,
  resourceSchema,
  serviceLinkField,
  servicePriceShape,
} from './common';

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
/** Ids in bodies: numbers, or digit strings from form fields; a missing one reads "can't be blank". */
export const bodyIdSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
  z.number().int().positive().max(2_147_483_647),
);
export const bookingParamsSchema = z.object({ id: idSchema });

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

/** The trainer as a booking shows them; contact details only when not flagged private. */
export const bookingAthleteSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable(),
  sport_name: z.string().nullable(),
  college: z.string().nullable(),
  contact_number: z.string().nullable(),
  email: z.string().nullable(),
});

/** The booked training option; its connection details (meeting link) only once accepted. */
export const bookingServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  training_type: trainingTypeSchema,
  duration: z.number().int(),
  ...servicePriceShape,
  connection_detail: z.string().nullable(),
  package: z.boolean(),
});

/** The family's player a booking is for, as the family's own bookings name them. */
export const bookingPlayerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});

export const bookingSessionSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
});

export const bookingAttributesSchema = z.object({
  id: z.number().int(),
  /** A completed booking whose public review the family has written (no second one is asked for). */
  reviewed: z.boolean(),
  status: bookingStatusSchema,
  /** The player may cancel it now (SPEC §4: the trainer asked to cancel, the player approves). */
  allowed_cancel: z.boolean(),
  /** The trainer asked to cancel and waits for the player's answer (Cancel or Keep booking). */
  cancellation_requested: z.boolean(),
  /** The player may turn the trainer's cancellation request down and keep the booking. */
  can_keep: z.boolean(),
  /** A request the trainer did not answer in time: declined by the system (status rejected). */
  expired: z.boolean(),
  /** Until when a pending request waits for the trainer's answer (ADR 0030). */
  respond_by: z.string().nullable(),
  /** The trainer's cancellation policy in force at booking (ADR 0046): hours of free
   * cancellation before the first session, and its last instant; both null: non-refundable. */
  free_cancellation_hours: z.number().int().nullable(),
  free_cancellation_until: z.string().nullable(),
  /** The player may cancel now for a full refund (and move a single session to another time). */
  can_cancel_free: z.boolean(),
  /** A request the trainer has not answered yet: the player may withdraw it, whatever the policy (ADR 0068). */
  can_withdraw: z.boolean(),
  accepted_at: z.string().nullable(),
  package: z.boolean(),
  athlete: bookingAthleteSchema.nullable(),
  provided_service: bookingServiceSchema.nullable(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  training_start_date_time: z.string(),
  training_end_date_time: z.string(),
  notes: z.string().nullable(),
  trainer_notes: z.string().nullable(),
  trainer_slug: z.string().nullable(),
  sessions_count: z.number().int(),
  sessions: z.array(bookingSessionSchema),
  /** JSON-API relationship: the payment to use with checkout / create_charge. */
  payment: z.object({ data: z.object({ id: z.string() }) }).nullable(),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  amount: z.number(),
  amount_cents: z.number().int(),
  price: z.number(),
  price_cents: z.number().int(),
  service_fee: z.number(),
  service_fee_cents: z.number().int(),
  processing_fee: z.number(),
  processing_fee_cents: z.number().int(),
  created_at: z.string(),
  /** The player the booking is for (ADR 0045); null only if their record is gone. */
  player: bookingPlayerSchema.nullable(),
});
export type BookingAttributes = z.infer<typeof bookingAttributesSchema>;

export const bookingResourceSchema = resourceSchema('booking', bookingAttributesSchema);
export const bookingResponseSchema = documentSchema(bookingResourceSchema);
export const bookingListResponseSchema = listDocumentSchema(bookingResourceSchema);
export type BookingResource = z.infer<typeof bookingResourceSchema>;

/** `q[status_eq]` / `q[status_not_eq]`: a status name or its numeric code (rejected = 3). */
export const bookingListQuerySchema = pageQuerySchema.extend({
  q: z
    .object({
      status_eq: z.string().max(20).optional(),
      status_not_eq: z.string().max(20).optional(),
    })
    .optional(),
});

/** `GET /v1/client/bookings/seats`: the account's seats at one training's times ahead (ADR 0060). */
export const heldSeatsQuerySchema = z.object({ provided_service_id: idSchema });

export const heldSeatSchema = z.object({
  /** The session's start: a time list's slot at the same start is this seat's. */
  starts_at: z.string(),
  booking_id: z.number().int(),
  /** Whose seat (the account's player), null only if their record is gone. */
  player_id: z.number().int().nullable(),
  player_name: z.string().nullable(),
});
export type HeldSeat = z.infer<typeof heldSeatSchema>;
export const heldSeatsResponseSchema = z.object({ data: z.array(heldSeatSchema) });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `is too long (maximum is ${max} characters)`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A booking whose quote (what the checkout showed) is no longer what the server would book. */
export const TERMS_CHANGED_MESSAGE =
  "This training's times or price changed while you were booking. Please check them again.";

/** The longest note a player or a trainer may write on a booking. */
export const NOTES_MAX_LENGTH = 2000;

/**
 * SPEC §3 booking request. Prices are never read from here: the server computes them from
 * the training. The slot is the calendar entry offering the training that starts at
 * `from_time` (or `calendar_entry_id`); packages book all their sessions and need neither.
 */
export const createBookingBodySchema = z.object({
  booking: z.object({
    provided_service_id: bodyIdSchema,
    provided_service_slug: serviceLinkField,
    booking_date: z.iso.date('is invalid').optional(),
    from_time: instantField().optional(),
    to_time: instantField().optional(),
    calendar_entry_id: bodyIdSchema.optional(),
    notes: optionalText(NOTES_MAX_LENGTH),
    location: optionalText(200),
    address: optionalText(300),
    /**
     * The player the booking is for, one of the account's (`GET /v1/client/players`); absent:
     * the active player (ADR 0045). Another family's player is answered 404 and books nothing.
     */
    player_id: bodyIdSchema.optional(),
    /**
     * What the checkout showed (ADR 0061): the total for one spot, in cents, and each session's
     * times. When given, a booking whose terms the server now computes otherwise (the trainer
     * changed the price or the length, or a package's sessions moved on) is refused with
     * `TERMS_CHANGED_MESSAGE`, nothing held. Prices are still the server's own.
     */
    quote: z
      .object({
        total_cents: z.number().int().min(0),
        sessions: z
          .array(
            z.object({
              from_time: instantField(),
              to_time: instantField(),
            }),
          )
          .min(1)
          .max(100),
      })
      .optional(),
  }),
  card_id: bodyIdSchema.nullish(),
  /** Claims this waitlist offer (ADR 0047): its held seat becomes the booking's. */
  waitlist_entry_id: bodyIdSchema.nullish(),
});
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** `PUT /v1/client/bookings/{id}`: no body cancels; `booking.status` asks for a status. */
/**
 * `PUT /v1/client/bookings/{id}`: no body (or `{}`) cancels (SPEC §7); a body with anything else
 * must say `booking.status`. A careless body (`{"status": "accepted"}`, the wrapper left out) is
 * refused, not read as a cancel.
 */
export const updateBookingBodySchema = z
  .looseObject({ booking: z.object({ status: bookingStatusSchema }).optional() })
  .refine((body) => body.booking !== undefined || Object.keys(body).length === 0, {
    path: ['booking'],
    message: MESSAGES.blank,
  })
  .nullish();

/**
 * `PUT /v1/client/bookings/{id}/reschedule` (ours, ADR 0046): the start of another open slot of
 * the same training, within the booking's free cancellation period; the payment stays.
 */
export const rescheduleBookingBodySchema = z.object({
  booking: z.object({ from_time: instantField() }),
});
export type RescheduleBookingBody = z.infer<typeof rescheduleBookingBodySchema>;

/** Trainer answers: `request_booking` accepts (or rejects with status 'rejected'). */
export const bookingRequestBodySchema = z
  .object({
    booking_request: z
      .object({
        notes: optionalText(NOTES_MAX_LENGTH),
        status: z.enum(['accepted', 'rejected']).optional(),
      })
      .optional(),
  })
  .nullish();
