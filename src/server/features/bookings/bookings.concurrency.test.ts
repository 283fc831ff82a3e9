import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingEntries, bookings, payments } from '../../db/schema';
import {
  bookingBody,
  bookingsOf,
  bookingTestApp,
  createPlayersWithCards,
  freeSlotOf,
  paymentsOf,
} from '../../testing/booking-factories';
import { ALREADY_BOOKED_MESSAGE } from './booking-create.service';

// On PostgreSQL (TEST_DATABASE_URL) the requests run on separate pool connections and really
// race for the row lock; on PGlite they queue on its one connection. Both must end the same.
const NOW = new Date('2026-03-10T15:00:00Z');
const SEATS = 5;
const CLIENTS = 60;

const t = bookingTestApp(NOW);
const { db } = t;

describe('booking the last seats at the same time', () => {
  it(`lets exactly ${SEATS} of ${CLIENTS} simultaneous clients book a ${SEATS}-seat slot`, async () => {
    const { service, entry } = await t.bookableService({ seats: SEATS });
    const players = await createPlayersWithCards(db(), NOW, CLIENTS);

    const responses = await Promise.all(
      players.map(({ player, card }) => t.book(player, bookingBody(service, entry, { card_id: card.id }))),
    );

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SEATS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(CLIENTS - SEATS);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({ errors: ['Sold Out — All available timeslots booked'] });
    }
    expect(await freeSlotOf(db(), entry.id)).toBe(0);

    const booked = await db()
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.providedServiceId, service.id));
    expect(booked).toHaveLength(SEATS);
    const [seatsHeld] = await db()
      .select({ n: count() })
      .from(bookingEntries)
      .where(eq(bookingEntries.calendarEntryId, entry.id));
    expect(seatsHeld?.n).toBe(SEATS);
    // Only the winners keep a card hold; the losers' holds were voided and never recorded.
    const held = await db()
      .select({ id: payments.id })
      .from(payments)
      .where(
        inArray(
          payments.bookingId,
          booked.map((b) => b.id),
        ),
      );
    expect(held).toHaveLength(SEATS);
  });

  it('makes exactly one booking from 50 simultaneous retries with one Idempotency-Key', async () => {
    const { service, entry, player, card } = await t.parties({ seats: 3 });
    const body = bookingBody(service, entry, { card_id: card.id });

    const responses = await Promise.all(
      Array.from({ length: 50 }, () => t.book(player, body, { 'idempotency-key': 'pay-once-7f3a' })),
    );

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    const ids = new Set(responses.map((r) => r.json().data.id));
    expect(ids.size).toBe(1);

    const rows = await bookingsOf(db(), player.id);
    expect(rows).toHaveLength(1);
    expect(await paymentsOf(db(), rows[0]?.id ?? 0)).toHaveLength(1);
    expect(await freeSlotOf(db(), entry.id)).toBe(2);
  });

  it('books a player once when their family asks for the same time several times at once', async () => {
    const { service, entry, player, card } = await t.parties({ seats: 3 });
    const body = bookingBody(service, entry, { card_id: card.id });

    // Each its own request (no shared key): a double click, two tabs, two parents.
    const responses = await Promise.all(Array.from({ length: 8 }, () => t.book(player, body)));

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    // Told the seat is already theirs, whether the request met the booking before its seat
    // transaction or inside it (the seats' statement), never a clash with another training.
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({ errors: [ALREADY_BOOKED_MESSAGE] });
    }
    const rows = await bookingsOf(db(), player.id);
    expect(rows).toHaveLength(1);
    expect(await paymentsOf(db(), rows[0]?.id ?? 0)).toHaveLength(1);
    expect(await freeSlotOf(db(), entry.id)).toBe(2);
  });

  it('lets only one of a simultaneous accept and reject win, and moves seats once', async () => {
    const { trainer, service, entry, player, card } = await t.parties({ seats: 2 });
    const id = (await t.book(player, bookingBody(service, entry, { card_id: card.id }))).json().data.id;
    const answer = (action: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/client/booking_requests/${id}/${action}`,
        headers: trainer.headers,
      });

    const [accept, reject] = await Promise.all([answer('request_booking'), answer('reject')]);
    const winners = [accept, reject].filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    const [row] = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.id, Number(id)));
    const [payment] = await paymentsOf(db(), Number(id));
    if (row?.status === 'accepted') {
      expect(payment?.status).toBe('succeeded');
      expect(await freeSlotOf(db(), entry.id)).toBe(1);
    } else {
      expect(row?.status).toBe('rejected');
      expect(payment?.status).toBe('voided');
      expect(await freeSlotOf(db(), entry.id)).toBe(2);
    }
  });

  it('withdraws the seat once when the player approves a cancellation twice at once', async () => {
    const { trainer, service, entry, player, card } = await t.parties({ seats: 3 });
    const id = (await t.book(player, bookingBody(service, entry, { card_id: card.id }))).json().data.id;
    await t.app.inject({
      method: 'PUT',
      url: `/v1/client/booking_requests/${id}/request_cancellation`,
      headers: trainer.headers,
    });
    expect(await freeSlotOf(db(), entry.id)).toBe(2);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'PUT', url: `/v1/client/bookings/${id}`, headers: player.headers }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The trainer cancelled: the seat stays taken (withdrawn, ADR 0047), counted once.
    expect(await freeSlotOf(db(), entry.id)).toBe(2);
  });
});
