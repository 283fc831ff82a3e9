// The player, team and social fields that sign-up and the profile both send, shaped the same
// way; each caller adds its own fields and parses with its own API schema.
import { schoolLevelFor } from './school-level';
import type { SignUpValues } from './sign-up-values';

export const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** Player and team fields; the school the grade does not use is cleared (SPEC §5). */
export function playerPayload(values: SignUpValues, now: Date) {
  const level = schoolLevelFor(Number(values.passing_year), now);
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    gender: values.gender,
    contact_number: blankToNull(values.contact_number),
    player_email: blankToNull(values.player_email),
    dob: values.dob,
    passing_year: values.passing_year,
    city: values.city,
    state: values.state,
    postal_code: blankToNull(values.postal_code),
    sport_id: values.sport_id,
    position: values.position,
    middle_school: level.middleSchool ? blankToNull(values.middle_school) : null,
    high_school: level.middleSchool ? null : blankToNull(values.high_school),
    college_id: level.collegeCommitment && values.college_id !== '' ? values.college_id : null,
    club: blankToNull(values.club),
    jersey_number: blankToNull(values.jersey_number),
  };
}

export function socialPayload(values: SignUpValues) {
  return {
    facebook: blankToNull(values.facebook),
    instagram: blankToNull(values.instagram),
    twitter: blankToNull(values.twitter),
    tiktok: blankToNull(values.tiktok),
    website: blankToNull(values.website),
  };
}
