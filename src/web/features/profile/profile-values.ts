import { z } from 'zod';
import { MESSAGES, profileFields } from '../../../shared/api/client-fields';
import {
  type ClientAttributes,
  type UpdateProfileClient,
  updateProfileClientSchema,
} from '../../../shared/api/clients';
import type { PlayerAttributes } from '../../../shared/api/players';
import { birthDateProblem, isCalendarDate, profileMinAgeYears } from '../../../shared/domain/birth-date';
import { isValidUsPhone } from '../../../shared/domain/contact';
import { guessTimeZone } from '../../../shared/domain/display';
import { isEmail } from '../../../shared/domain/email';
import { SOCIAL_BASE_URLS, type SocialNetwork } from '../../../shared/domain/social';
import { fieldLabel, readableErrors } from '../signup/field-labels';
import { playerPayload, socialPayload } from '../signup/player-payload';
import { initialSignUpValues, type SignUpValues, validateStep } from '../signup/sign-up-values';

// The profile form reuses the sign-up wizard's value shape, so its Team and Social steps serve
// as the profile's Team Info and Social Info sections; the rules are SPEC §5 Profile's.

export const PROFILE_SECTIONS = ['Player Info', 'Team Info', 'Social Info'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
export const PROFILE_UPDATED = 'Profile Updated Successfully';

const text = (value: string | null | undefined) => value ?? '';

/** Stored handles are full addresses (SPEC §5); the form shows the username under its prefix. */
function handle(network: SocialNetwork, value: string | null): string {
  const base = SOCIAL_BASE_URLS[network];
  return value?.startsWith(base) ? value.slice(base.length) : text(value);
}

/** The player fields a form shows: the active player's (the profile) or any player's (ADR 0045). */
export type PlayerSource = Omit<PlayerAttributes, 'id' | 'active'> & { email?: string };

export function profileValues(user: PlayerSource): SignUpValues {
  return {
    ...initialSignUpValues(),
    email: user.email ?? '',
    first_name: user.first_name,
    last_name: user.last_name,
    gender: user.gender === null ? '' : String(user.gender),
    contact_number: text(user.contact_number),
    player_email: text(user.player_email),
    dob: text(user.dob),
    passing_year: user.passing_year === null ? '' : String(user.passing_year),
    city: text(user.city),
    state: text(user.state),
    postal_code: text(user.postal_code),
    sport_id: user.sport_id === null ? '' : String(user.sport_id),
    position: user.position,
    middle_school: text(user.middle_school),
    high_school: text(user.high_school),
    college_id: user.college_id === null ? '' : String(user.college_id),
    club: text(user.club),
    jersey_number: text(user.jersey_number),
    facebook: handle('facebook', user.facebook),
    instagram: handle('instagram', user.instagram),
    twitter: handle('twitter', user.twitter),
    tiktok: handle('tiktok', user.tiktok),
    website: text(user.website),
  };
}

/**
 * Every section's problems, keyed by field, with the profile's own messages. `keptDob`: the
 * birth date on file, kept as it is (the profile's range is for a date being set: a player added
 * at 6-9, sign-up's range, can still be edited).
 */
export function validateProfile(
  values: SignUpValues,
  now: Date,
  keptDob: string | null = null,
): Record<string, string> {
  const errors: Record<string, string> = { ...validateStep(2, values, now), ...validateStep(3, values, now) };
  if (!values.first_name.trim()) errors.first_name = `${fieldLabel('first_name')} can't be blank`;
  if (!values.last_name.trim()) errors.last_name = `${fieldLabel('last_name')} can't be blank`;
  if (values.gender === '') errors.gender = MESSAGES.selectGender;
  if (values.contact_number.trim() && !isValidUsPhone(values.contact_number)) {
    errors.contact_number = MESSAGES.invalidPhone;
  }
  if (values.player_email.trim() && !isEmail(values.player_email)) {
    errors.player_email = MESSAGES.invalidEmailAddress;
  }
  if (!isCalendarDate(values.dob)) errors.dob = MESSAGES.selectDob;
  else if (values.dob !== keptDob) {
    const zone = guessTimeZone();
    const problem = birthDateProblem(values.dob, now, profileMinAgeYears(keptDob, now, zone), zone);
    if (problem) errors.dob = `Date of birth ${problem}`;
  }
  return errors;
}

export function sectionOf(field: string): ProfileSection {
  if (
    [
      'first_name',
      'last_name',
      'gender',
      'contact_number',
      'player_email',
      'dob',
      'passing_year',
      'about',
    ].includes(field)
  ) {
    return 'Player Info';
  }
  if (['facebook', 'instagram', 'twitter', 'tiktok', 'website'].includes(field)) return 'Social Info';
  return 'Team Info';
}

/** The PUT body, normalized by the API's own schema (phones, handles, https:// sites). */
export function toProfileUpdate(
  values: SignUpValues,
  now: Date,
): { ok: true; client: UpdateProfileClient } | { ok: false; errors: Record<string, string> } {
  const result = updateProfileClientSchema.safeParse({
    ...playerPayload(values, now),
    ...socialPayload(values),
  });
  if (result.success) return { ok: true, client: result.data };
  return { ok: false, errors: readableErrors(result.error.issues) };
}

/** The parent's fields of the account (ADR 0060) in the sign-up's value shape. */
export function parentValues(user: ClientAttributes): SignUpValues {
  return {
    ...initialSignUpValues(),
    parent_first_name: text(user.parent_first_name),
    parent_last_name: text(user.parent_last_name),
    parent_gender: user.parent_gender === null ? '' : String(user.parent_gender),
    parent_contact_number: text(user.parent_contact_number),
  };
}

// The sign-up's rules for the parent's fields, the phone required as there (text reminders go to
// it), with the profile's phone message.
const parentFields = profileFields({ phone: MESSAGES.invalidPhone, email: MESSAGES.invalidEmailAddress });
const parentUpdateSchema = z.object({
  parent_first_name: parentFields.parent_first_name,
  parent_last_name: parentFields.parent_last_name,
  parent_gender: parentFields.parent_gender,
  parent_contact_number: parentFields.parent_contact_number,
});

/** The PUT body of the parent's dialog, or its problems keyed by field. */
export function toParentUpdate(
  values: SignUpValues,
): { ok: true; client: UpdateProfileClient } | { ok: false; errors: Record<string, string> } {
  const result = parentUpdateSchema.safeParse({
    parent_first_name: values.parent_first_name,
    parent_last_name: values.parent_last_name,
    parent_gender: values.parent_gender,
    parent_contact_number: values.parent_contact_number,
  });
  if (result.success) return { ok: true, client: result.data };
  return { ok: false, errors: readableErrors(result.error.issues) };
}
