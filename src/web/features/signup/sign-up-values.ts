import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { MESSAGES, profileFields } from '../../../shared/api/client-fields';
import { type SignUpClient, signUpClientSchema } from '../../../shared/api/clients';
import { SIGNUP_MIN_AGE_YEARS } from '../../../shared/constants';
import { birthDateProblem, isCalendarDate } from '../../../shared/domain/birth-date';
import { isValidUsPhone } from '../../../shared/domain/contact';
import { guessTimeZone } from '../../../shared/domain/display';
import { defaultGraduationYear } from '../../../shared/domain/grades';
import { readableError, readableErrors } from './field-labels';
import { blankToNull, playerPayload, socialPayload } from './player-payload';

// The sign-up wizard's values and its step-by-step checks (SPEC §5). Field rules come from the
// shared schemas the API uses; only the "type it twice" checks are the form's own.

export interface SignUpValues {
  parent_first_name: string;
  parent_last_name: string;
  parent_gender: string;
  email: string;
  email_confirmation: string;
  parent_contact_number: string;
  contact_confirmation: string;
  password: string;
  password_confirmation: string;
  terms_accepted: boolean;
  first_name: string;
  last_name: string;
  gender: string;
  contact_number: string;
  player_email: string;
  dob: string;
  passing_year: string;
  city: string;
  state: string;
  postal_code: string;
  sport_id: string;
  position: string[];
  middle_school: string;
  high_school: string;
  college_id: string;
  club: string;
  jersey_number: string;
  facebook: string;
  instagram: string;
  twitter: string;
  tiktok: string;
  website: string;
}

/** A field's error as text, for the inputs that are not bound with `getInputProps`. */
export function errorOf(
  form: UseFormReturnType<SignUpValues>,
  field: keyof SignUpValues,
): string | undefined {
  const error = form.errors[field];
  return typeof error === 'string' ? error : undefined;
}

export const SIGN_UP_MESSAGES = {
  emailsDoNotMatch: 'Emails do not match',
  numbersDoNotMatch: "Numbers don't match",
  invalidPhoneNumber: 'Invalid phone number',
  enterSocialUsername: 'Enter correct social username!',
} as const;

export const STEP_LABELS = ['Parent', 'Player', 'Team', 'Social'] as const;
export const LAST_STEP = STEP_LABELS.length - 1;

export function initialSignUpValues(): SignUpValues {
  return {
    parent_first_name: '',
    parent_last_name: '',
    parent_gender: '',
    email: '',
    email_confirmation: '',
    parent_contact_number: '',
    contact_confirmation: '',
    password: '',
    password_confirmation: '',
    terms_accepted: false,
    first_name: '',
    last_name: '',
    gender: '',
    contact_number: '',
    player_email: '',
    dob: '',
    passing_year: String(defaultGraduationYear(new Date())),
    city: '',
    state: '',
    postal_code: '',
    sport_id: '',
    position: [],
    middle_school: '',
    high_school: '',
    college_id: '',
    club: '',
    jersey_number: '',
    facebook: '',
    instagram: '',
    twitter: '',
    tiktok: '',
    website: '',
  };
}

/** The fields each step shows, so a failed final check can send the user back to the right step. */
export const STEP_FIELDS: readonly (readonly string[])[] = [
  [
    'parent_first_name',
    'parent_last_name',
    'parent_gender',
    'email',
    'email_confirmation',
    'parent_contact_number',
    'contact_confirmation',
    'password',
    'password_confirmation',
    'terms_accepted',
  ],
  ['first_name', 'last_name', 'gender', 'contact_number', 'player_email', 'dob', 'passing_year'],
  [
    'city',
    'state',
    'postal_code',
    'sport_id',
    'position',
    'middle_school',
    'high_school',
    'college_id',
    'club',
    'jersey_number',
  ],
  ['facebook', 'instagram', 'twitter', 'tiktok', 'website'],
];

export function stepOfField(field: string): number {
  const index = STEP_FIELDS.findIndex((fields) => fields.includes(field));
  return index === -1 ? 0 : index;
}

const fields = profileFields({ phone: MESSAGES.invalidContact, email: MESSAGES.invalid });
type FieldName = keyof typeof fields;

function check(errors: Record<string, string>, field: FieldName, value: unknown): void {
  const schema: z.ZodType = fields[field];
  const result = schema.safeParse(value);
  const message = result.success ? undefined : result.error.issues[0]?.message;
  if (message) errors[field] = readableError(field, message);
}

function checkParent(values: SignUpValues, errors: Record<string, string>): void {
  check(errors, 'parent_first_name', values.parent_first_name);
  check(errors, 'parent_last_name', values.parent_last_name);
  check(errors, 'parent_gender', values.parent_gender);
  const email = signUpClientSchema.shape.email.safeParse(values.email);
  if (!email.success)
    errors.email = readableError('email', email.error.issues[0]?.message ?? MESSAGES.invalid);
  if (values.email.trim().toLowerCase() !== values.email_confirmation.trim().toLowerCase()) {
    errors.email_confirmation = SIGN_UP_MESSAGES.emailsDoNotMatch;
  }
  check(errors, 'parent_contact_number', values.parent_contact_number);
  if (!isValidUsPhone(values.contact_confirmation)) {
    errors.contact_confirmation = SIGN_UP_MESSAGES.invalidPhoneNumber;
  } else if (values.parent_contact_number !== values.contact_confirmation) {
    errors.contact_confirmation = SIGN_UP_MESSAGES.numbersDoNotMatch;
  }
  const password = signUpClientSchema.shape.password.safeParse(values.password);
  if (!password.success) {
    errors.password = readableError('password', password.error.issues[0]?.message ?? MESSAGES.invalid);
  }
  if (values.password !== values.password_confirmation) {
    errors.password_confirmation = MESSAGES.passwordMismatch;
  }
}

function checkPlayer(values: SignUpValues, errors: Record<string, string>, now: Date): void {
  check(errors, 'first_name', values.first_name);
  check(errors, 'last_name', values.last_name);
  check(errors, 'gender', values.gender);
  check(errors, 'contact_number', blankToNull(values.contact_number));
  check(errors, 'player_email', blankToNull(values.player_email));
  if (!isCalendarDate(values.dob)) {
    errors.dob = MESSAGES.selectDob;
  } else {
    const problem = birthDateProblem(values.dob, now, SIGNUP_MIN_AGE_YEARS, guessTimeZone());
    if (problem) errors.dob = `Date of birth ${problem}`;
  }
  check(errors, 'passing_year', values.passing_year);
}

function checkTeam(values: SignUpValues, errors: Record<string, string>): void {
  if (values.city.trim() === '' || values.state.trim() === '') errors.city = MESSAGES.enterLocation;
  if (values.sport_id === '') errors.sport_id = MESSAGES.selectSport;
  else check(errors, 'sport_id', values.sport_id);
  check(errors, 'position', values.position);
  check(errors, 'jersey_number', blankToNull(values.jersey_number));
}

const SOCIAL_FIELDS = ['facebook', 'instagram', 'twitter', 'tiktok'] as const;

function checkSocial(values: SignUpValues, errors: Record<string, string>): void {
  for (const network of SOCIAL_FIELDS) check(errors, network, blankToNull(values[network]));
  check(errors, 'website', blankToNull(values.website));
}

/** Problems of one step's fields, keyed by field; empty when the step may be left. */
export function validateStep(step: number, values: SignUpValues, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  if (step === 0) checkParent(values, errors);
  if (step === 1) checkPlayer(values, errors, now);
  if (step === 2) checkTeam(values, errors);
  if (step === 3) checkSocial(values, errors);
  return errors;
}

/** Continue on step 1 stays disabled until the terms are accepted and the email confirmed. */
export function canLeaveParentStep(values: SignUpValues): boolean {
  return values.terms_accepted && values.email_confirmation.trim() !== '';
}

/**
 * The payload for POST /v1/client/profiles, through the API's own schema, so what is sent is
 * already normalized (phones in the mask's form, handles as full addresses, https:// sites).
 * Social handles are dropped when `skipSocial` (the Skip button on step 4).
 */
export function toSignUpClient(
  values: SignUpValues,
  options: { skipSocial: boolean; now: Date },
): { ok: true; client: SignUpClient } | { ok: false; errors: Record<string, string> } {
  const result = signUpClientSchema.safeParse({
    parent_first_name: values.parent_first_name,
    parent_last_name: values.parent_last_name,
    parent_gender: values.parent_gender,
    parent_contact_number: values.parent_contact_number,
    email: values.email,
    password: values.password,
    password_confirmation: values.password_confirmation,
    ...playerPayload(values, options.now),
    passing_year: values.passing_year === '' ? defaultGraduationYear(options.now) : values.passing_year,
    time_zone: guessTimeZone(),
    ...(options.skipSocial ? {} : socialPayload(values)),
  });
  if (result.success) return { ok: true, client: result.data };
  return { ok: false, errors: readableErrors(result.error.issues) };
}
