import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AthleteDetailAttributes } from '../../../shared/api/athletes';
import { localInstant } from '../../../shared/domain/availability';
import type { Db } from '../../db/client';
import { athletes, waitlistEntries } from '../../db/schema';
import { createPlayer, createTrainer } from '../../testing/booking-factories';
import { createCalendarEntry, createService } from '../../testing/factories';
import { HOUR, jobContext, PUBLIC_URL } from '../../testing/job-context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runWaitlistOffers } from './waitlist.service';

// The waitlist on random trainers (ADR 0047), extending the booking engine's property: whatever
// the order players book, join full slots, leave, claim, trainers decline or cancel (the family
// approving) and time passes (offers lapsing), no session holds more seats than it has, its
// seats are exactly its live bookings, its withdrawn seats and its open offers, a session the
// trainer cancelled is listed nowhere, a trainer is never in two places, every offer ends claimed,
// lapsed or passed on (never left open past its window once the job ran), and a claim inside
// the window always books.
const START = new Date('2026-10-20T12:00:00Z');
const ZONE = 'America/New_York';
const DAYS = ['2026-10-24', '2026-10-25', '2026-10-27'];

let clock = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ context: { now: () => clock, publicUrl: PUBLIC_URL } });
});
afterAll(() => t.close());

const scenario = fc.record({
  options: fc.array(
    fc.record({
      trainingType: fc.constantFrom('individual' as const, 'group' as const),
      durationMinutes: fc.constantFrom(60, 120),
      maxSeats: fc.integer({ min: 1, max: 2 }),
    }),
    { minLength: 1, maxLength: 2 },
  ),
  windows: fc.uniqueArray(
    fc.record({
      day: fc.constantFrom(...DAYS),
      startHour: fc.integer({ min: 6, max: 18 }),
      hours: fc.integer({ min: 1, max: 3 }),
      offers: fc.uniqueArray(fc.integer({ min: 0, max: 1 }), { minLength: 1 }),
      seats: fc.integer({ min: 1, max: 2 }),
    }),
    { selector: (w) => w.day, minLength: 1, maxLength: 2 },
  ),
  claimHours: fc.integer({ min: 1, max: 12 }),
  steps: fc.array(
    fc.record({
      kind: fc.constantFrom('book', 'join', 'join', 'reject', 'withdraw', 'leave', 'claim', 'claim', 'tick'),
      pick: fc.nat(),
    }),
    { minLength: 6, maxLength: 16 },
  ),
});

async function page(slug: string): Promise<AthleteDetailAttributes> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/client/athletes/${slug}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.attributes;
}

async function assertInvariants(db: Db, jobRan: boolean, trainer: { id: number; slug: string }) {
  const { rows: overlaps } = await t.database.executeSql(
    `SELECT a.id FROM training_sessions a JOIN training_sessions b
       ON a.athlete_id = b.athlete_id AND a.id < b.id AND a.seats_taken > 0 AND b.seats_taken > 0
      AND a.starts_at < b.blocks_until AND b.starts_at < a.blocks_until`,
  );
  expect(overlaps, 'a trainer holds two overlapping sessions').toHaveLength(0);
  const { rows: drift } = await t.database.executeSql(
    `SELECT s.id FROM training_sessions s
      WHERE s.seats_taken > s.max_seats OR s.seats_taken <>
        (SELECT count(*) FROM booking_entries be
          WHERE be.session_id = s.id AND (be.released_at IS NULL OR be.seat_withdrawn))
        + (SELECT count(*) FROM waitlist_entries w WHERE w.session_id = s.id AND w.status = 'offered')
        OR s.seats_withdrawn <>
        (SELECT count(*) FROM booking_entries be WHERE be.session_id = s.id AND be.seat_withdrawn)`,
  );
  expect(drift, 'a session whose seats disagree with its bookings, offers and withdrawn seats').toHaveLength(
    0,
  );
  // A time held only by sessions the trainer cancelled (every seat withdrawn) is listed nowhere,
  // full or not; one a live session holds too is listed full (families may wait for that one).
  const { rows: held } = await t.database.executeSql(
    `SELECT s.starts_at, s.blocks_until, s.seats_withdrawn > 0 AND s.seats_withdrawn = s.max_seats AS cancelled,
        a.buffer_minutes
      FROM training_sessions s JOIN athletes a ON a.id = s.athlete_id
      WHERE s.athlete_id = $1 AND s.seats_taken > 0`,
    [trainer.id],
  );
  const sessions = (
    held as {
      starts_at: Date | string;
      blocks_until: Date | string;
      cancelled: boolean;
      buffer_minutes: number;
    }[]
  ).map((h) => ({
    from: new Date(h.starts_at).getTime(),
    until: new Date(h.blocks_until).getTime(),
    cancelled: h.cancelled,
    buffer: h.buffer_minutes * 60_000,
  }));
  const listed = sessions.some((h) => h.cancelled) ? (await page(trainer.slug)).generated_slots : [];
  for (const g of listed) {
    const from = Date.parse(g.from_time);
    const until = Date.parse(g.to_time) + (sessions[0]?.buffer ?? 0);
    const clashes = sessions.filter((h) => h.from < until && h.until > from);
    if (!clashes.some((h) => h.cancelled)) continue;
    expect(
      clashes.some((h) => !h.cancelled),
      `${g.from_time} is listed though only a session the trainer cancelled holds it`,
    ).toBe(true);
    expect(g.free_slot).toBe(0);
  }
  const places = await db.select().from(waitlistEntries);
  for (const p of places) {
    if (p.status === 'claimed') expect(p.bookingId, 'a claim without its booking').not.toBeNull();
    if (p.status === 'offered') {
      expect(p.sessionId).not.toBeNull();
      if (jobRan) expect(p.offerExpiresAt?.getTime()).toBeGreaterThan(clock.getTime());
    }
    // Nobody is left waiting for a slot whose booking has closed (the trainer's notice: 60 min).
    if (p.status === 'waiting' && jobRan)
      expect(p.startsAt.getTime() - 60 * 60_000, 'a place waiting past booking').toBeGreaterThan(
        clock.getTime(),
      );
  }
}

let claimed = 0;
let offered = 0;
let withdrawn = 0;

describe('the waitlist on random trainers', () => {
  it('never oversells, counts every held seat, and ends every offer and every wait', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        clock = START;
        const db = t.database.db;
        const ctx = jobContext(db, () => clock, PUBLIC_URL);
        const trainer = await createTrainer(db, clock, { timeZone: ZONE });
        await db
          .update(athletes)
          .set({ minNoticeMinutes: 60, waitlistClaimHours: s.claimHours })
          .where(eq(athletes.id, trainer.id));
        const services: { id: number }[] = [];
        for (const o of s.options) {
          services.push(
            await createService(db, trainer, {
              trainingType: o.trainingType,
              durationMinutes: o.durationMinutes,
              maxSeats: o.trainingType === 'individual' ? 1 : o.maxSeats,
              priceCents: 0,
              clientServiceFeeCents: 0,
              stripeFeeCents: 0,
            }),
          );
        }
        for (const w of s.windows) {
          const ids = w.offers.flatMap((i) => (services[i] ? [services[i].id] : []));
          if (ids.length === 0) continue;
          const from = localInstant(w.day, `${String(w.startHour).padStart(2, '0')}:00`, ZONE);
          await createCalendarEntry(db, {
            athleteId: trainer.id,
            serviceIds: ids,
            from,
            minutes: w.hours * 60,
            seats: w.seats,
          });
        }
        const bookingIds: number[] = [];
        const placeOwners = new Map<number, { headers: Record<string, string> }>();
        const bookingOwners = new Map<number, { headers: Record<string, string> }>();
        let jobRan = false;
        // Each run starts by filling a time, joining it, freeing the seat and claiming it, so
        // the random steps after it meet offers and claims, not only empty lines.
        const opening = [
          { kind: 'book', pick: 0 },
          { kind: 'book', pick: 0 },
          { kind: 'join', pick: 0 },
          { kind: 'reject', pick: 0 },
          { kind: 'claim', pick: 0 },
        ] as const;
        for (const step of [...opening, ...s.steps]) {
          const shown = await page(trainer.slug);
          const pick = <T>(list: T[]) => list[step.pick % Math.max(1, list.length)];
          if (step.kind === 'book' || step.kind === 'join') {
            const slots = shown.generated_slots.filter((g) =>
              step.kind === 'book' ? g.free_slot > 0 : g.free_slot < 1,
            );
            const slot = pick(slots);
            if (!slot) continue;
            const serviceId = slot.selected_trainings[step.pick % slot.selected_trainings.length] ?? 0;
            const player = await createPlayer(db, clock);
            if (step.kind === 'book') {
              const res = await t.app.inject({
                method: 'POST',
                url: '/v1/client/bookings',
                headers: player.headers,
                payload: {
                  booking: { provided_service_id: serviceId, from_time: slot.training_start_date_time },
                },
              });
              expect([201, 409]).toContain(res.statusCode);
              if (res.statusCode === 201) {
                bookingIds.push(Number(res.json().data.id));
                bookingOwners.set(Number(res.json().data.id), player);
              }
            } else {
              const res = await t.app.inject({
                method: 'POST',
                url: '/v1/client/waitlist',
                headers: player.headers,
                payload: {
                  waitlist_entry: {
                    provided_service_id: serviceId,
                    starts_at: slot.training_start_date_time,
                  },
                },
              });
              // Full for this option (or another training holds the time), or the option's own
              // seat is free while the slot shows another option's count: never a 500.
              expect([201, 404, 422], res.body).toContain(res.statusCode);
              if (res.statusCode === 201) placeOwners.set(Number(res.json().data.id), player);
            }
          } else if (step.kind === 'reject') {
            const id = bookingIds.splice(step.pick % Math.max(1, bookingIds.length), 1)[0];
            if (id === undefined) continue;
            const res = await t.app.inject({
              method: 'PUT',
              url: `/v1/client/booking_requests/${id}/reject`,
              headers: trainer.headers,
            });
            expect([200, 422]).toContain(res.statusCode);
          } else if (step.kind === 'withdraw') {
            // The trainer cannot train then: accepts if need be, asks to cancel, the family
            // approves; the seat is withdrawn, not given back (ADR 0047).
            const id = bookingIds.splice(step.pick % Math.max(1, bookingIds.length), 1)[0];
            const owner = id === undefined ? undefined : bookingOwners.get(id);
            if (id === undefined || !owner) continue;
            const trainerPut = (move: string, payload?: object) =>
              t.app.inject({
                method: 'PUT',
                url: `/v1/client/booking_requests/${id}/${move}`,
                headers: trainer.headers,
                ...(payload ? { payload } : {}),
              });
            expect([200, 422]).toContain((await trainerPut('request_booking')).statusCode);
            const asked = await trainerPut('request_cancellation', { booking_request: { notes: 'Sick' } });
            expect([200, 422]).toContain(asked.statusCode);
            if (asked.statusCode !== 200) continue;
            const approved = await t.app.inject({
              method: 'PUT',
              url: `/v1/client/bookings/${id}`,
              headers: owner.headers,
            });
            expect(approved.statusCode, approved.body).toBe(200);
            withdrawn += 1;
          } else if (step.kind === 'leave' || step.kind === 'claim') {
            const rows = await db
              .select()
              .from(waitlistEntries)
              .where(eq(waitlistEntries.athleteId, trainer.id));
            const candidates = rows.filter((r) => (step.kind === 'claim' ? r.status === 'offered' : true));
            const place = pick(candidates);
            const owner = place && placeOwners.get(place.id);
            if (!place || !owner) continue;
            if (step.kind === 'leave') {
              const res = await t.app.inject({
                method: 'DELETE',
                url: `/v1/client/waitlist/${place.id}`,
                headers: owner.headers,
              });
              expect(res.statusCode).toBe(
                place.status === 'waiting' || place.status === 'offered' ? 200 : 422,
              );
            } else {
              const res = await t.app.inject({
                method: 'POST',
                url: '/v1/client/bookings',
                headers: owner.headers,
                payload: {
                  booking: {
                    provided_service_id: place.providedServiceId,
                    from_time: place.startsAt.toISOString(),
                  },
                  waitlist_entry_id: place.id,
                },
              });
              const open = (place.offerExpiresAt?.getTime() ?? 0) > clock.getTime();
              // Inside its window a claim always books; after it, it is always refused.
              expect(res.statusCode, res.body).toBe(open ? 201 : 409);
              if (res.statusCode === 201) {
                bookingIds.push(Number(res.json().data.id));
                bookingOwners.set(Number(res.json().data.id), owner);
                claimed += 1;
              }
            }
          } else {
            clock = new Date(clock.getTime() + ((step.pick % 13) + 1) * HOUR);
            await runWaitlistOffers(ctx);
            jobRan = true;
          }
          const rows = await db
            .select()
            .from(waitlistEntries)
            .where(eq(waitlistEntries.athleteId, trainer.id));
          offered = Math.max(offered, rows.filter((r) => r.offeredAt !== null).length);
          await assertInvariants(db, jobRan && step.kind === 'tick', trainer);
        }
      }),
      { numRuns: 30 },
    );
    // The runs did make and claim offers: the property was not met by doing nothing.
    expect(offered).toBeGreaterThan(0);
    expect(claimed).toBeGreaterThan(0);
    expect(withdrawn).toBeGreaterThan(0);
  });
});
