// The trainer's bookings (ADR 0015): requests to answer, the schedule, payouts.
import { z } from 'zod';
import { BOOKING_STATUSES } from '../constants';
import { PAYMENT_STATUSES } from '../domain/booking-status';
import { bookingSessionSchema } from './bookings';
import { listDocumentSchema, pageQuerySchema, resourceSchema } from './common';

/**
 * The player as the trainer sees them: name, grade from the passing year, positions; a child's
 * last name is null (ADR 0041).
 */
export const trainerPlayerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  positions: z.array(z.string()),
  passing_year: z.number().int().nullable(),
  /** -1 Pre-K, 0 Kindergarten, 1..12, 13 College, 14 Post-College; null without a passing year. */
  grade: z.number().int().nullable(),
  grade_label: z.string().nullable(),
});

/** How to reach the family: shown to the trainer once a booking is accepted (ADR 0030). */
export const trainerFamilyContactSchema = z.object({
  parent_name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type TrainerFamilyContact = z.infer<typeof trainerFamilyContactSchema>;

const trainerServiceRefSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    training_type: z.enum(['virtual', 'individual', 'group']),
  })
  .nullable();

export const trainerBookingRequestAttributesSchema = z.object({
  id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  package: z.boolean(),
  sessions_count: z.number().int(),
  training_start_date_time: z.string(),
  training_end_date_time: z.string(),
  provided_service: trainerServiceRefSchema,
  location: z.string().nullable(),
  address: z.string().nullable(),
  player: trainerPlayerSchema,
  /** Null until the booking is accepted. */
  family: trainerFamilyContactSchema.nullable(),
  /** Every session the booking holds (one for a single training, N for a package). */
  sessions: z.array(bookingSessionSchema),
  /** The request expires if not answered by then (ADR 0030). */
  respond_by: z.string().nullable(),
  /** The player's notes for the trainer. */
  notes: z.string().nullable(),
  trainer_notes: z.string().nullable(),
  /** What the trainer earns: the whole training price. */
  price: z.number(),
  price_cents: z.number().int(),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  created_at: z.string(),
});
export const trainerBookingRequestListResponseSchema = listDocumentSchema(
  resourceSchema('booking_request', trainerBookingRequestAttributesSchema),
);
export type TrainerBookingRequestAttributes = z.infer<typeof trainerBookingRequestAttributesSchema>;

/**
 * One upcoming session: its time and place, and every player booked into it; or one the trainer
 * cancelled (`cancelled`, no players), which keeps their time off every page until reopened.
 */
export const trainerSessionAttributesSchema = z.object({
  starts_at: z.string(),
  ends_at: z.string(),
  calendar_entry_id: z.number().int().nullable(),
  /** The held session (`POST /v1/trainer/sessions/{id}/reopen`); null for a booking without one. */
  session_id: z.number().int().nullable(),
  /**
   * The trainer cancelled it (their cancellation approved, ADR 0047): nobody can book it or wait
   * for it; reopening offers the time again.
   */
  cancelled: z.boolean(),
  /**
   * Seats of a session that goes on which the trainer cancelled (a player's cancellation they
   * asked for, approved): kept closed, not sold nor offered, until they reopen them (ADR 0047).
   */
  withdrawn_seats: z.number().int(),
  provided_service: trainerServiceRefSchema,
  location: z.string().nullable(),
  address: z.string().nullable(),
  /** Families in line for a seat of this session (waitlist, ADR 0047): waiting or holding an offer. */
  in_line: z.number().int(),
  players: z.array(
    trainerPlayerSchema.extend({
      booking_id: z.number().int(),
      status: z.enum(BOOKING_STATUSES),
      notes: z.string().nullable(),
      trainer_notes: z.string().nullable(),
      /** Null until the booking is accepted. */
      family: trainerFamilyContactSchema.nullable(),
      package: z.boolean(),
      /** This session's place in its booking: 2 of 4 for a package's second session. */
      session_number: z.number().int(),
      sessions_count: z.number().int(),
      /** The trainer may ask the player to approve cancelling this booking. */
      can_request_cancellation: z.boolean(),
      /** Until when a pending request waits for the trainer's answer. */
      respond_by: z.string().nullable(),
    }),
  ),
});
export type TrainerSessionAttributes = z.infer<typeof trainerSessionAttributesSchema>;
export const trainerScheduleResponseSchema = z.object({
  data: z.array(resourceSchema('session', trainerSessionAttributesSchema)),
});
export const trainerScheduleQuerySchema = z.object({
  /** How many days ahead, from now. */
  days: z.coerce.number().int().min(1).max(180).default(30),
});

export const trainerPayoutAttributesSchema = z.object({
  /** The booking's id. */
  id: z.number().int(),
  booking_status: z.enum(BOOKING_STATUSES),
  training_start_date_time: z.string(),
  provided_service: trainerServiceRefSchema,
  player: z.object({ first_name: z.string(), last_name: z.string().nullable() }),
  /** The trainer keeps 100% of the training price; fees stay with the platform. */
  earned: z.number(),
  earned_cents: z.number().int(),
  payment_id: z.number().int(),
  payment_status: z.enum(PAYMENT_STATUSES),
  transferred: z.boolean(),
  transferred_amount: z.number().nullable(),
  transferred_amount_cents: z.number().int().nullable(),
  /** Completed and paid, not yet transferred: `POST /v1/payments/{payment_id}/transfer_charge` pays it out. */
  transferable: z.boolean(),
});
export type TrainerPayoutAttributes = z.infer<typeof trainerPayoutAttributesSchema>;
export const trainerPayoutListResponseSchema = listDocumentSchema(
  resourceSchema('payout', trainerPayoutAttributesSchema),
).extend({
  totals: z.object({
    /** Paid bookings whose training is still ahead. */
    upcoming_cents: z.number().int(),
    /** Completed and paid, waiting to be transferred. */
    awaiting_transfer_cents: z.number().int(),
    transferred_cents: z.number().int(),
  }),
});

export const trainerListQuerySchema = pageQuerySchema;
