// The trainer site's account calls (ADR 0015): sign-in, profile, password reset.
import { z } from 'zod';
import {
  CANCELLATION_POLICIES,
  MAX_FREE_CANCELLATION_HOURS,
  MIN_FREE_CANCELLATION_HOURS,
} from '../domain/cancellation-policy';
import { MAX_PASSWORD_LENGTH } from '../domain/passwords';
import { athleteProfileShape } from './athletes';
import {
  emailField,
  idField,
  imageUrlField,
  jerseyField,
  MESSAGES,
  optionalPhone,
  optionalText,
  passingYearField,
  passwordChangeSchema,
  passwordResetSchema,
  personName,
  positionListField,
  postalCodeField,
  resetQueryFields,
  socialField,
  timeZoneField,
  websiteField,
  wholeNumberIn,
} from './client-fields';
import { documentSchema, resourceSchema } from './common';

/** The trainer as the trainer sees themself: every SPEC §3 athlete field, contact details unhidden. */
export const trainerProfileAttributesSchema = z.object({
  ...athleteProfileShape,
  /** Always shown: the trainer sees their own details even when flagged private. */
  email: z.string(),
  contact_number: z.string().nullable(),
  zip: z.string().nullable(),
  /** A payout account is connected (its id is never shown). */
  payout_account_connected: z.boolean(),
  /** Booking rules (ADR 0028): free minutes kept after each session, and how long before a
   * session it can still be booked. */
  buffer_minutes: z.number().int(),
  min_notice_minutes: z.number().int(),
  /** A request not answered by this many hours before its session expires (ADR 0030). */
  request_deadline_hours: z.number().int(),
  /** The morning email listing the day's sessions (ADR 0030). */
  daily_agenda_email: z.boolean(),
  /** Reminder emails 24 hours and 2 hours before each accepted session (ADR 0043). */
  session_reminders: z.boolean(),
  /** The same reminders as text messages to `contact_number` (ADR 0048); off unless asked for. */
  text_reminders: z.boolean(),
  /** Cancellation policy of new bookings (ADR 0046): non-refundable, or free cancellation up
   * to `free_cancellation_hours` before the session with a full refund. */
  cancellation_policy: z.enum(CANCELLATION_POLICIES),
  free_cancellation_hours: z.number().int(),
  /** How long a waitlist offer holds a freed seat, at most (ADR 0047). */
  waitlist_claim_hours: z.number().int(),
});
export type TrainerProfileAttributes = z.infer<typeof trainerProfileAttributesSchema>;

export const trainerProfileResponseSchema = documentSchema(
  resourceSchema('athlete', trainerProfileAttributesSchema),
);
export const trainerAuthResponseSchema = documentSchema(
  resourceSchema('athlete', trainerProfileAttributesSchema.extend({ auth_token: z.string() })),
);

export const trainerSignInBodySchema = z.object({
  email: z.string().trim().min(1, MESSAGES.blank).max(254).email(MESSAGES.invalid),
  password: z.string().min(1, MESSAGES.blank).max(MAX_PASSWORD_LENGTH),
});

/**
 * Profile update: any subset; absent fields stay, null or '' clears an optional one. Slug,
 * athlete type and payout account are not the trainer's to edit here.
 */
/** At most four hours between sessions, and a week's notice. */
export const MAX_BUFFER_MINUTES = 240;
export const MAX_NOTICE_MINUTES = 7 * 24 * 60;
/** Requests may be left open until three days before their session at the earliest. */
export const MAX_REQUEST_DEADLINE_HOURS = 72;
export const MAX_WAITLIST_CLAIM_HOURS = 72;

export const trainerProfileUpdateSchema = z
  .object({
    first_name: personName(),
    last_name: personName(),
    email: emailField(MESSAGES.invalidEmailAddress),
    /** A new email needs the current password too (checked on the server, ADR 0066). */
    current_password: z.string({ error: MESSAGES.invalid }).max(MAX_PASSWORD_LENGTH, MESSAGES.invalid),
    contact_number: optionalPhone(MESSAGES.invalidPhone),
    private_email: z.boolean({ error: MESSAGES.invalid }),
    private_contact_number: z.boolean({ error: MESSAGES.invalid }),
    profile_image: imageUrlField,
    gender: z.enum(['male', 'female'], { error: MESSAGES.selectGender }),
    sport_id: idField(MESSAGES.selectSport).nullable(),
    position: positionListField(MESSAGES.invalid),
    passing_year: passingYearField.nullable(),
    jersey_number: jerseyField,
    city: optionalText(100),
    state: optionalText(100),
    zip: postalCodeField,
    hometown: optionalText(200),
    college_id: idField(MESSAGES.invalid).nullable(),
    high_school: optionalText(200),
    club: optionalText(200),
    profile_description: optionalText(5000),
    facebook: socialField('facebook'),
    twitter: socialField('twitter'),
    instagram: socialField('instagram'),
    tiktok: socialField('tiktok'),
    website: websiteField,
    time_zone: timeZoneField,
    buffer_minutes: wholeNumberIn(0, MAX_BUFFER_MINUTES),
    min_notice_minutes: wholeNumberIn(0, MAX_NOTICE_MINUTES),
    request_deadline_hours: wholeNumberIn(0, MAX_REQUEST_DEADLINE_HOURS),
    daily_agenda_email: z.boolean({ error: MESSAGES.invalid }),
    session_reminders: z.boolean({ error: MESSAGES.invalid }),
    text_reminders: z.boolean({ error: MESSAGES.invalid }),
    cancellation_policy: z.enum(CANCELLATION_POLICIES, { error: MESSAGES.invalid }),
    free_cancellation_hours: wholeNumberIn(MIN_FREE_CANCELLATION_HOURS, MAX_FREE_CANCELLATION_HOURS),
    waitlist_claim_hours: wholeNumberIn(1, MAX_WAITLIST_CLAIM_HOURS),
  })
  .partial();
export type TrainerProfileUpdate = z.infer<typeof trainerProfileUpdateSchema>;
export const trainerProfileUpdateBodySchema = z.object({ athlete: trainerProfileUpdateSchema });

export const trainerUpdatePasswordBodySchema = z.object({ athlete: passwordChangeSchema });

export const trainerResetPasswordBodySchema = z.object({ athlete: passwordResetSchema });

export const trainerSendResetQuerySchema = z.object(resetQueryFields);

// The trainer's own deletion of their account (ADR 0055); the body and the answer are the
// family's (account-data.ts).
export const TRAINER_ACCOUNT_PATH = '/v1/trainer/account';
/** The trainer's copy of their data (ADR 0055), the family's `/v1/client/account/data` mirrored. */
export const TRAINER_ACCOUNT_DATA_PATH = '/v1/trainer/account/data';
export const TRAINER_ACCOUNT_DATA_PDF_PATH = '/v1/trainer/account/data.pdf';
export const TRAINER_HAS_ACCEPTED_SESSIONS =
  'You have accepted sessions that have not taken place yet. Cancel them on your schedule first, or delete your account once they are over.';
