import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AthleteDetailAttributes } from '../../../shared/api/athletes';
import { localInstant } from '../../../shared/domain/availability';
import { athletes } from '../../db/schema';
import { createPlayer, createTrainer } from '../../testing/booking-factories';
import { createCalendarEntry, createService } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The booking engine end to end, on random trainers: whatever the trainer's zone, openings,
// options and the order players book and trainers reject in, the API offers exactly what it
// accepts, and the database never holds a trainer in two places or a seat too many.
const NOW = new Date('2026-10-20T12:00:00Z');
const ZONES = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'UTC'];
// Plain days and both daylight-saving changes (US 2026-11-01, Europe 2026-10-25).
const DAYS = ['2026-10-24', '2026-10-25', '2026-10-27', '2026-10-31', '2026-11-01', '2026-11-03'];
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ context: { now: () => NOW } });
});
afterAll(() => t.close());

const scenario = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  bufferMinutes: fc.constantFrom(0, 15),
  options: fc.array(
    fc.record({
      trainingType: fc.constantFrom('individual' as const, 'group' as const, 'virtual' as const),
      durationMinutes: fc.constantFrom(30, 60, 90),
      maxSeats: fc.integer({ min: 1, max: 3 }),
      days: fc.oneof(
        fc.constant([0, 1, 2, 3, 4, 5, 6]),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1 }),
      ),
      package: fc.boolean(),
      sessionsCount: fc.integer({ min: 1, max: 3 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  windows: fc.uniqueArray(
    fc.record({
      day: fc.constantFrom(...DAYS),
      startHour: fc.integer({ min: 0, max: 20 }),
      hours: fc.integer({ min: 1, max: 4 }),
      offers: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { minLength: 1 }),
      seats: fc.integer({ min: 1, max: 4 }),
    }),
    { selector: (w) => w.day, minLength: 1, maxLength: 4 },
  ),
  steps: fc.array(fc.record({ kind: fc.constantFrom('book', 'book', 'stray', 'reject'), pick: fc.nat() }), {
    minLength: 4,
    maxLength: 12,
  }),
});

async function page(slug: string): Promise<AthleteDetailAttributes> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/client/athletes/${slug}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.attributes;
}

/** What the database holds: it must agree with itself whatever happened. */
async function assertDatabaseInvariants() {
  const { rows: overlaps } = await t.database.executeSql(
    `SELECT a.id FROM training_sessions a JOIN training_sessions b
       ON a.athlete_id = b.athlete_id AND a.id < b.id AND a.seats_taken > 0 AND b.seats_taken > 0
      AND a.starts_at < b.blocks_until AND b.starts_at < a.blocks_until`,
  );
  expect(overlaps, 'a trainer holds two overlapping sessions').toHaveLength(0);
  const { rows: drift } = await t.database.executeSql(
    `SELECT s.id FROM training_sessions s
      WHERE s.seats_taken > s.max_seats OR s.seats_taken <> (SELECT count(*) FROM booking_entries be
        WHERE be.session_id = s.id AND be.released_at IS NULL)`,
  );
  expect(drift, 'a session whose seats disagree with its bookings').toHaveLength(0);
}

let booked = 0;

describe('the booking engine on random trainers', () => {
  it('offers exactly what it accepts and never double-books a trainer or oversells a session', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const db = t.database.db;
        const trainer = await createTrainer(db, NOW, { timeZone: s.timeZone });
        await db
          .update(athletes)
          .set({ bufferMinutes: s.bufferMinutes, minNoticeMinutes: 0 })
          .where(eq(athletes.id, trainer.id));
        const services: { id: number }[] = [];
        for (const o of s.options) {
          services.push(
            await createService(db, trainer, {
              trainingType: o.trainingType,
              durationMinutes: o.durationMinutes,
              maxSeats: o.trainingType === 'individual' ? 1 : o.maxSeats,
              days: [...o.days],
              priceCents: 0,
              clientServiceFeeCents: 0,
              stripeFeeCents: 0,
              connectionDetail: o.trainingType === 'virtual' ? 'https://meet.example/room' : null,
              ...(o.package
                ? {
                    package: true,
                    packageStart: DAYS[0],
                    packageEnd: DAYS[DAYS.length - 1],
                    sessionsCount: o.sessionsCount,
                  }
                : {}),
            }),
          );
        }
        for (const w of s.windows) {
          const ids = w.offers.flatMap((i) => (services[i] ? [services[i].id] : []));
          if (ids.length === 0) continue;
          const from = localInstant(w.day, `${String(w.startHour).padStart(2, '0')}:00`, s.timeZone);
          await createCalendarEntry(db, {
            athleteId: trainer.id,
            serviceIds: ids,
            from,
            minutes: w.hours * 60,
            seats: w.seats,
          });
        }
        const bookingIds: number[] = [];
        for (const step of s.steps) {
          const shown = await page(trainer.slug);
          const open = shown.generated_slots.filter((g) => g.free_slot > 0);
          if (step.kind === 'book') {
            const slot = open[step.pick % Math.max(1, open.length)];
            if (!slot) continue;
            const serviceId = slot.selected_trainings[step.pick % slot.selected_trainings.length] ?? 0;
            const option = shown.provided_services.find((p) => p.id === serviceId);
            const player = await createPlayer(db, NOW);
            const res = await t.app.inject({
              method: 'POST',
              url: '/v1/client/bookings',
              headers: player.headers,
              payload: {
                booking: option?.package
                  ? { provided_service_id: serviceId }
                  : { provided_service_id: serviceId, from_time: slot.training_start_date_time },
              },
            });
            // Shown with a free seat, so it can be booked.
            expect(res.statusCode, res.body).toBe(201);
            bookingIds.push(Number(res.json().data.id));
            booked += 1;
            if (option?.package)
              expect(res.json().data.attributes.sessions_count).toBe(option.sessions_count);
          } else if (step.kind === 'stray') {
            // A time on a quarter hour the page does not offer for a single option: refused.
            const single = shown.provided_services.filter((p) => !p.package);
            const option = single[step.pick % Math.max(1, single.length)];
            if (!option) continue;
            const w = s.windows[step.pick % s.windows.length];
            if (!w) continue;
            const base = localInstant(w.day, `${String(w.startHour).padStart(2, '0')}:00`, s.timeZone);
            const start = new Date(base.getTime() + (step.pick % 16) * 15 * MINUTE).toISOString();
            const offered = open.some(
              (g) => g.selected_trainings.includes(option.id) && g.training_start_date_time === start,
            );
            const player = await createPlayer(db, NOW);
            const res = await t.app.inject({
              method: 'POST',
              url: '/v1/client/bookings',
              headers: player.headers,
              payload: { booking: { provided_service_id: option.id, from_time: start } },
            });
            expect(res.statusCode, `${start} offered=${offered}: ${res.body}`).toBe(
              offered ? 201 : res.statusCode,
            );
            if (!offered) expect([404, 409, 422]).toContain(res.statusCode);
            if (res.statusCode === 201) bookingIds.push(Number(res.json().data.id));
          } else {
            const id = bookingIds.splice(step.pick % Math.max(1, bookingIds.length), 1)[0];
            if (id === undefined) continue;
            const res = await t.app.inject({
              method: 'PUT',
              url: `/v1/client/booking_requests/${id}/request_booking`,
              headers: trainer.headers,
              payload: { booking_request: { status: 'rejected' } },
            });
            expect(res.statusCode, res.body).toBe(200);
          }
          await assertDatabaseInvariants();
        }
      }),
      { numRuns: 40 },
    );
    // The runs did book: the property was not met by offering nothing.
    expect(booked).toBeGreaterThan(20);
  });
});
