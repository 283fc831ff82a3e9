import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Raw JSON text: `\ud800` is an escape JSON allows, half of a surrogate pair.
const createGuest = (firstName: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/client/profiles/create_guest',
    headers: { 'content-type': 'application/json' },
    payload: `{"guest_client":{"first_name":"${firstName}","last_name":"Guest","email":"surrogate@example.test"}}`,
  });

describe('lone UTF-16 surrogates in input', () => {
  it('refuses half a surrogate pair with 422, keyed by the field', async () => {
    for (const name of ['Gus\\ud800', '\\udc00Gus', 'G\\ude00\\ud83d']) {
      const res = await createGuest(name);
      expect(res.statusCode, name).toBe(422);
      expect(res.json()).toEqual({ errors: [{ first_name: 'is invalid' }] });
    }
  });

  it('refuses it in an unwrapped body and in a key too', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/client/sessions',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@example.test","password":"pass\\udbff"}',
    });
    expect(signIn.statusCode).toBe(422);
    expect(signIn.json()).toEqual({ errors: [{ password: 'is invalid' }] });
    const key = await t.app.inject({
      method: 'POST',
      url: '/v1/client/sessions',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@example.test","password":"x","\\ud800":1}',
    });
    expect(key.statusCode).toBe(422);
    expect(key.json()).toEqual({ errors: [{ base: 'is invalid' }] });
  });

  it('keeps whole pairs (emoji) as they were sent', async () => {
    const res = await createGuest('Gus \\ud83d\\ude00');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.first_name).toBe('Gus \u{1F600}');
  });
});
