// A player trains in one place at a time: a booking of another training whose time overlaps one
// the player already holds is refused with 409 in the spec's shape, nothing held on the card;
// a sibling may take that time, and a time that only touches the first is free. The database
// keeps it (booking_entries_player_one_place, migration 0030): bookings at once, a move, and a
// seat written past the API all meet it (on PostgreSQL the requests really race).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isExclusionViolation, PLAYER_ONE_PLACE } from '../../db/pg-errors';
import {
  bookingBody,
  bookingsOf,
  bookingTestApp,
  createTrainer,
  entriesOf,
  paymentsOf,
} from '../../testing/booking-factories';
import { createCalendarEntry, createService } from '../../testing/factories';

const NOW = new Date('2026-03-10T15:00:00Z');
const t = bookingTestApp(NOW);
const FREE = { priceCents: 0, clientServiceFeeCents: 0, stripeFeeCents: 0 };

/** A group package of two sessions, one in an opening at each of `starts`, of a new trainer. */
async function twoSessionPackage(starts: Date[], price: Partial<typeof FREE> = {}) {
  const trainer = await t.trainer();
  const pkg = await createService(t.db(), trainer, {
    package: true,
    packageStart: '2026-03-01',
    packageEnd: '2026-04-30',
    sessionsCount: 2,
    maxSeats: 2,
    trainingType: 'group',
    ...price,
  });
  for (const from of starts) {
    await createCalendarEntry(t.db(), { athleteId: trainer.id, serviceIds: [pkg.id], from, seats: 2 });
  }
  return pkg;
}

describe('POST /v1/client/bookings: one place at a time for a player', () => {
  it("refuses another trainer's overlapping time for the same player, and lets a time that only touches it through", async () => {
    const family = await t.playerWithCard({ firstName: 'Jordan' });
    // Two trainers, both at 48 h from now for an hour; a third an hour later.
    const first = await t.bookableService({ hoursAhead: 48 });
    const overlapping = await t.bookableService({ hoursAhead: 48.5 });
    const after = await t.bookableService({ hoursAhead: 49 });
    const book = (s: typeof first) =>
      t.book(family.player, bookingBody(s.service, s.entry, { card_id: family.card.id }));
    expect((await book(first)).statusCode).toBe(201);

    const refused = await book(overlapping);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: ['Jordan already has a training booked at this time'] });
    // Nothing was held for the refused one.
    const list = (await t.get('/v1/client/bookings', family.player.headers)).json().data;
    expect(list).toHaveLength(1);

    expect((await book(after)).statusCode).toBe(201);
  });

  it('lets another family take that time', async () => {
    const first = await t.bookableService({ hoursAhead: 60, seats: 2 });
    const other = await t.bookableService({ hoursAhead: 60 });
    const a = await t.playerWithCard();
    const b = await t.playerWithCard();
    expect(
      (await t.book(a.player, bookingBody(first.service, first.entry, { card_id: a.card.id }))).statusCode,
    ).toBe(201);
    expect(
      (await t.book(b.player, bookingBody(other.service, other.entry, { card_id: b.card.id }))).statusCode,
    ).toBe(201);
  });

  it('books one of several overlapping trainings asked at once, refuses the rest and releases their holds', async () => {
    const family = await t.playerWithCard({ firstName: 'Riley' });
    const options = await Promise.all(
      [0, 0.25, 0.5, 0.75, 0].map((h) => t.bookableService({ hoursAhead: 80 + h })),
    );
    const answers = await Promise.all(
      options.map((s) => t.book(family.player, bookingBody(s.service, s.entry, { card_id: family.card.id }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({ errors: ['Riley already has a training booked at this time'] });
    }
    const rows = await bookingsOf(t.db(), family.player.id);
    expect(rows).toHaveLength(1);
    // One live seat, and one card hold recorded: the refused ones' holds were let go.
    expect(await entriesOf(t.db(), rows[0]?.id ?? 0)).toHaveLength(1);
    expect(await paymentsOf(t.db(), rows[0]?.id ?? 0)).toHaveLength(1);
  });

  it('is kept by the database: a seat written past the API cannot overlap a live one of the player', async () => {
    const family = await t.playerWithCard({ firstName: 'Quinn' });
    const first = await t.bookableService({ hoursAhead: 100 });
    const later = await t.bookableService({ hoursAhead: 110 });
    const book = (s: typeof first) =>
      t.book(family.player, bookingBody(s.service, s.entry, { card_id: family.card.id }));
    expect((await book(first)).statusCode).toBe(201);
    const laterAnswer = await book(later);
    expect(laterAnswer.statusCode).toBe(201);
    const laterId = Number(laterAnswer.json().data.id);
    // A second seat of the later booking, at the first one's time.
    const seatAt = (from: Date, released: boolean) =>
      t.db().execute(sql`
        INSERT INTO booking_entries (booking_id, starts_at, ends_at, released_at)
        VALUES (${laterId}, ${from.toISOString()}::timestamptz, ${new Date(from.getTime() + 3600_000).toISOString()}::timestamptz,
          ${released ? from.toISOString() : null}::timestamptz)`);
    const error = await seatAt(first.entry.fromTime, false).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isExclusionViolation(error, PLAYER_ONE_PLACE)).toBe(true);
    // A released seat holds no time, and the time an hour later is free.
    await seatAt(first.entry.fromTime, true);
    await seatAt(new Date(first.entry.fromTime.getTime() + 3600_000), false);
  });

  it("refuses moving a booking onto another training of the player's", async () => {
    const trainer = await createTrainer(t.db(), NOW, {
      cancellationPolicy: 'free_cancellation',
      freeCancellationHours: 24,
    });
    const family = await t.playerWithCard({ firstName: 'Avery' });
    const moved = await t.bookableService({ trainer, hoursAhead: 120 });
    const elsewhere = await t.bookableService({ hoursAhead: 144 });
    const sameTime = await createCalendarEntry(t.db(), {
      athleteId: trainer.id,
      serviceIds: [moved.service.id],
      from: elsewhere.entry.fromTime,
    });
    const book = (s: typeof moved) =>
      t.book(family.player, bookingBody(s.service, s.entry, { card_id: family.card.id }));
    const movedAnswer = await book(moved);
    expect(movedAnswer.statusCode).toBe(201);
    expect((await book(elsewhere)).statusCode).toBe(201);
    const res = await t.send(
      'PUT',
      `/v1/client/bookings/${movedAnswer.json().data.id}/reschedule`,
      family.player.headers,
      {
        booking: { from_time: sameTime.fromTime.toISOString() },
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: ['Avery already has a training booked at this time'] });
  });

  it("names the package's session that clashes, in the family's zone", async () => {
    const family = await t.playerWithCard({ firstName: 'Morgan' });
    const elsewhere = await t.bookableService({ hoursAhead: 170 });
    expect(
      (
        await t.book(
          family.player,
          bookingBody(elsewhere.service, elsewhere.entry, { card_id: family.card.id }),
        )
      ).statusCode,
    ).toBe(201);
    const pkg = await twoSessionPackage([new Date(NOW.getTime() + 146 * 3600_000), elsewhere.entry.fromTime]);
    const res = await t.book(family.player, {
      booking: { provided_service_id: pkg.id },
      card_id: family.card.id,
    });
    expect(res.statusCode).toBe(409);
    // 170 hours after 2026-03-10 15:00Z is 03-17 17:00Z: 1:00 PM in New York (summer time from 03-08).
    expect(res.json()).toEqual({
      errors: [
        "Morgan already has a training booked at the time of this package's session on Tue 03-17-2026 at 1:00 PM EDT",
      ],
    });
  });

  it('refuses a free training at a time the player is booked alike, naming the clashing session of a package', async () => {
    // A free booking has no card to protect: the database's rule is its only check (ADR 0075).
    const family = await t.playerWithCard({ firstName: 'Riley' });
    const elsewhere = await t.bookableService({ hoursAhead: 190 });
    const booked = await t.book(
      family.player,
      bookingBody(elsewhere.service, elsewhere.entry, { card_id: family.card.id }),
    );
    expect(booked.statusCode).toBe(201);
    const free = await t.bookableService({ hoursAhead: 190.5, service: FREE });
    const single = await t.book(family.player, bookingBody(free.service, free.entry));
    expect(single.statusCode).toBe(409);
    expect(single.json()).toEqual({ errors: ['Riley already has a training booked at this time'] });

    const pkg = await twoSessionPackage(
      [new Date(NOW.getTime() + 166 * 3600_000), elsewhere.entry.fromTime],
      FREE,
    );
    const res = await t.book(family.player, { booking: { provided_service_id: pkg.id } });
    expect(res.statusCode).toBe(409);
    // 190 hours after 2026-03-10 15:00Z is 03-18 13:00Z: 9:00 AM in New York.
    expect(res.json()).toEqual({
      errors: [
        "Riley already has a training booked at the time of this package's session on Wed 03-18-2026 at 9:00 AM EDT",
      ],
    });
    // Only the first booking was made, its seat the one held.
    const list = (await t.get('/v1/client/bookings', family.player.headers)).json().data;
    expect(list).toHaveLength(1);
  });
});
