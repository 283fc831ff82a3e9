import { describe, expect, it } from 'vitest';
import {
  bookingBody,
  bookingsOf,
  bookingTestApp,
  freeSlotOf,
  paymentsOf,
} from '../../testing/booking-factories';
import { createCalendarEntry, createService } from '../../testing/factories';

const t = bookingTestApp(new Date('2026-03-10T15:00:00Z'));
const { db, now: NOW } = t;

describe('POST /v1/client/bookings: a paid training', () => {
  it('books the slot pending, holds the card for the server-computed total and takes the seat', async () => {
    const { trainer, service, entry, player, card } = await t.parties({ seats: 2 });
    const body = bookingBody(service, entry, { card_id: card.id, notes: 'Work on my first step' });
    // A tampering client cannot set its own price.
    const res = await t.book(player, {
      ...body,
      booking: { ...body.booking, price: 1, amount: 1, amount_cents: 1 },
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    expect(booking.type).toBe('booking');
    expect(booking.attributes).toMatchObject({
      status: 'pending',
      allowed_cancel: false,
      cancellation_requested: false,
      package: false,
      notes: 'Work on my first step',
      trainer_slug: trainer.slug,
      location: 'Riverside Park Field 3',
      address: '100 Riverside Dr, Lexington, KY',
      training_start_date_time: entry.fromTime.toISOString(),
      training_end_date_time: new Date(entry.fromTime.getTime() + 60 * 60_000).toISOString(),
      sessions_count: 1,
      price_cents: 5000,
      service_fee_cents: 500,
      processing_fee_cents: 165,
      amount_cents: 5665,
      amount: 56.65,
      payment_status: 'authorized',
    });
    expect(booking.attributes.athlete).toMatchObject({ id: trainer.id, first_name: trainer.firstName });
    expect(booking.attributes.provided_service).toMatchObject({
      id: service.id,
      price: 50,
      price_cents: 5000,
    });
    expect(booking.attributes.sessions).toHaveLength(1);

    expect(await freeSlotOf(db(), entry.id)).toBe(1);
    const [payment] = await paymentsOf(db(), Number(booking.id));
    expect(booking.attributes.payment).toEqual({ data: { id: String(payment?.id) } });
    expect(payment).toMatchObject({ status: 'authorized', amountCents: 5665, cardId: card.id });
    expect(payment?.providerAuthorizationId).toMatch(/^auth_sandbox_/);
    expect(payment?.providerChargeId).toBeNull();
  });

  it('asks for a payment method when no card is given, and books nothing', async () => {
    const { service, entry } = await t.bookableService();
    const player = await t.player();
    const res = await t.book(player, bookingBody(service, entry));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ card_id: 'Add payment method' }] });
    expect(await bookingsOf(db(), player.id)).toHaveLength(0);
  });

  it('answers a request wrong in several ways for the first of them: the time, then the card', async () => {
    const { service, entry } = await t.bookableService();
    const player = await t.player();
    // A full time and no card: the time is told first, whichever lookup answers first.
    const other = await t.player();
    expect(
      (await t.book(other, bookingBody(service, entry, { card_id: (await t.card(other.id)).id }))).statusCode,
    ).toBe(201);
    const full = await t.book(player, bookingBody(service, entry));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ errors: ['Sold Out — All available timeslots booked'] });
    // A time that is not on the grid and another family's card: the time again.
    const theirs = await t.card(other.id);
    const body = bookingBody(service, entry, { card_id: theirs.id });
    const missing = await t.book(player, {
      ...body,
      booking: { ...body.booking, from_time: new Date(entry.fromTime.getTime() + 7 * 60_000).toISOString() },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: ['Time slot not found'] });
    expect(await bookingsOf(db(), player.id)).toHaveLength(0);
  });

  it("answers 404 for another client's card and books nothing", async () => {
    const { service, entry } = await t.bookableService();
    const player = await t.player();
    const other = await t.player();
    const theirs = await t.card(other.id);
    const res = await t.book(player, bookingBody(service, entry, { card_id: theirs.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Card not found'] });
    expect(await freeSlotOf(db(), entry.id)).toBe(1);
  });

  it('books nothing and keeps the seat free when the card is declined', async () => {
    const { service, entry } = await t.bookableService();
    const player = await t.player();
    const card = await t.card(player.id, { declines: true });
    const res = await t.book(player, bookingBody(service, entry, { card_id: card.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ base: 'Your card was declined.' }] });
    expect(await bookingsOf(db(), player.id)).toHaveLength(0);
    expect(await freeSlotOf(db(), entry.id)).toBe(1);
  });

  it('offers first next time the card that booked: after a decline, the declined card is no longer the default', async () => {
    const { service, entry } = await t.bookableService({ seats: 2 });
    const player = await t.player();
    const declined = await t.card(player.id, { declines: true, isDefault: true });
    const refused = await t.book(player, bookingBody(service, entry, { card_id: declined.id }));
    expect(refused.statusCode).toBe(422);
    const good = await t.card(player.id, { isDefault: false });
    const cardsListed = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/client/cards', headers: player.headers }))
        .json()
        .data.map((c: { id: string; attributes: { is_default: boolean } }) => [
          Number(c.id),
          c.attributes.is_default,
        ]);
    expect((await cardsListed())[0]).toEqual([declined.id, true]);
    const booked = await t.book(player, bookingBody(service, entry, { card_id: good.id }));
    expect(booked.statusCode).toBe(201);
    expect(await cardsListed()).toEqual([
      [good.id, true],
      [declined.id, false],
    ]);
  });
});

describe('POST /v1/client/bookings: slots and seats', () => {
  it('books a free training without a card and without a payment', async () => {
    const { service, entry } = await t.bookableService({
      service: { priceCents: 0, clientServiceFeeCents: 0, stripeFeeCents: 0 },
    });
    const player = await t.player();
    const res = await t.book(player, bookingBody(service, entry));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({ amount_cents: 0, payment: null, status: 'pending' });
    expect(await paymentsOf(db(), Number(res.json().data.id))).toHaveLength(0);
    expect(await freeSlotOf(db(), entry.id)).toBe(0);
  });

  it('answers 409 Sold Out when no seat is left', async () => {
    const { service, entry } = await t.bookableService();
    const other = await t.player();
    const first = await t.book(other, bookingBody(service, entry, { card_id: (await t.card(other.id)).id }));
    expect(first.statusCode).toBe(201);
    const { player, card } = await t.playerWithCard();
    const res = await t.book(player, bookingBody(service, entry, { card_id: card.id }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: ['Sold Out — All available timeslots booked'] });
    expect(await bookingsOf(db(), player.id)).toHaveLength(0);
  });

  it('refuses a second booking of the same slot by the same client', async () => {
    const { service, entry, player, card } = await t.parties({ seats: 3 });
    expect((await t.book(player, bookingBody(service, entry, { card_id: card.id }))).statusCode).toBe(201);
    const again = await t.book(player, bookingBody(service, entry, { card_id: card.id }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['You already booked this time slot'] });
    expect(await freeSlotOf(db(), entry.id)).toBe(2);
  });

  it('refuses a slot that has already started', async () => {
    const { service, entry, player, card } = await t.parties({ hoursAhead: -1 });
    const res = await t.book(player, bookingBody(service, entry, { card_id: card.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ base: 'This time slot has passed' }] });
  });

  it('finds the slot by calendar_entry_id, which must offer the training', async () => {
    const { service, entry, trainer } = await t.bookableService({
      service: { priceCents: 0, clientServiceFeeCents: 0, stripeFeeCents: 0 },
    });
    const otherService = await createService(db(), trainer);
    const elsewhere = await createCalendarEntry(db(), {
      athleteId: trainer.id,
      serviceIds: [otherService.id],
      from: new Date(NOW.getTime() + 72 * 3600_000),
    });
    const player = await t.player();
    const wrong = await t.book(player, {
      booking: { provided_service_id: service.id, calendar_entry_id: elsewhere.id },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ errors: ['Time slot not found'] });
    const right = await t.book(player, {
      booking: { provided_service_id: service.id, calendar_entry_id: entry.id },
    });
    expect(right.statusCode).toBe(201);
    expect(right.json().data.attributes.training_start_date_time).toBe(entry.fromTime.toISOString());
  });

  it('answers 404 for a start time with no opening, and for an unpublished training', async () => {
    const { service, entry, player, card } = await t.parties();
    const body = bookingBody(service, entry, { card_id: card.id });
    const noSlot = await t.book(player, {
      ...body,
      booking: { ...body.booking, from_time: new Date(entry.fromTime.getTime() + 60_000).toISOString() },
    });
    expect(noSlot.statusCode).toBe(404);
    // A time past the bookable year (as the last day a date can be) is no slot, not a failure.
    const farAhead = await t.book(player, {
      ...body,
      booking: { ...body.booking, from_time: '9999-12-31T16:00:00.000Z' },
    });
    expect(farAhead.statusCode).toBe(404);
    expect(farAhead.json()).toEqual({ errors: ['Time slot not found'] });

    const draft = await t.bookableService({ service: { status: 'draft' } });
    const res = await t.book(player, bookingBody(draft.service, draft.entry, { card_id: card.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Training not found'] });
  });

  it('books a private training only by its link: by id alone it is "Training not found"', async () => {
    const { service, entry, player, card } = await t.parties({
      service: { privacySetting: 'private' },
    });
    const byId = await t.book(player, bookingBody({ id: service.id }, entry, { card_id: card.id }));
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toEqual({ errors: ['Training not found'] });
    const guessed = await t.book(
      player,
      bookingBody({ id: service.id, slug: `${service.slug}0` }, entry, { card_id: card.id }),
    );
    expect(guessed.statusCode).toBe(404);
    expect(await bookingsOf(db(), player.id)).toHaveLength(0);

    const res = await t.book(player, bookingBody(service, entry, { card_id: card.id }));
    expect(res.statusCode).toBe(201);

    // The booking shows the link while it is going; once it has ended, only the countable form,
    // so a link the trainer later takes back does not come back through history.
    expect(service.slug).toMatch(/-[0-9a-f]{12}$/);
    const id = res.json().data.id;
    const shown = async () =>
      (await t.get(`/v1/client/bookings/${id}`, player.headers)).json().data.attributes.provided_service.slug;
    expect(await shown()).toBe(service.slug);
    expect((await t.put(`/v1/client/bookings/${id}`, player.headers)).statusCode).toBe(200);
    expect(await shown()).toBe(service.slug.replace(/-[0-9a-f]{12}$/, ''));
  });

  it('books a public training by id, with or without its link', async () => {
    const { service, entry, player, card } = await t.parties({ seats: 2 });
    const res = await t.book(player, bookingBody({ id: service.id }, entry, { card_id: card.id }));
    expect(res.statusCode).toBe(201);
  });
});

describe('POST /v1/client/bookings: idempotency, auth and validation', () => {
  it('answers a retry with the same Idempotency-Key with the same booking and one hold', async () => {
    const { service, entry, player, card } = await t.parties({ seats: 3 });
    const body = bookingBody(service, entry, { card_id: card.id });
    const first = await t.book(player, body, { 'idempotency-key': 'checkout-42' });
    const retry = await t.book(player, body, { 'idempotency-key': 'checkout-42' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const rows = await bookingsOf(db(), player.id);
    expect(rows).toHaveLength(1);
    expect(await paymentsOf(db(), rows[0]?.id ?? 0)).toHaveLength(1);
    expect(await freeSlotOf(db(), entry.id)).toBe(2);

    // Another client may use the same key: it is per client.
    const { player: other, card: otherCard } = await t.playerWithCard();
    const theirs = await t.book(other, bookingBody(service, entry, { card_id: otherCard.id }), {
      'idempotency-key': 'checkout-42',
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(first.json().data.id);
  });

  it('refuses the same Idempotency-Key with another request instead of answering the first booking', async () => {
    const { service, entry } = await t.bookableService({ seats: 3 });
    const later = await createCalendarEntry(db(), {
      athleteId: service.athleteId,
      serviceIds: [service.id],
      from: new Date(entry.fromTime.getTime() + 24 * 3600_000),
      seats: 3,
    });
    const { player, card } = await t.playerWithCard();
    const key = { 'idempotency-key': 'checkout-77' };
    expect((await t.book(player, bookingBody(service, entry, { card_id: card.id }), key)).statusCode).toBe(
      201,
    );
    const other = await t.book(player, bookingBody(service, later, { card_id: card.id }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      errors: [{ idempotency_key: 'was already used for a different booking request' }],
    });
    const notes = await t.book(player, bookingBody(service, entry, { card_id: card.id, notes: 'Hi' }), key);
    expect(notes.statusCode).toBe(422);
    expect(await bookingsOf(db(), player.id)).toHaveLength(1);
    expect(await freeSlotOf(db(), later.id)).toBe(3);
  });

  it('refuses an over-long Idempotency-Key', async () => {
    const { service, entry } = await t.bookableService();
    const player = await t.player();
    const res = await t.book(player, bookingBody(service, entry), {
      'idempotency-key': 'k'.repeat(201),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toHaveProperty('idempotency_key');
  });

  it('answers 401 without a token and 422 for a malformed request', async () => {
    const { service, entry } = await t.bookableService();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/client/bookings',
      payload: bookingBody(service, entry),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ errors: ['Client not authorized'] });

    const player = await t.player();
    const missing = await t.book(player, { booking: { from_time: entry.fromTime.toISOString() } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toContainEqual({ provided_service_id: "can't be blank" });
    const badTime = await t.book(player, {
      booking: { provided_service_id: service.id, from_time: 'soon' },
    });
    expect(badTime.statusCode).toBe(422);
    expect(badTime.json().errors).toContainEqual({ from_time: 'is invalid' });
    const noTime = await t.book(player, { booking: { provided_service_id: service.id } });
    expect(noTime.statusCode).toBe(422);
    expect(noTime.json()).toEqual({ errors: [{ from_time: "can't be blank" }] });
    const longNotes = await t.book(player, bookingBody(service, entry, { notes: 'x'.repeat(2001) }));
    expect(longNotes.statusCode).toBe(422);
    expect(await bookingsOf(db(), player.id)).toHaveLength(0);
  });
});
