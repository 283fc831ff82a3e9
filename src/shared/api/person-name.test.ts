import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personName } from './client-fields';
import { guestClientSchema } from './clients';
import { trainerProfileUpdateSchema } from './trainer-account';

// A person's name shows where a trainer or a family reads it (requests, emails, schedules): it
// cannot look blank or read backwards.

const HIDDEN = ['\u0000', '\u0007', '\u200B', '\u202A', '\u202E', '\u2060', '\u2066', '\u2069', '\uFEFF'];
const name = personName();

describe("a person's name", () => {
  it('takes names in any script, with the joiners some scripts need', () => {
    for (const v of ['Ana', "O'Brien", 'Jean-Luc', 'Zoë', 'José María', '李', 'Нина', 'क्‍ष', 'J.']) {
      expect(name.safeParse(v).success, v).toBe(true);
    }
  });

  it('refuses a name with no letter, or with a character that hides or reverses it', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom(...HIDDEN),
        fc.string({ maxLength: 20 }),
        (a, hidden, b) => {
          expect(name.safeParse(`Ana${a}${hidden}${b}x`).success).toBe(false);
        },
      ),
    );
    for (const v of ['\u200B', '123', '---', '  ', '😀']) expect(name.safeParse(v).success, v).toBe(false);
  });

  it('is the rule of the trainer profile and a guest, whose parent names it checks when given', () => {
    expect(trainerProfileUpdateSchema.safeParse({ first_name: '\u202Eevil' }).error?.issues[0]?.message).toBe(
      'must have a letter and no hidden characters',
    );
    const guest = { first_name: 'Ana', last_name: 'Diaz', email: 'ana@example.test' };
    expect(guestClientSchema.safeParse(guest).success).toBe(true);
    expect(guestClientSchema.safeParse({ ...guest, parent_first_name: '' }).success).toBe(true);
    expect(guestClientSchema.safeParse({ ...guest, parent_first_name: '\u200B' }).success).toBe(false);
  });
});
