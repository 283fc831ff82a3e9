import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../testing/test-app';

const t = testAppForFile();

// Raw JSON text: `\ud800` is an escape JSON allows, half of a surrogate pair.
const createGuest = (firstName: string) =>
  t.postJsonText(
    '/v1/client/profiles/create_guest',
    `{"guest_client":{"first_name":"${firstName}","last_name":"Guest","email":"surrogate@example.test"}}`,
  );

describe('lone UTF-16 surrogates in input', () => {
  it('refuses half a surrogate pair with 422, keyed by the field', async () => {
    for (const name of ['Gus\\ud800', '\\udc00Gus', 'G\\ude00\\ud83d']) {
      const res = await createGuest(name);
      expect(res.statusCode, name).toBe(422);
      expect(res.json()).toEqual({ errors: [{ first_name: 'is invalid' }] });
    }
  });

  it.each([
    ['an unwrapped body', '{"email":"a@example.test","password":"pass\\udbff"}', { password: 'is invalid' }],
    ['a key', '{"email":"a@example.test","password":"x","\\ud800":1}', { base: 'is invalid' }],
  ])('refuses it in %s too', async (_where, body, error) => {
    const res = await t.postJsonText('/v1/client/sessions', body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [error] });
  });

  it('keeps whole pairs (emoji) as they were sent', async () => {
    const res = await createGuest('Gus \\ud83d\\ude00');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.first_name).toBe('Gus \u{1F600}');
  });
});
