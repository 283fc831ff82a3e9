import { describe, expect, it } from 'vitest';
import { signUpClientSchema } from '../api/clients';
import { isEmail } from './email';

describe('isEmail', () => {
  it('accepts what the API accepts and nothing else', () => {
    for (const value of ['sam@example.com', ' sam.lee+1@mail.example.org ', 'a@b.co']) {
      expect(isEmail(value)).toBe(true);
      expect(signUpClientSchema.shape.email.safeParse(value).success).toBe(true);
    }
    for (const value of ['', 'sam', 'sam@', '@example.com', 'sam@example', 'sam @example.com', 'a@b@c.com']) {
      expect(isEmail(value)).toBe(false);
    }
  });
});
