import { ApiError } from '../../lib/api-error';

// Labels of the sign-up fields, shared by the inputs and the messages that name them.
const LABELS: Record<string, string> = {
  parent_first_name: 'First name',
  parent_last_name: 'Last name',
  parent_gender: 'Gender',
  email: 'Email',
  email_confirmation: 'Confirm email',
  parent_contact_number: 'Phone number',
  contact_confirmation: 'Confirm phone number',
  password: 'Password',
  current_password: 'Current password',
  password_confirmation: 'Confirm password',
  first_name: 'First name',
  last_name: 'Last name',
  gender: 'Gender',
  contact_number: 'Player phone',
  player_email: 'Player email',
  dob: 'Date of birth',
  passing_year: 'Graduation year',
  city: 'Current location',
  state: 'State',
  postal_code: 'ZIP code',
  sport_id: 'Sport',
  position: 'Positions',
  middle_school: 'Middle School',
  high_school: 'High School',
  college_id: 'College commitment',
  club: 'Club team',
  jersey_number: 'Jersey number',
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  website: 'Website',
};

export function fieldLabel(field: string): string {
  return LABELS[field] ?? field;
}

/** SPEC §5's own sentences stand alone; the API's short ones ("can't be blank") get the label. */
export function readableError(field: string, message: string): string {
  return /^[A-Z]/.test(message) ? message : `${fieldLabel(field)} ${message}`;
}

/** The first message for each field of a failed parse, readable on its own. */
export function readableErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'base');
    errors[field] ??= readableError(field, issue.message);
  }
  return errors;
}

/** The server's keyed errors (e.g. email taken) go back onto their fields. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const entry of error.entries) {
    if (typeof entry === 'string') continue;
    for (const [field, message] of Object.entries(entry)) {
      errors[field] ??= `${fieldLabel(field)} ${message}`;
    }
  }
  return errors;
}
