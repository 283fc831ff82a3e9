// US phone numbers (SPEC §5): the web's mask is `+1 (999) 999-9999`; the API also accepts the
// plain forms people type (5025550123, 502-555-0123, (502) 555-0123, +15025550123).

export const US_PHONE_MASK = '+1 (999) 999-9999';

// Only what a phone number is written with: digits, spaces, brackets, dots, dashes, a leading +.
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** The 10 national digits of a valid US number, or null. */
export function usPhoneDigits(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length > 30 || !PHONE_CHARACTERS.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  else if (trimmed.startsWith('+')) return null; // a + must be followed by the US country code
  if (digits.length !== 10) return null;
  // North American area codes never start with 0 or 1.
  if (digits.startsWith('0') || digits.startsWith('1')) return null;
  return digits;
}

/** `+1 (502) 555-0123`: the mask's own format, so a stored number fills the form again as is. */
export function formatUsPhone(digits: string): string {
  return `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
}

/** The stored form of a valid US number, or null when it is not one. */
export function normalizeUsPhone(input: string): string | null {
  const digits = usPhoneDigits(input);
  return digits === null ? null : formatUsPhone(digits);
}

/** Where a text message to a stored US number goes, in E.164 form ('+15025550123'); null if none. */
export function textAddress(phone: string | null | undefined): string | null {
  const digits = phone ? usPhoneDigits(phone) : null;
  return digits ? `+1${digits}` : null;
}

export function isValidUsPhone(input: string): boolean {
  return usPhoneDigits(input) !== null;
}
