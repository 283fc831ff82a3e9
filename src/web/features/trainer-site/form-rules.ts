import { MIN_PASSWORD_LENGTH } from '../../../shared/constants';
import { isEmail } from '../../../shared/domain/email';

// The trainer site's own form checks, in its own words (the player site's are in SPEC §5's).

export const emailRule = (value: string) =>
  value.trim() === '' ? "Email can't be blank" : isEmail(value) ? null : 'Email is invalid';

/** A new password typed twice: the reset link's page and the profile's change. */
export const newPasswordRules = {
  password: (value: string) =>
    value.length < MIN_PASSWORD_LENGTH ? `At least ${MIN_PASSWORD_LENGTH} characters` : null,
  password_confirmation: (value: string, values: { password: string }) =>
    value === values.password ? null : "Passwords don't match",
};
