import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, createBookableService } from '../testing/booking-factories';
import { signUpPayload } from '../testing/client-profile-factories';
import { createSport } from '../testing/factories';
import { createTestApp, lastEmailTo, type TestApp } from '../testing/test-app';

// The app's own log at the production level, over the flows that carry secrets: sign-up and
// sign-in (password, AUTH-TOKEN), a card typed in full (number, CVC), a booking with that card,
// a declined card, and a password reset (the emailed token, the new password).
const NOW = new Date('2026-03-10T15:00:00Z');
const PASSWORD = 'Sup3r-secret-pass!';
const NEW_PASSWORD = 'An0ther-secret-pass!';
const CARD = '4242424242424242';
const DECLINING_CARD = '4000000000000002';
const CVC = '739';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(line) },
    context: { now: () => NOW },
  });
});
afterAll(() => t.close());

/** Every string anywhere in a log record (keys and values). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, v]) => [key, ...stringsOf(v)]);
  }
  return [];
}

describe('no secrets or card data in the log', () => {
  it('logs the requests but never a password, token, card number, CVC or reset token', async () => {
    const sportId = (await createSport(t.database.db, 'Soccer', ['Striker'])).id;
    const email = `log.family.${Date.now()}@example.test`;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/v1/client/profiles',
      payload: {
        client: signUpPayload(sportId, { email, password: PASSWORD, password_confirmation: PASSWORD }),
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const signUpToken: string = signUp.json().data.attributes.auth_token;

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v1/client/sessions',
      payload: { email, password: `${PASSWORD}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/client/sessions',
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const token: string = signIn.json().data.attributes.auth_token;
    const headers = { 'auth-token': token };

    const secrets = [PASSWORD, NEW_PASSWORD, CARD, '4242 4242 4242 4242', DECLINING_CARD, signUpToken, token];
    const cardTokens: string[] = [];
    for (const number of [CARD, DECLINING_CARD]) {
      const tokenised = await t.app.inject({
        method: 'POST',
        url: '/v1/payments/sandbox/tokens',
        payload: { card: { number, exp_month: 12, exp_year: 2031, cvc: CVC, name: 'Sam Player' } },
      });
      expect(tokenised.statusCode).toBe(201);
      cardTokens.push(tokenised.json().id);
    }
    const saved = [];
    for (const cardToken of cardTokens) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/client/cards',
        headers,
        payload: { token: cardToken },
      });
      expect(res.statusCode, res.body).toBe(201);
      saved.push(res.json().data.id);
    }

    const { service, entry } = await createBookableService(t.database.db, NOW, { seats: 3 });
    const declined = await t.app.inject({
      method: 'POST',
      url: '/v1/client/bookings',
      headers,
      payload: bookingBody(service, entry, { card_id: saved[1] }),
    });
    expect(declined.statusCode).toBe(422);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/v1/client/bookings',
      headers,
      payload: bookingBody(service, entry, { card_id: saved[0] }),
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const asked = await t.app.inject({
      method: 'GET',
      url: `/v1/client/profiles/send_reset_password?email=${encodeURIComponent(email)}`,
    });
    expect(asked.statusCode).toBe(200);
    const mail = await lastEmailTo(t.database.db, email);
    const resetToken = mail?.textBody.match(/reset_password_token=([\w-]+)/)?.[1];
    expect(resetToken).toBeDefined();
    secrets.push(resetToken ?? 'missing');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v1/client/profiles/reset_password',
      payload: {
        client: {
          reset_password_token: resetToken,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // A token in the query string (as a careless client might send it) stays out too.
    await t.app.inject({ method: 'GET', url: `/v1/client/bookings?auth_token=${token}`, headers });
    await t.app.inject({ method: 'DELETE', url: '/v1/client/sessions', headers });

    // The log saw these requests (so the check below reads a real log, not an empty one).
    const records = lines.map((line): unknown => JSON.parse(line));
    const urls = records.map((r) => (typeof r === 'object' && r !== null && 'url' in r ? r.url : undefined));
    expect(urls).toContain('/v1/client/sessions');
    expect(urls).toContain('/v1/payments/sandbox/tokens');
    expect(urls).toContain('/v1/client/bookings');
    expect(urls).toContain('/v1/client/profiles/reset_password');

    const everything = lines.join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
    for (const record of records) {
      for (const text of stringsOf(record)) {
        expect(text).not.toBe(CVC);
        expect(text.toLowerCase()).not.toMatch(/^(cvc|password|password_confirmation|auth_token|number)$/);
      }
    }
  });
});
