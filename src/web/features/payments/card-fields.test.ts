import { describe, expect, it } from 'vitest';
import {
  CVC_INCOMPLETE_MESSAGE,
  EXPIRY_INCOMPLETE_MESSAGE,
  EXPIRY_INVALID_MESSAGE,
  EXPIRY_PAST_MESSAGE,
  formatCardNumber,
  formatExpiry,
  NAME_REQUIRED_MESSAGE,
  NUMBER_INCOMPLETE_MESSAGE,
  NUMBER_INVALID_MESSAGE,
  parseExpiry,
  toSandboxCard,
  validateCardForm,
} from './card-fields';

const NOW = new Date(2026, 2, 10);
const good = { name: 'Pat Parent', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

describe('card form checks (SPEC §5)', () => {
  it('lets a complete test card through', () => {
    expect(validateCardForm(good, NOW)).toEqual({});
    expect(validateCardForm({ ...good, expiry: '03/26' }, NOW)).toEqual({});
  });

  it('requires the name on the card', () => {
    expect(validateCardForm({ ...good, name: '  ' }, NOW)).toEqual({ name: NAME_REQUIRED_MESSAGE });
  });

  it('blocks incomplete or mistyped card fields', () => {
    expect(validateCardForm({ ...good, number: '4242 4242' }, NOW).number).toBe(NUMBER_INCOMPLETE_MESSAGE);
    expect(validateCardForm({ ...good, number: '4242 4242 4242 4241' }, NOW).number).toBe(
      NUMBER_INVALID_MESSAGE,
    );
    expect(validateCardForm({ ...good, expiry: '13/30' }, NOW).expiry).toBe(EXPIRY_INVALID_MESSAGE);
    expect(validateCardForm({ ...good, expiry: '00/30' }, NOW).expiry).toBe(EXPIRY_INVALID_MESSAGE);
    expect(validateCardForm({ ...good, expiry: '1/3' }, NOW).expiry).toBe(EXPIRY_INCOMPLETE_MESSAGE);
    expect(validateCardForm({ ...good, expiry: '02/26' }, NOW).expiry).toBe(EXPIRY_PAST_MESSAGE);
    expect(validateCardForm({ ...good, cvc: '12' }, NOW).cvc).toBe(CVC_INCOMPLETE_MESSAGE);
  });
});

describe('typing helpers', () => {
  it('groups the number in fours and stops at 19 digits', () => {
    expect(formatCardNumber('42424242x42424')).toBe('4242 4242 4242 4');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(parseExpiry('12/34')).toEqual({ month: 12, year: 2034 });
  });

  it('sends the sandbox the fields Stripe.js would send', () => {
    expect(toSandboxCard(good)).toEqual({
      name: 'Pat Parent',
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
    });
  });
});
