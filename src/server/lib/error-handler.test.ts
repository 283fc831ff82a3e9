import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../testing/test-app';

// What a caller reads when a request is refused before any handler runs (ADR 0007, SPEC §8):
// the product's wording, one message per field, and 415 for a body that is not JSON.
const t = testAppForFile();
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('refused input, in the product’s words', () => {
  it('says a filter value is not one of the choices, without listing the schema’s options', async () => {
    const res = await get('/v1/client/athletes?q[gender_eq]=robot');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ 'q.gender_eq': 'is not included in the list' }] });
  });

  it('says an id out of range is invalid, once, whatever checks it failed', async () => {
    for (const id of ['-1', '0', '12345678901234567890']) {
      const res = await get(`/v1/sports/${id}`);
      expect(res.statusCode, id).toBe(422);
      expect(res.json(), id).toEqual({ errors: [{ id: 'is invalid' }] });
    }
  });

  it('answers a body that is not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/client/sessions',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ errors: ['Unsupported content type'] });
  });
});
