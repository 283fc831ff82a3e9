import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainerReviewListResponseSchema } from '../../../shared/api/reviews';
import { trainerEntryListResponseSchema } from '../../../shared/api/trainer-availability';
import {
  trainerBookingRequestListResponseSchema,
  trainerPayoutListResponseSchema,
  trainerScheduleResponseSchema,
} from '../../../shared/api/trainer-bookings';
import { DEMO_PASSWORD, DEMO_TRAINER_EMAILS, seedDemoData } from '../../db/seed/demo-data';
import { createTestApp, type TestApp } from '../../testing/test-app';

const NOW = new Date('2026-03-02T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ context: { now: () => NOW } });
  await seedDemoData(t.database.db, { now: NOW });
});
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

  // Issue 26: what each page of the trainer site shows is one story, and its numbers agree.
  it('each has a week whose requests, schedule, seats, payouts and reviews agree', async () => {
    for (const email of DEMO_TRAINER_EMAILS) {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/v1/trainer/sessions',
        payload: { email, password: DEMO_PASSWORD },
      });
      const headers = { 'auth-token': signIn.json().data.attributes.auth_token };
      const read = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).json();

      const requests = trainerBookingRequestListResponseSchema.parse(
        await read('/v1/trainer/booking_requests'),
      );
      expect(requests.data.length, email).toBeGreaterThanOrEqual(2);
      expect(requests.data.length, email).toBeLessThanOrEqual(3);

      const schedule = trainerScheduleResponseSchema.parse(await read('/v1/trainer/schedule?days=30'));
      const players = schedule.data.flatMap((s) =>
        s.attributes.players.map((p) => ({ ...p, entry: s.attributes.calendar_entry_id })),
      );
      const statuses = players.map((p) => p.status);
      expect(statuses.filter((s) => s === 'pending')).toHaveLength(requests.data.length);
      expect(statuses.filter((s) => s === 'accepted').length, email).toBeGreaterThanOrEqual(2);
      expect(
        statuses.filter((s) => s === 'incomplete'),
        email,
      ).toHaveLength(1);

      // Availability's "N booked" of every opening ahead is the players the schedule lists in it.
      const until = new Date(NOW.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
      const openings = trainerEntryListResponseSchema.parse(
        await read(`/v1/trainer/calendar_entries?from=2026-03-02&to=${until}`),
      );
      let booked = 0;
      for (const { attributes: opening } of openings.data) {
        if (Date.parse(opening.from_time) <= NOW.getTime()) continue;
        const inIt = players.filter((p) => p.entry === opening.id).length;
        expect(opening.booked_seats, `${email} opening ${opening.from_time}`).toBe(inIt);
        booked += inIt;
      }
      expect(booked).toBe(players.length);

      const payouts = trainerPayoutListResponseSchema.parse(await read('/v1/trainer/payouts?per_page=50'));
      const sum = (rows: typeof payouts.data) => rows.reduce((n, r) => n + r.attributes.earned_cents, 0);
      const { totals } = payouts;
      expect(totals.awaiting_transfer_cents).toBeGreaterThan(0);
      expect(totals.awaiting_transfer_cents).toBe(sum(payouts.data.filter((r) => r.attributes.transferable)));
      expect(totals.transferred_cents).toBe(sum(payouts.data.filter((r) => r.attributes.transferred)));
      expect(totals.transferred_cents).toBeGreaterThan(0);
      expect(totals.upcoming_cents).toBe(
        sum(payouts.data.filter((r) => ['accepted'].includes(r.attributes.booking_status))),
      );

      // One completed session with the family's public review and its private feedback.
      const reviews = trainerReviewListResponseSchema.parse(await read('/v1/trainer/reviews')).data;
      expect(reviews.map((r) => r.attributes.kind).sort()).toEqual(['private', 'public']);
      expect(new Set(reviews.map((r) => r.attributes.booking_id)).size).toBe(1);
    }
  });
});
