// Field rules of the client forms (SPEC §5), shared by the web's forms and the API's schemas.
import { z } from 'zod';
import { MAX_POSITIONS } from '../constants';
import { isCalendarDate, isTimeZone } from '../domain/birth-date';
import { normalizeUsPhone } from '../domain/contact';
import { acceptedGraduationYears } from '../domain/grades';
import { MAX_PASSWORD_LENGTH, passwordProblem } from '../domain/passwords';
import {
  invalidSocialMessage,
  normalizeSocialHandle,
  normalizeWebsite,
  type SocialNetwork,
} from '../domain/social';

/** Image types a profile picture may be uploaded as (SPEC §7 signed_url?file_type=). */
export const IMAGE_FILE_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
export type ImageFileType = (typeof IMAGE_FILE_TYPES)[number];

/** Product messages (SPEC §5, §8) and the generic ones of the error list (SPEC §8). */
export const MESSAGES = {
  blank: "can't be blank",
  invalid: 'is invalid',
  taken: 'has already been taken',
  // A guest giving the email of a registered account: that person signs in instead.
  registeredSignIn: 'belongs to a registered account. Please sign in to continue.',
  passwordMismatch: 'Password does not match!',
  // SPEC §5 spells the reset form's message so, with a typographic apostrophe.
  resetPasswordMismatch: 'Password does’t match!',
  invalidContact: 'Invalid contact number!',
  invalidPhone: 'Invalid phone number.',
  invalidEmailAddress: 'Invalid email address.',
  selectGender: 'Please select your gender!',
  selectParentGender: 'Please select parent gender!',
  selectDob: 'Please select date of birth!',
  enterLocation: 'Enter current location!',
  selectSport: 'Select sport!',
  selectPosition: 'Select position!',
  tooManyPositions: `can have at most ${MAX_POSITIONS} positions`,
  repeatedPosition: 'must not repeat a position',
  passingYear: 'is not a graduation year',
  timeZone: 'is not a known time zone',
  resetTokenInvalid: 'is invalid or has expired',
  resetSent: 'If an account exists for that email, we sent a reset link.',
  passwordUpdated: 'Password Updated Successfully!',
  fileType: `must be one of ${IMAGE_FILE_TYPES.join(', ')}`,
  // Text reminders go to the account's own phone (ADR 0048).
  textsNeedPhone: 'Add a phone number to get text reminders',
} as const;

const tooLong = (max: number) => `is too long (maximum is ${max} characters)`;
const blankToNull = <T>(v: T): T | null => (v === '' ? null : v);
const anEmail = z.email();

export const requiredText = (max: number, message: string = MESSAGES.blank) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

// A person's name: at least one letter, and none of the invisible characters that make a name
// look blank or read backwards where a trainer or a family sees it (control characters, bidi
// embeddings, overrides and isolates, zero-width space, word joiner, byte-order mark). The
// joiners some scripts need (U+200C, U+200D) stay allowed.
const HIDDEN_IN_NAMES = /[\p{Cc}\u200B\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;
export const NOT_A_NAME = 'must have a letter and no hidden characters';
export const isPersonName = (v: string) => /\p{L}/u.test(v) && !HIDDEN_IN_NAMES.test(v);

/** A required first or last name. */
export const personName = (max = 100) => requiredText(max).refine(isPersonName, NOT_A_NAME);

/** Absent stays undefined (leave as is), '' and null become null (clear). */
export const optionalText = (max: number) =>
  z.string({ error: MESSAGES.invalid }).trim().max(max, tooLong(max)).nullish().transform(blankToNull);

export const emailField = (invalid: string) =>
  z
    .string({ error: MESSAGES.blank })
    .trim()
    .toLowerCase()
    .min(1, { error: MESSAGES.blank, abort: true })
    .max(254, { error: invalid, abort: true })
    .refine((v) => anEmail.safeParse(v).success, invalid);

export const optionalEmail = (invalid: string) =>
  optionalText(254).refine((v) => v === undefined || v === null || anEmail.safeParse(v).success, invalid);

export const phoneField = (message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .transform((v, ctx) => {
      const phone = normalizeUsPhone(v);
      if (phone === null) ctx.addIssue({ code: 'custom', message });
      return phone ?? '';
    });

export const optionalPhone = (message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || v.trim() === '') return null;
      const phone = normalizeUsPhone(v);
      if (phone === null) ctx.addIssue({ code: 'custom', message });
      return phone;
    });

/** SPEC sex codes 1 (male) and 2 (female); forms may send them as strings. */
export const genderCode = (message: string) =>
  z
    .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: message })
    .transform((v): 1 | 2 => (v === 1 || v === '1' ? 1 : 2));

const integer = (message: string) =>
  z.union(
    [
      z.number().int(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ],
    { error: message },
  );

export const idField = (message: string) =>
  integer(message).refine((v) => v >= 1 && v <= 2_147_483_647, message);

/** Within the years the graduation list moves through (ADR 0062), by the real clock. */
export const passingYearField = integer(MESSAGES.passingYear).superRefine((year, ctx) => {
  const { min, max } = acceptedGraduationYears(new Date());
  if (year < min || year > max)
    ctx.addIssue({ code: 'custom', message: `must be between ${min} and ${max}` });
});

/** Format only; the range (SPEC §5: 1900 to 6 or 10 years ago) depends on the clock. */
export const dobField = z
  .string({ error: MESSAGES.selectDob })
  .trim()
  .refine((v) => isCalendarDate(v), MESSAGES.selectDob);

/** A list of position names, at most MAX_POSITIONS, none repeated (case aside). */
export const positionListField = (notAList: string) =>
  z
    .array(z.string({ error: MESSAGES.invalid }).trim().min(1, MESSAGES.invalid).max(100, MESSAGES.invalid), {
      error: notAList,
    })
    .max(MAX_POSITIONS, MESSAGES.tooManyPositions)
    .refine(
      (list) => new Set(list.map((p) => p.toLowerCase())).size === list.length,
      MESSAGES.repeatedPosition,
    );

/** Position names of the chosen sport; which names exist is checked against the sport. */
export const positionsField = positionListField(MESSAGES.selectPosition).min(1, MESSAGES.selectPosition);

export const socialField = (network: SocialNetwork) =>
  z
    .string({ error: invalidSocialMessage(network) })
    .max(200, invalidSocialMessage(network))
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const result = normalizeSocialHandle(network, v);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return null;
    });

export const websiteField = z
  .string({ error: MESSAGES.invalid })
  .max(2048, MESSAGES.invalid)
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const result = normalizeWebsite(v);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message });
    return null;
  });

/** An instant in ISO 8601 with its offset; a missing one reads "can't be blank" (ADR 0007). */
export const instantField = () =>
  z.iso.datetime({
    offset: true,
    error: (issue) => (issue.input === undefined ? MESSAGES.blank : MESSAGES.invalid),
  });

export const timeZoneField = z
  .string({ error: MESSAGES.timeZone })
  .trim()
  .refine((v) => isTimeZone(v), MESSAGES.timeZone);

export const postalCodeField = optionalText(10).refine(
  (v) => v === undefined || v === null || /^\d{5}(-\d{4})?$/.test(v),
  MESSAGES.invalid,
);

/**
 * A picture's address: absolute (a bucket, a CDN), or a path to this server's own pictures,
 * as the local upload store and the generated avatars give them (`/uploads/…`, `/media/…`):
 * they show at whatever address the site is opened (ADR 0031).
 */
export const imageUrlField = optionalText(2048).refine(
  (v) => v === undefined || v === null || /^(?:https?:\/\/|\/(?:uploads|media)\/(?!.*\.\.))\S+$/i.test(v),
  MESSAGES.invalid,
);

export const jerseyField = z
  .union([z.string().trim().max(10, tooLong(10)), z.number().int().min(0).max(9999)], {
    error: MESSAGES.invalid,
  })
  .nullish()
  .transform((v) => (v === undefined || v === null ? v : v === '' ? null : String(v)));

/** A new password: SPEC §9 length, not one of the most common ones. */
export const newPasswordField = z.string({ error: MESSAGES.blank }).superRefine((v, ctx) => {
  const problem = v === '' ? MESSAGES.blank : passwordProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const confirmationField = z
  .string({ error: MESSAGES.blank })
  .max(MAX_PASSWORD_LENGTH, tooLong(MAX_PASSWORD_LENGTH));

/**
 * Refinement for `password_confirmation`. It also runs when other fields failed (zod skips
 * object checks then by default), so the form gets every error in one answer.
 */
type PasswordPair = { password: string; password_confirmation: string };
const isPasswordPair = (value: unknown): value is PasswordPair =>
  typeof value === 'object' &&
  value !== null &&
  'password' in value &&
  'password_confirmation' in value &&
  typeof value.password === 'string' &&
  typeof value.password_confirmation === 'string';

export function confirmationMatches(
  message: string,
): [
  (v: PasswordPair) => boolean,
  { path: PropertyKey[]; message: string; when: (p: { value: unknown }) => boolean },
] {
  return [
    (v) => v.password === v.password_confirmation,
    { path: ['password_confirmation'], message, when: ({ value }) => isPasswordPair(value) },
  ];
}

/** A signed-in user's password change (client and trainer alike). */
export const passwordChangeSchema = z
  .object({
    current_password: z.string({ error: MESSAGES.blank }).min(1, MESSAGES.blank).max(MAX_PASSWORD_LENGTH),
    password: newPasswordField,
    password_confirmation: confirmationField,
  })
  .refine(...confirmationMatches(MESSAGES.passwordMismatch));

/** A new password set with the emailed reset token (client and trainer alike). */
export const passwordResetSchema = z
  .object({
    reset_password_token: requiredText(200),
    password: newPasswordField,
    password_confirmation: confirmationField,
  })
  .refine(...confirmationMatches(MESSAGES.resetPasswordMismatch));

/** `?email=&redirect_url=` of a reset-link request. */
export const resetQueryFields = {
  email: z.string().max(254).optional(),
  redirect_url: z.string().max(2048).optional(),
};

/** Fields of the player and the parent that both sign-up and the profile form edit. */
export function profileFields(m: { phone: string; email: string }) {
  return {
    first_name: personName(),
    last_name: personName(),
    contact_number: optionalPhone(m.phone),
    player_email: optionalEmail(m.email),
    city: requiredText(100, MESSAGES.enterLocation),
    state: requiredText(100, MESSAGES.enterLocation),
    postal_code: postalCodeField,
    dob: dobField,
    passing_year: passingYearField,
    high_school: optionalText(200),
    middle_school: optionalText(200),
    college_id: idField(MESSAGES.invalid).nullish(),
    club: optionalText(200),
    jersey_number: jerseyField,
    position: positionsField,
    gender: genderCode(MESSAGES.selectGender),
    about: optionalText(2000),
    sport_id: idField(MESSAGES.selectSport),
    website: websiteField,
    tiktok: socialField('tiktok'),
    facebook: socialField('facebook'),
    instagram: socialField('instagram'),
    twitter: socialField('twitter'),
    time_zone: timeZoneField,
    profile_image: imageUrlField,
    parent_first_name: personName(),
    parent_last_name: personName(),
    parent_gender: genderCode(MESSAGES.selectParentGender),
    parent_street: optionalText(200),
    parent_city: optionalText(100),
    parent_state: optionalText(100),
    parent_postal_code: postalCodeField,
    parent_contact_number: phoneField(m.phone),
  };
}

/** An optional name (a guest's parent): when given, a person's name. */
export const optionalPersonName = (max = 100) =>
  optionalText(max).refine((v) => v === undefined || v === null || isPersonName(v), NOT_A_NAME);

/** A whole number from `min` to `max`, each way out said in words (a trainer's number field). */
export const wholeNumberIn = (min: number, max: number) =>
  z
    .number({ error: MESSAGES.invalid })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** Dollars from `min` to `max` in whole cents, each way out said in words (a price). */
export const dollarsIn = (min: number, max: number) =>
  z
    .number({ error: MESSAGES.invalid })
    .min(min, `must be at least $${min}`)
    .max(max, `must be at most $${max.toLocaleString('en-US')}`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must be in whole cents');
