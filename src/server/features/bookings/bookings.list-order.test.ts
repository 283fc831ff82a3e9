import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { bookingBody, bookingTestApp, type Player } from '../../testing/booking-factories';

// The bookings list in the order a family reads it (ADR 0086): the bookings not over yet (their
// last session still to end), soonest first; then those over, latest first. Page by page.

const NOW = new Date('2026-03-10T15:00:00Z');
const HOUR = 3_600_000;
const t = bookingTestApp(NOW);
let player: Player;
const ids: number[] = [];

beforeAll(async () => {
  player = (await t.playerWithCard()).player;
  const trainer = await t.trainer();
  for (let i = 0; i < 6; i++) {
    const free = await t.bookableService({
      trainer,
      hoursAhead: 30 + 20 * i,
      service: { priceCents: 0, clientServiceFeeCents: 0, stripeFeeCents: 0 },
    });
    const res = await t.book(player, bookingBody(free.service, free.entry));
    expect(res.statusCode).toBe(201);
    ids.push(Number(res.json().data.id));
  }
});

/** Each booking's first start and last end, hours from now. */
async function placeBookings(spans: { startHours: number; lengthHours: number }[]) {
  for (const [i, span] of spans.entries()) {
    const start = new Date(NOW.getTime() + span.startHours * HOUR);
    await t.database.db
      .update(bookings)
      .set({
        trainingStartDateTime: start,
        trainingEndDateTime: new Date(start.getTime() + span.lengthHours * HOUR),
      })
      .where(eq(bookings.id, ids[i] as number));
  }
}

/** Every booking's id as the list gives them, `perPage` at a time. */
async function listedIds(perPage: number): Promise<number[]> {
  const listed: number[] = [];
  for (let page = 1; page <= 20; page++) {
    const res = await t.get(
      `/v1/client/bookings?page=${page}&per_page=${perPage}&q[status_not_eq]=3`,
      player.headers,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { id: string }[]; pagy: { count: number } };
    expect(body.pagy.count).toBe(ids.length);
    if (body.data.length === 0) break;
    listed.push(...body.data.map((b) => Number(b.id)));
  }
  return listed;
}

describe('the bookings list order', () => {
  it('puts a package under way first, then what comes next, then the past, latest first', async () => {
    // A package whose first session was a week ago and last is in a week; bookings tomorrow and
    // next week; one that ended an hour ago, one last month, one ending exactly now.
    await placeBookings([
      { startHours: 24 * 7, lengthHours: 1 },
      { startHours: -24 * 30, lengthHours: 1 },
      { startHours: -24 * 7, lengthHours: 24 * 14 },
      { startHours: -2, lengthHours: 1 },
      { startHours: 24, lengthHours: 1 },
      { startHours: -1, lengthHours: 1 },
    ]);
    const [nextWeek, lastMonth, underWay, anHourAgo, tomorrow, endingNow] = ids;
    expect(await listedIds(4)).toEqual([underWay, tomorrow, nextWeek, endingNow, anHourAgo, lastMonth]);
  });

  it('gives every booking once, in that order, whatever the times and the page size', async () => {
    const span = fc.record({
      // Whole days often, so that starts tie and the id decides.
      startHours: fc.oneof(
        fc.integer({ min: -3, max: 3 }).map((d) => d * 24),
        fc.integer({ min: -400, max: 400 }),
      ),
      lengthHours: fc.integer({ min: 1, max: 500 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(span, { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 1, max: 7 }),
        async (spans, perPage) => {
          await placeBookings(spans);
          const placed = ids.map((id, i) => {
            const s = spans[i] as { startHours: number; lengthHours: number };
            return { id, start: s.startHours, upcoming: s.startHours + s.lengthHours > 0 };
          });
          const upcoming = placed.filter((b) => b.upcoming).sort((a, b) => a.start - b.start || a.id - b.id);
          const over = placed.filter((b) => !b.upcoming).sort((a, b) => b.start - a.start || b.id - a.id);
          expect(await listedIds(perPage)).toEqual([...upcoming, ...over].map((b) => b.id));
        },
      ),
      { numRuns: 40 },
    );
  });
});
