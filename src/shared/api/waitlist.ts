import { z } from 'zod';
import { WAITLIST_STATUSES } from '../domain/waitlist';
import { bodyIdSchema, idSchema } from './bookings';
import { instantField } from './client-fields';
import { documentSchema, resourceSchema, serviceLinkField } from './common';

/** `POST /v1/client/waitlist`: wait for one training at one start (ADR 0047). */
export const joinWaitlistBodySchema = z.object({
  waitlist_entry: z.object({
    provided_service_id: bodyIdSchema,
    provided_service_slug: serviceLinkField,
    starts_at: instantField(),
    /** Which of the family's players waits (ADR 0045); the active one when absent. */
    player_id: bodyIdSchema.optional(),
  }),
});
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBodySchema>;

export const waitlistParamsSchema = z.object({ id: idSchema });

export const waitlistEntryAttributesSchema = z.object({
  id: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 = first in line; null once the place has ended. */
  place: z.number().int().nullable(),
  provided_service_id: z.number().int(),
  service_name: z.string(),
  /** The part of the training's slug after the trainer's (the booking page's path). */
  service_slug: z.string(),
  athlete_slug: z.string(),
  athlete_name: z.string(),
  player_name: z.string(),
  /** Whose place it is (ADR 0045): a claim books for this player only. */
  player_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** While offered: until when the seat is held. */
  offer_expires_at: z.string().nullable(),
  /** Once claimed: the booking made. */
  booking_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type WaitlistEntryAttributes = z.infer<typeof waitlistEntryAttributesSchema>;

export const waitlistEntryResourceSchema = resourceSchema('waitlist_entry', waitlistEntryAttributesSchema);
export const waitlistEntryResponseSchema = documentSchema(waitlistEntryResourceSchema);
export const waitlistListResponseSchema = z.object({ data: z.array(waitlistEntryResourceSchema) });
export type WaitlistListResponse = z.infer<typeof waitlistListResponseSchema>;
