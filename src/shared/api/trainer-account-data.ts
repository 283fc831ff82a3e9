// The trainer's copy of their own data (ADR 0055), the family's (ADR 0040) mirrored: each part
// as the trainer site shows it, nothing the trainer cannot already see there.
import { z } from 'zod';
import { trainerReviewAttributesSchema } from './reviews';
import { trainerProfileAttributesSchema } from './trainer-account';
import { trainerEntryAttributesSchema } from './trainer-availability';
import { trainerBookingRequestAttributesSchema, trainerPayoutAttributesSchema } from './trainer-bookings';
import { trainerServiceAttributesSchema } from './trainer-services';

const when = z.string().nullable();

export const trainerAccountDataSchema = z.object({
  product: z.string(),
  exported_at: z.string(),
  /** The profile as the trainer's own profile shows it (private email and phone included). */
  profile: trainerProfileAttributesSchema,
  /** The emails and texts the trainer asked for (Profile → Booking requests). */
  notification_settings: z.object({
    daily_agenda_email: z.boolean(),
    session_reminders: z.boolean(),
    text_reminders: z.boolean(),
  }),
  /** Every training, drafts, private and unpublished ones included, newest first. */
  trainings: z.array(trainerServiceAttributesSchema),
  /** Openings not over yet, and those that are, in start order. */
  openings: z.object({
    ahead: z.array(trainerEntryAttributesSchema),
    past: z.array(trainerEntryAttributesSchema),
  }),
  /** Every booking, whatever its status, with its sessions: the player and the family as the
   * trainer site shows them (a child's last name stays with the family; the family's contact
   * once the trainer accepted, ADR 0030, 0041). */
  bookings: z.array(trainerBookingRequestAttributesSchema),
  /** Paid bookings with what the trainer earns and whether it was transferred (Payouts). */
  payouts: z.array(trainerPayoutAttributesSchema),
  /** Reviews and private feedback received, as the trainer's reviews page shows them. */
  reviews: z.array(trainerReviewAttributesSchema),
  /** Calendar feed subscriptions, revoked ones too; never their secret address. */
  calendar_feeds: z.array(z.object({ id: z.number(), created_at: z.string(), revoked_at: when })),
  /** Every email and text the product wrote to the trainer's address and phone. */
  emails: z.array(
    z.object({
      id: z.number(),
      channel: z.string(),
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      status: z.string(),
      created_at: z.string(),
      sent_at: when,
    }),
  ),
});
export type TrainerAccountData = z.infer<typeof trainerAccountDataSchema>;
