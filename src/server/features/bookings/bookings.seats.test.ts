// GET /v1/client/bookings/seats (ADR 0060): the account's seats at one training's times ahead,
// with whose they are, so the booking page says "Booked" on them instead of offering them again
// (or a place on their waitlist). Another family's seats are never listed, nor a released seat.
import { describe, expect, it } from 'vitest';
import { bookingBody, bookingTestApp } from '../../testing/booking-factories';

const NOW = new Date('2026-03-10T15:00:00Z');
const t = bookingTestApp(NOW);

const seatsOf = (headers: Record<string, string>, serviceId: number | string) =>
  t.get(`/v1/client/bookings/seats?provided_service_id=${serviceId}`, headers);

describe('GET /v1/client/bookings/seats', () => {
  it("lists the account's own seat at the training's time, and nobody else's", async () => {
    const { service, entry } = await t.bookableService({ seats: 3 });
    const a = await t.playerWithCard({ firstName: 'Avery' });
    const b = await t.playerWithCard();
    const booked = await t.book(a.player, bookingBody(service, entry, { card_id: a.card.id }));
    expect(booked.statusCode, booked.body).toBe(201);

    const mine = await seatsOf(a.player.headers, service.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      data: [
        {
          starts_at: entry.fromTime.toISOString(),
          booking_id: Number(booked.json().data.id),
          player_id: a.player.playerId,
          player_name: 'Avery',
        },
      ],
    });
    // Another family, and another training of the same account, list nothing.
    expect((await seatsOf(b.player.headers, service.id)).json()).toEqual({ data: [] });
    const other = await t.bookableService();
    expect((await seatsOf(a.player.headers, other.service.id)).json()).toEqual({ data: [] });
  });

  it('drops a seat once its request is rejected', async () => {
    const trainer = await t.trainer();
    const { service, entry } = await t.bookableService({ seats: 2, trainer });
    const a = await t.playerWithCard();
    const booked = await t.book(a.player, bookingBody(service, entry, { card_id: a.card.id }));
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await seatsOf(a.player.headers, service.id)).json().data).toHaveLength(1);
    const rejected = await t.put(
      `/v1/client/booking_requests/${booked.json().data.id}/reject`,
      trainer.headers,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await seatsOf(a.player.headers, service.id)).json()).toEqual({ data: [] });
  });

  it('asks who is signed in, and refuses an id that is not one, in the spec error shape', async () => {
    const { service } = await t.bookableService();
    expect((await seatsOf({}, service.id)).statusCode).toBe(401);
    const a = await t.player();
    const bad = await seatsOf(a.headers, 'abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty('errors');
    expect((await t.get('/v1/client/bookings/seats', a.headers)).statusCode).toBe(422);
  });
});
