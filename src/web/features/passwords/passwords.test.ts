import { describe, expect, it } from 'vitest';
import { resetPasswordErrors } from './reset-password-rules';
import { resetTokenFrom } from './reset-token';

describe('resetTokenFrom', () => {
  it('reads the token after the =', () => {
    expect(resetTokenFrom('?reset_password_token=abc123')).toBe('abc123');
  });

  it('keeps a token that itself holds = and decodes escapes', () => {
    expect(resetTokenFrom('?reset_password_token=ab%2Bc==')).toBe('ab+c==');
  });

  it('stops at a following parameter', () => {
    expect(resetTokenFrom('?reset_password_token=abc&utm=mail')).toBe('abc');
  });

  it('is empty when the address has no token', () => {
    expect(resetTokenFrom('')).toBe('');
    expect(resetTokenFrom('?token')).toBe('');
  });
});

describe('resetPasswordErrors', () => {
  it('accepts two equal passwords of at least 7 characters', () => {
    expect(resetPasswordErrors({ password: 'abcdefg', password_confirmation: 'abcdefg' })).toEqual({});
  });

  it('says the passwords do not match, spelled as the product spells it', () => {
    expect(resetPasswordErrors({ password: 'abcdefgh', password_confirmation: 'abcdefgx' })).toEqual({
      password_confirmation: 'Password does’t match!',
    });
  });

  it('refuses equal passwords shorter than 7 characters', () => {
    expect(resetPasswordErrors({ password: 'abcdef', password_confirmation: 'abcdef' })).toEqual({
      password: 'Password must be at least 7 characters',
      password_confirmation: 'Password does’t match!',
    });
  });
});
