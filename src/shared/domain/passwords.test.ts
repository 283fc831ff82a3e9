import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '../constants';
import {
  COMMON_PASSWORD_COUNT,
  isCommonPassword,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordProblem,
} from './passwords';

describe('new passwords', () => {
  it('need at least 7 characters (SPEC §9)', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(7);
    expect(passwordProblem('k9#vQz')).toBe('is too short (minimum is 7 characters)');
    expect(PASSWORD_TOO_SHORT).toBe('is too short (minimum is 7 characters)');
    expect(passwordProblem('k9#vQzL')).toBeNull();
  });

  it('refuse the most common passwords whatever their case', () => {
    expect(passwordProblem('password1')).toBe('is too common');
    expect(passwordProblem('PassWord1')).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem('QWERTYUIOP')).toBe('is too common');
    expect(passwordProblem('iloveyou1')).toBe('is too common');
    expect(isCommonPassword('1234567')).toBe(true);
    expect(isCommonPassword('goal-scorer-2030')).toBe(false);
    // About the 200 most common ones, not a token list.
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(200);
  });

  it('have a generous upper bound that only protects the hashing', () => {
    expect(passwordProblem('x'.repeat(128))).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toBe(PASSWORD_TOO_LONG);
  });
});
