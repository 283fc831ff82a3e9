import { MESSAGES } from '../../../shared/api/client-fields';
import { MIN_PASSWORD_LENGTH } from '../../../shared/constants';

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

export const PASSWORD_LENGTH_HINT = `At least ${MIN_PASSWORD_LENGTH} characters`;

/**
 * SPEC §5: both passwords at least 7 characters and equal, else 'Password does’t match!'
 * (spelled so). The short one is also named, so the user knows which rule failed.
 */
export function resetPasswordErrors(
  values: NewPasswordValues,
): Partial<Record<keyof NewPasswordValues, string>> {
  const errors: Partial<Record<keyof NewPasswordValues, string>> = {};
  const short = (value: string) => value.length < MIN_PASSWORD_LENGTH;
  if (short(values.password)) errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (short(values.password_confirmation) || values.password !== values.password_confirmation) {
    errors.password_confirmation = MESSAGES.resetPasswordMismatch;
  }
  return errors;
}
