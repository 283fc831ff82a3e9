// The sandbox card form's own checks (SPEC §5: name on card required; card field errors block
// submission). They only catch what is obviously incomplete, with the wording Stripe's card
// field uses; whether the card is valid is the provider's answer ('Invalid card details').
import { luhnValid } from '../../../shared/domain/card-number';

export interface CardFormValues {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

export const NAME_REQUIRED_MESSAGE = 'Name on card is required';
export const NUMBER_INCOMPLETE_MESSAGE = 'Your card number is incomplete.';
export const NUMBER_INVALID_MESSAGE = 'Your card number is invalid.';
export const EXPIRY_INCOMPLETE_MESSAGE = "Your card's expiration date is incomplete.";
export const EXPIRY_INVALID_MESSAGE = "Your card's expiration date is invalid.";
export const EXPIRY_PAST_MESSAGE = "Your card's expiration date is in the past.";
export const CVC_INCOMPLETE_MESSAGE = "Your card's security code is incomplete.";

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** `4242424242424242` → `4242 4242 4242 4242` as the user types (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return (
    digitsOf(value)
      .slice(0, 19)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** `1234` → `12/34`; a lone first digit above 1 is a month (`4` → `04/`). */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2 && !value.includes('/')) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** `MM/YY` → month and four-digit year; null unless complete and a real month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

export function validateCardForm(values: CardFormValues, now: Date): CardFormErrors {
  const errors: CardFormErrors = {};
  if (values.name.trim() === '') errors.name = NAME_REQUIRED_MESSAGE;
  const digits = digitsOf(values.number);
  if (digits.length < 13) errors.number = NUMBER_INCOMPLETE_MESSAGE;
  else if (!luhnValid(digits)) errors.number = NUMBER_INVALID_MESSAGE;
  const expiry = parseExpiry(values.expiry);
  if (!expiry) {
    // Four digits whose month is not one (13/30, 00/29) are a wrong date, not an unfinished one.
    errors.expiry = /^\s*\d{2}\s*\/\s*\d{2}\s*$/.test(values.expiry)
      ? EXPIRY_INVALID_MESSAGE
      : EXPIRY_INCOMPLETE_MESSAGE;
  } else {
    const thisMonth = now.getFullYear() * 12 + now.getMonth();
    if (expiry.year * 12 + (expiry.month - 1) < thisMonth) errors.expiry = EXPIRY_PAST_MESSAGE;
  }
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = CVC_INCOMPLETE_MESSAGE;
  return errors;
}

/** The body of POST /v1/payments/sandbox/tokens, as Stripe.js would send card details. */
export function toSandboxCard(values: CardFormValues) {
  const expiry = parseExpiry(values.expiry);
  return {
    name: values.name.trim(),
    number: digitsOf(values.number),
    exp_month: expiry?.month ?? 0,
    exp_year: expiry?.year ?? 0,
    cvc: values.cvc.trim(),
  };
}
