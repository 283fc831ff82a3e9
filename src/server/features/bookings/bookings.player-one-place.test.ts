// A player trains in one place at a time: a booking of another training whose time overlaps one
// the player already holds is refused with 409 in the spec's shape, nothing held on the card;
// a sibling may take that time, and a time that only touches the first is free.
import { describe, expect, it } from 'vitest';
import { bookingBody, bookingTestApp } from '../../testing/booking-factories';

const NOW = new Date('2026-03-10T15:00:00Z');
const t = bookingTestApp(NOW);

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
});
