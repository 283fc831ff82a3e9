// Claims racing bookings for a held seat (ADR 0047). On PostgreSQL (TEST_DATABASE_URL) the
// requests run on separate pool connections and really race for the locks; on PGlite they queue
// on its one connection. Both must end the same: never more seats than the session has.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trainingSessions, waitlistEntries } from '../../db/schema';
import {
  book,
  bookingBody,
  createBookableService,
  createPlayersWithCards,
  createTrainer,
} from '../../testing/booking-factories';
import { testAppOnMovedClock } from '../../testing/job-context';
import { runWaitlistOffers } from './waitlist.service';

const START = new Date('2026-03-10T15:00:00Z');
const t = testAppOnMovedClock(START);
const { db, now, at, context } = t;
const RIVALS = 20;

/** A two-seat group slot, full; B waits; one seat frees and is held for B. */
async function heldSeat() {
  at(0);
  const trainer = await createTrainer(db(), now());
  const { service, entry } = await createBookableService(db(), now(), { trainer, seats: 2 });
  const [a1, a2, b, ...rivals] = await createPlayersWithCards(db(), now(), 3 + RIVALS);
  if (!a1 || !a2 || !b) throw new Error('players missing');
  const first = await book(t.app, a1.player, bookingBody(service, entry, { card_id: a1.card.id }));
  await book(t.app, a2.player, bookingBody(service, entry, { card_id: a2.card.id }));
  const joined = await t.post('/v1/client/waitlist', b.player.headers, {
    waitlist_entry: { provided_service_id: service.id, starts_at: entry.fromTime.toISOString() },
  });
  expect(joined.statusCode).toBe(201);
  const placeId = Number(joined.json().data.id);
  const rejected = await t.put(`/v1/client/booking_requests/${first.json().data.id}/reject`, trainer.headers);
  expect(rejected.statusCode).toBe(200);
  const [place] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, placeId));
  expect(place?.status).toBe('offered');
  return { service, entry, b, rivals, placeId };
}

async function session(serviceId: number) {
  const [row] = await db()
    .select({ taken: trainingSessions.seatsTaken, max: trainingSessions.maxSeats })
    .from(trainingSessions)
    .where(eq(trainingSessions.providedServiceId, serviceId));
  return row;
}

describe('a claim racing bookings for the held seat', () => {
  it(`books B's claim and refuses all ${RIVALS} simultaneous bookings with "Sold Out"`, async () => {
    const { service, entry, b, rivals, placeId } = await heldSeat();
    at(1);
    const [claim, ...others] = await Promise.all([
      book(t.app, b.player, {
        ...bookingBody(service, entry, { card_id: b.card.id }),
        waitlist_entry_id: placeId,
      }),
      ...rivals.map((r) => book(t.app, r.player, bookingBody(service, entry, { card_id: r.card.id }))),
    ]);
    expect(claim?.statusCode).toBe(201);
    for (const r of others) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ errors: ['Sold Out — All available timeslots booked'] });
    }
    expect(await session(service.id)).toEqual({ taken: 2, max: 2 });
  });

  it('after the window, exactly one of the late claim, the lapse job and the rivals takes the seat', async () => {
    const { service, entry, b, rivals, placeId } = await heldSeat();
    at(13);
    const [claim, , ...others] = await Promise.all([
      book(t.app, b.player, {
        ...bookingBody(service, entry, { card_id: b.card.id }),
        waitlist_entry_id: placeId,
      }),
      runWaitlistOffers(context()),
      ...rivals.map((r) => book(t.app, r.player, bookingBody(service, entry, { card_id: r.card.id }))),
    ]);
    expect(claim?.statusCode).toBe(409);
    const won = others.filter((r) => r.statusCode === 201);
    // The rivals may have raced the lapse: at most the one freed seat is sold.
    expect(won.length).toBeLessThanOrEqual(1);
    for (const r of others.filter((x) => x.statusCode !== 201)) expect(r.statusCode).toBe(409);
    await runWaitlistOffers(context());
    const [place] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, placeId));
    expect(place?.status).toBe('lapsed');
    const s = await session(service.id);
    expect(s?.taken).toBe(1 + won.length);
    expect(s?.taken).toBeLessThanOrEqual(2);
  });

  it('makes one offer per freed seat when the seat frees twice at once (two cancellations)', async () => {
    at(0);
    const trainer = await createTrainer(db(), now());
    const { service, entry } = await createBookableService(db(), now(), { trainer, seats: 2 });
    const players = await createPlayersWithCards(db(), now(), 6);
    const [a1, a2, ...waiters] = players;
    if (!a1 || !a2) throw new Error('players missing');
    const ids = [];
    for (const a of [a1, a2]) {
      ids.push(
        (await book(t.app, a.player, bookingBody(service, entry, { card_id: a.card.id }))).json().data.id,
      );
    }
    for (const w of waiters) {
      await t.post('/v1/client/waitlist', w.player.headers, {
        waitlist_entry: { provided_service_id: service.id, starts_at: entry.fromTime.toISOString() },
      });
    }
    await Promise.all([
      ...ids.map((id) => t.put(`/v1/client/booking_requests/${id}/reject`, trainer.headers)),
      runWaitlistOffers(context()),
    ]);
    const places = await db()
      .select({ status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.providedServiceId, service.id));
    expect(places.filter((p) => p.status === 'offered')).toHaveLength(2);
    expect(places.filter((p) => p.status === 'waiting')).toHaveLength(2);
    expect(await session(service.id)).toEqual({ taken: 2, max: 2 });
  });
});
