// The route state the booking flow hands to /bookings/checkout (SPEC §2 Checkout): the
// checkout page parses it with this schema, so both sides agree on one shape.
import { z } from 'zod';
import { generatedSlotSchema, providedServiceSchema } from '../api/athletes';

export const selectedLocationSchema = z.object({
  location: z.string(),
  address: z.string(),
  /** The training the location was chosen for (SPEC §3 stored selection). */
  trainingId: z.number().int(),
});
export type SelectedLocation = z.infer<typeof selectedLocationSchema>;

export const checkoutRouteStateSchema = z.object({
  providedService: providedServiceSchema,
  /** The day picked on the booking page ('YYYY-MM-DD' in the visitor's zone); null for packages. */
  bookingDate: z.string().nullable(),
  /** The opening picked; null for packages, which book every session. */
  selectedSlot: generatedSlotSchema.nullable(),
  /** The trainer, for the Back link and the grade-warning dialog. */
  athleteSlug: z.string(),
  /** The place chosen for an in-person training; null for virtual ones. */
  location: selectedLocationSchema.nullable(),
  /** A waitlist offer being claimed (ADR 0047): the booking takes the seat held for it. */
  waitlistEntryId: z.number().int().optional(),
  /**
   * The player checkout starts with when it is not the active one: the active player holds a
   * seat at the chosen time and this one does not (ADR 0060). The family may still choose.
   */
  playerId: z.number().int().optional(),
  /** Whose the claimed place is: the booking is for them, with no choice of player (ADR 0047). */
  waitlistPlayerId: z.number().int().optional(),
});
export type CheckoutRouteState = z.infer<typeof checkoutRouteStateSchema>;
