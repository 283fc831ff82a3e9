// The trainer site's account calls (issue 7, ADR 0015): sign-in, profile, password reset.
import { z } from 'zod';
import { ATHLETE_TYPES, MAX_POSITIONS } from '../constants';
import { MAX_PASSWORD_LENGTH } from '../domain/passwords';
import {
  confirmationField,
  confirmationMatches,
  emailField,
  idField,
  imageUrlField,
  jerseyField,
  MESSAGES,
  newPasswordField,
  optionalPhone,
  optionalText,
  passingYearField,
  postalCodeField,
  requiredText,
  socialField,
  timeZoneField,
  websiteField,
} from './client-fields';
import { documentSchema, resourceSchema } from './common';

/** The trainer as the trainer sees themself: every SPEC §3 athlete field, contact details unhidden. */
export const trainerProfileAttributesSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  contact_number: z.string().nullable(),
  /** When true, players never see the value (SPEC §6); the trainer always does. */
  private_email: z.boolean(),
  private_contact_number: z.boolean(),
  profile_image: z.string().nullable(),
  gender: z.enum(['male', 'female']),
  sport_id: z.number().int().nullable(),
  sport_name: z.string().nullable(),
  position: z.array(z.string()),
  passing_year: z.number().int().nullable(),
  jersey_number: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  hometown: z.string().nullable(),
  college_id: z.number().int().nullable(),
  college: z.string().nullable(),
  college_name: z.string().nullable(),
  high_school: z.string().nullable(),
  club: z.string().nullable(),
  profile_description: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  tiktok: z.string().nullable(),
  website: z.string().nullable(),
  athlete_type: z.enum(ATHLETE_TYPES),
  time_zone: z.string(),
  /** A payout account is connected (its id is never shown). */
  payout_account_connected: z.boolean(),
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

const positionsField = z
  .array(z.string({ error: MESSAGES.invalid }).trim().min(1, MESSAGES.invalid).max(100, MESSAGES.invalid), {
    error: MESSAGES.invalid,
  })
  .max(MAX_POSITIONS, MESSAGES.tooManyPositions)
  .refine(
    (list) => new Set(list.map((p) => p.toLowerCase())).size === list.length,
    MESSAGES.repeatedPosition,
  );

/**
 * Profile update: any subset; absent fields stay, null or '' clears an optional one. Slug,
 * athlete type and payout account are not the trainer's to edit here.
 */
export const trainerProfileUpdateSchema = z
  .object({
    first_name: requiredText(100),
    last_name: requiredText(100),
    email: emailField(MESSAGES.invalidEmailAddress),
    contact_number: optionalPhone(MESSAGES.invalidPhone),
    private_email: z.boolean({ error: MESSAGES.invalid }),
    private_contact_number: z.boolean({ error: MESSAGES.invalid }),
    profile_image: imageUrlField,
    gender: z.enum(['male', 'female'], { error: MESSAGES.selectGender }),
    sport_id: idField(MESSAGES.selectSport).nullable(),
    position: positionsField,
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
  })
  .partial();
export type TrainerProfileUpdate = z.infer<typeof trainerProfileUpdateSchema>;
export const trainerProfileUpdateBodySchema = z.object({ athlete: trainerProfileUpdateSchema });

export const trainerUpdatePasswordBodySchema = z.object({
  athlete: z
    .object({
      current_password: z.string({ error: MESSAGES.blank }).min(1, MESSAGES.blank).max(MAX_PASSWORD_LENGTH),
      password: newPasswordField,
      password_confirmation: confirmationField,
    })
    .refine(...confirmationMatches(MESSAGES.passwordMismatch)),
});

export const trainerResetPasswordBodySchema = z.object({
  athlete: z
    .object({
      reset_password_token: requiredText(200),
      password: newPasswordField,
      password_confirmation: confirmationField,
    })
    .refine(...confirmationMatches(MESSAGES.resetPasswordMismatch)),
});

export const trainerSendResetQuerySchema = z.object({
  email: z.string().max(254).optional(),
  redirect_url: z.string().max(2048).optional(),
});
