import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TRAINER_EMAILS, seedDemoData } from '../../db/seed/demo-data';
import { createTestApp, type TestApp } from '../../testing/test-app';

const NOW = new Date('2026-03-02T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ context: { now: () => NOW } });
  await seedDemoData(t.database.db, { now: NOW });
}, 60_000);
afterAll(() => t.close());

describe('the demo trainer accounts', () => {
  it('sign in to the trainer site and see their own options, openings and requests', async () => {
    for (const email of DEMO_TRAINER_EMAILS) {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/v1/trainer/sessions',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(signIn.statusCode, email).toBe(200);
      const headers = { 'auth-token': signIn.json().data.attributes.auth_token };
      const options = await t.app.inject({ method: 'GET', url: '/v1/trainer/provided_services', headers });
      expect(options.json().data.length).toBeGreaterThan(0);
      const openings = await t.app.inject({ method: 'GET', url: '/v1/trainer/calendar_entries', headers });
      expect(openings.statusCode).toBe(200);
      expect(openings.json().data.length).toBeGreaterThan(0);
      for (const path of ['booking_requests', 'schedule', 'payouts']) {
        const res = await t.app.inject({ method: 'GET', url: `/v1/trainer/${path}`, headers });
        expect(res.statusCode, path).toBe(200);
      }
    }
  });
});
