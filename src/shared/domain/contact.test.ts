import { describe, expect, it } from 'vitest';
import { formatUsPhone, isValidUsPhone, normalizeUsPhone, US_PHONE_MASK, usPhoneDigits } from './contact';

describe('US phone numbers', () => {
  it("accepts the web mask's output and the plain forms people type, stored in the mask's format", () => {
    for (const input of [
      '+1 (502) 555-0123',
      '5025550123',
      '502-555-0123',
      '(502) 555-0123',
      '502.555.0123',
      '+15025550123',
      '1 502 555 0123',
      '  502 555 0123  ',
    ]) {
      expect(normalizeUsPhone(input), input).toBe('+1 (502) 555-0123');
    }
  });

  it('refuses area codes starting with 0 or 1, wrong lengths, letters and other countries', () => {
    for (const input of [
      '+1 (102) 555-0123',
      '0025550123',
      '1025550123',
      '502555012',
      '502555012345',
      '+44 20 7946 0958',
      '+1 (502) 555-01__',
      '502-CALL-NOW',
      '',
      '   ',
      '5025550123 ext 4',
    ]) {
      expect(isValidUsPhone(input), input).toBe(false);
      expect(normalizeUsPhone(input), input).toBeNull();
    }
  });

  it('formats ten digits as the mask shows them', () => {
    expect(formatUsPhone('2125550100')).toBe('+1 (212) 555-0100');
    expect(usPhoneDigits('+1 (212) 555-0100')).toBe('2125550100');
    expect(US_PHONE_MASK.replace(/9/g, '0')).toBe('+1 (000) 000-0000');
  });
});
