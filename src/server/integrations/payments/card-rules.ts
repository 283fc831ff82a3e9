// The sandbox's card checks, as the real provider's test mode applies them.
import { luhnValid } from '../../../shared/domain/card-number';

export const INVALID_CARD_DETAILS = 'Invalid card details';

/** Test numbers with a fixed outcome, as in the provider's test mode. */
export const DECLINING_TEST_CARDS = new Set(['4000000000000002', '4000000000009995', '4000000000009987']);

export function cardBrand(digits: string): string | undefined {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return undefined;
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardCheck =
  | { ok: true; digits: string; brand: string; last4: string; declines: boolean }
  | { ok: false; message: string };

export function checkCard(input: CardInput, now: Date): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '');
  const invalid = { ok: false as const, message: INVALID_CARD_DETAILS };
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return invalid;
  const brand = cardBrand(digits);
  if (!brand) return invalid;
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc)) return invalid;
  const year = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12) return invalid;
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  if (year < nowYear || (year === nowYear && input.expMonth < nowMonth) || year > nowYear + 20)
    return invalid;
  return { ok: true, digits, brand, last4: digits.slice(-4), declines: DECLINING_TEST_CARDS.has(digits) };
}
