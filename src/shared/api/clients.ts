import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../domain/passwords';
import {
  confirmationField,
  confirmationMatches,
  emailField,
  genderCode,
  IMAGE_FILE_TYPES,
  MESSAGES,
  newPasswordField,
  optionalPersonName,
  optionalPhone,
  optionalText,
  passingYearField,
  passwordChangeSchema,
  passwordResetSchema,
  personName,
  postalCodeField,
  profileFields,
  resetQueryFields,
  timeZoneField,
} from './client-fields';
import { documentSchema, resourceSchema } from './common';

/** The signed-in client as the API returns it (SPEC §3 User). */
export const clientAttributesSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  contact_number: z.string().nullable(),
  guest_user: z.boolean(),
  profile_image: z.string().nullable(),
  dob: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  hometown_city: z.string().nullable(),
  hometown_state: z.string().nullable(),
  hometown_postal_code: z.string().nullable(),
  high_school: z.string().nullable(),
  middle_school: z.string().nullable(),
  college_id: z.number().int().nullable(),
  college: z.string().nullable(),
  club: z.string().nullable(),
  gender: z.number().int().nullable(),
  jersey_number: z.string().nullable(),
  position: z.array(z.string()),
  passing_year: z.number().int().nullable(),
  about: z.string().nullable(),
  sport_id: z.number().int().nullable(),
  website: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  tiktok: z.string().nullable(),
  time_zone: z.string(),
  player_email: z.string().nullable(),
  parent_first_name: z.string().nullable(),
  parent_last_name: z.string().nullable(),
  parent_gender: z.number().int().nullable(),
  parent_street: z.string().nullable(),
  parent_city: z.string().nullable(),
  parent_state: z.string().nullable(),
  parent_postal_code: z.string().nullable(),
  parent_contact_number: z.string().nullable(),
  /**
   * Reminder emails 24 hours and 2 hours before each accepted session (ADR 0043). A user stored
   * by an earlier version has none: the default keeps it valid.
   */
  session_reminders: z.boolean().default(true),
  /** The same reminders as text messages to the parent's phone (ADR 0048); off unless asked for. */
  text_reminders: z.boolean().default(false),
});
export type ClientAttributes = z.infer<typeof clientAttributesSchema>;

export const clientResourceSchema = resourceSchema('client', clientAttributesSchema);
export const clientResponseSchema = documentSchema(clientResourceSchema);

/** Sign-in / sign-up / guest responses also carry the freshly issued token. */
export const authResponseSchema = documentSchema(
  resourceSchema('client', clientAttributesSchema.extend({ auth_token: z.string() })),
);
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const signInBodySchema = z.object({
  email: z.string().trim().min(1, "can't be blank").max(254).email('is invalid'),
  password: z.string().min(1, "can't be blank").max(200),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

const signUpFields = profileFields({ phone: MESSAGES.invalidContact, email: MESSAGES.invalid });

/**
 * Sign-up (SPEC §3 sign-up payload + player, §5 steps 1-4). Rules that need the clock or the
 * database (birth-date range, sport and positions, college, unique email) run on the server.
 */
export const signUpClientSchema = z
  .object({
    ...signUpFields,
    email: emailField(MESSAGES.invalid),
    passing_year: signUpFields.passing_year.nullish(),
    time_zone: signUpFields.time_zone.nullish(),
    password: newPasswordField,
    password_confirmation: confirmationField,
  })
  .refine(...confirmationMatches(MESSAGES.passwordMismatch));
export const signUpBodySchema = z.object({ client: signUpClientSchema });
export type SignUpClient = z.infer<typeof signUpClientSchema>;

/** Guest checkout (SPEC §1): no password; guests may reuse an email. */
export const guestClientSchema = z.object({
  first_name: personName(),
  last_name: personName(),
  email: emailField(MESSAGES.invalid),
  contact_number: optionalPhone(MESSAGES.invalidContact),
  gender: genderCode(MESSAGES.selectGender).nullish(),
  passing_year: passingYearField.nullish(),
  city: optionalText(100),
  state: optionalText(100),
  postal_code: postalCodeField,
  time_zone: timeZoneField.nullish(),
  parent_first_name: optionalPersonName(),
  parent_last_name: optionalPersonName(),
});
export const guestClientBodySchema = z.object({ guest_client: guestClientSchema });
export type GuestClient = z.infer<typeof guestClientSchema>;

const updateFields = profileFields({ phone: MESSAGES.invalidPhone, email: MESSAGES.invalidEmailAddress });

/**
 * Profile update (SPEC §5 Profile): any subset; absent fields stay as they are, null or ''
 * clears an optional one. Keys not listed here (id, guest_user, password) are dropped.
 * A registered account's new email needs `current_password` too (checked on the server).
 */
export const updateProfileClientSchema = z
  .object({
    ...updateFields,
    email: emailField(MESSAGES.invalidEmailAddress),
    current_password: z.string({ error: MESSAGES.invalid }).max(MAX_PASSWORD_LENGTH, MESSAGES.invalid),
    street: optionalText(200),
    hometown_city: optionalText(100),
    hometown_state: optionalText(100),
    hometown_postal_code: postalCodeField,
    parent_contact_number: optionalPhone(MESSAGES.invalidPhone),
    session_reminders: z.boolean({ error: MESSAGES.invalid }),
    text_reminders: z.boolean({ error: MESSAGES.invalid }),
  })
  .partial();
export const updateProfileBodySchema = z.object({ client: updateProfileClientSchema });
export type UpdateProfileClient = z.infer<typeof updateProfileClientSchema>;

export const updatePasswordBodySchema = z.object({ client: passwordChangeSchema });

export const resetPasswordBodySchema = z.object({ client: passwordResetSchema });

/** `?email=&redirect_url=`, or the same inside `client[...]` as the web sends them. */
export const sendResetPasswordQuerySchema = z.object({
  ...resetQueryFields,
  client: z.object(resetQueryFields).optional(),
});

/** Email of the reset form, the same rule the server applies. */
export const resetEmailSchema = emailField(MESSAGES.invalid);

export const messageResponseSchema = documentSchema(z.object({ message: z.string() }));

export const signedUrlQuerySchema = z.object({
  file_type: z
    .string({ error: MESSAGES.fileType })
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(IMAGE_FILE_TYPES, { error: MESSAGES.fileType })),
});
/** SPEC §7: top-level, not wrapped in `data`. */
export const signedUrlResponseSchema = z.object({ signed_url: z.string(), url: z.string() });

/** The agreement under the sign-up form (SPEC §2), recorded with the account (ADR 0041). */
export const SIGN_UP_AGREEMENT =
  'By signing up, you agree to our Terms of Service and acknowledge that you have read our Privacy Policy';
