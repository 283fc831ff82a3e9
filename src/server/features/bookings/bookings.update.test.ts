import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingResponseSchema } from '../../../shared/api/bookings';
import { CANNOT_CANCEL_MESSAGE, CANNOT_UPDATE_MESSAGE } from '../../../shared/domain/booking-status';
import { bookings } from '../../db/schema';
import {
  bookingBody,
  bookingTestApp,
  entriesOf,
  freeSlotOf,
  paymentsOf,
} from '../../testing/booking-factories';
import { createCalendarEntry, createService } from '../../testing/factories';
import { completePastBookings } from './booking-transitions.service';

const t = bookingTestApp(new Date('2026-03-10T15:00:00Z'));
const { db, put, now: NOW } = t;

/** A booking taken to `stage` the way the trainer would take it there. */
async function bookingAt(
  stage: 'pending' | 'accepted' | 'incomplete-from-accepted' | 'incomplete-from-pending',
) {
  const { trainer, service, entry, player, card } = await t.parties({ seats: 2 });
  const res = await t.book(player, bookingBody(service, entry, { card_id: card.id }));
  const id = Number(res.json().data.id);
  if (stage === 'accepted' || stage === 'incomplete-from-accepted') {
    await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
  }
  if (stage.startsWith('incomplete')) {
    await put(`/v1/client/booking_requests/${id}/request_cancellation`, trainer.headers);
  }
  return { id, player, trainer, entry, url: `/v1/client/bookings/${id}` };
}

describe('PUT /v1/client/bookings/{id}: the player cancels', () => {
  it('cancels with no body or an empty one, never with a body that leaves out `booking`', async () => {
    const { url, player, id } = await bookingAt('pending');
    for (const careless of [
      { status: 'accepted' },
      { note: 'running late' },
      { booking_status: 'cancelled' },
    ]) {
      const res = await put(url, player.headers, careless);
      expect(res.statusCode, JSON.stringify(careless)).toBe(422);
      expect(res.json()).toEqual({ errors: [{ booking: "can't be blank" }] });
    }
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(kept?.status).toBe('pending');
    const [payment] = await paymentsOf(db(), id);
    expect(payment?.status).not.toBe('voided');

    const res = await put(url, player.headers, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.status).toBe('cancelled');
  });

  it('approves the trainer’s cancellation request: seat withdrawn, captured payment refunded', async () => {
    const { url, player, entry, id } = await bookingAt('incomplete-from-accepted');
    const free = await freeSlotOf(db(), entry.id);
    const res = await put(url, player.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    // The trainer cancelled: the seat is not given back to be sold again (ADR 0047).
    expect(await freeSlotOf(db(), entry.id)).toBe(free);
    const [session] = await entriesOf(db(), id);
    expect(session?.releasedAt).not.toBeNull();
    expect(session?.seatWithdrawn).toBe(true);
  });

  it('voids the hold when the cancelled booking had never been accepted', async () => {
    const { url, player, id } = await bookingAt('incomplete-from-pending');
    const res = await put(url, player.headers, { booking: { status: 'cancelled' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.status).toBe('cancelled');
    const [payment] = await paymentsOf(db(), id);
    expect(payment?.status).toBe('voided');
  });

  it('tells the player to contact the trainer for an accepted booking', async () => {
    const { url, player, entry, id } = await bookingAt('accepted');
    const res = await put(url, player.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [CANNOT_CANCEL_MESSAGE] });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe('accepted');
    expect(await freeSlotOf(db(), entry.id)).toBe(1);
  });

  it('withdraws a request the trainer has not answered, under a non-refundable policy too (ADR 0068)', async () => {
    const { url, player, trainer, entry, id } = await bookingAt('pending');
    const before = (await t.get(url, player.headers)).json().data.attributes;
    expect(before).toMatchObject({ status: 'pending', can_withdraw: true, can_cancel_free: false });
    const res = await put(url, player.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      status: 'cancelled',
      payment_status: 'voided',
      can_withdraw: false,
    });
    // The seat is for sale again, and the trainer has nothing left to answer.
    expect(await freeSlotOf(db(), entry.id)).toBe(2);
    const requests = await t.get('/v1/trainer/booking_requests', trainer.headers);
    expect(requests.json().data.map((r: { id: string }) => Number(r.id))).not.toContain(id);
    const accept = await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    expect(accept.statusCode).toBe(422);
    // Once is all.
    expect((await put(url, player.headers)).statusCode).toBe(422);
  });

  it('refuses an incomplete booking the trainer did not allow to cancel', async () => {
    const { url, player, id } = await bookingAt('incomplete-from-accepted');
    await db().update(bookings).set({ allowedCancel: false }).where(eq(bookings.id, id));
    const res = await put(url, player.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [CANNOT_CANCEL_MESSAGE] });
  });

  it('answers 404 for someone else’s booking and changes nothing; 401 without a token', async () => {
    const { url, entry } = await bookingAt('incomplete-from-accepted');
    const stranger = await t.player();
    const res = await put(url, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Booking not found'] });
    expect(await freeSlotOf(db(), entry.id)).toBe(1);
    expect((await put(url, {})).statusCode).toBe(401);
  });
});

describe('PUT /v1/client/bookings/{id}: the player changes the status', () => {
  it('keeps an accepted booking by declining the cancellation request', async () => {
    const { url, player, entry, id } = await bookingAt('incomplete-from-accepted');
    const res = await put(url, player.headers, { booking: { status: 'accepted' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ status: 'accepted', payment_status: 'succeeded' });
    expect(await freeSlotOf(db(), entry.id)).toBe(1);
    const [payment] = await paymentsOf(db(), id);
    expect(payment?.status).toBe('succeeded');
  });

  it('cannot make a never-accepted request accepted', async () => {
    const { url, player } = await bookingAt('incomplete-from-pending');
    const res = await put(url, player.headers, { booking: { status: 'accepted' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [CANNOT_UPDATE_MESSAGE] });
  });

  it('refuses every other status, and unknown ones', async () => {
    const { url, player } = await bookingAt('incomplete-from-accepted');
    for (const status of ['completed', 'rejected', 'pending', 'incomplete']) {
      const res = await put(url, player.headers, { booking: { status } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: [CANNOT_UPDATE_MESSAGE] });
    }
    const unknown = await put(url, player.headers, { booking: { status: 'paid' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toHaveProperty('status');
  });
});

describe('DELETE /v1/client/booking_request_entries/{id}', () => {
  async function pendingPackage() {
    const trainer = await t.trainer();
    const service = await createService(db(), trainer, {
      package: true,
      packageStart: '2026-03-01',
      packageEnd: '2026-05-31',
      sessionsCount: 3,
      priceCents: 12000,
      clientServiceFeeCents: 600,
      stripeFeeCents: 378,
    });
    const entries = [];
    for (const week of [1, 2, 3]) {
      entries.push(
        await createCalendarEntry(db(), {
          athleteId: trainer.id,
          serviceIds: [service.id],
          from: new Date(NOW.getTime() + week * 7 * 24 * 3600_000),
          seats: 4,
        }),
      );
    }
    const { player, card } = await t.playerWithCard();
    const res = await t.book(player, { booking: { provided_service_id: service.id }, card_id: card.id });
    const booking = bookingResponseSchema.parse(res.json()).data;
    return { player, trainer, entries, booking, sessions: booking.attributes.sessions };
  }
  const remove = (id: number | undefined, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `/v1/client/booking_request_entries/${id}`, headers });

  it('removes one session: its seat is free again, the package price stays', async () => {
    const { player, entries, sessions } = await pendingPackage();
    const res = await remove(sessions[0]?.id, player.headers);
    expect(res.statusCode).toBe(200);
    const attributes = res.json().data.attributes;
    expect(attributes).toMatchObject({
      status: 'pending',
      sessions_count: 2,
      amount_cents: 12978,
      training_start_date_time: entries[1]?.fromTime.toISOString(),
    });
    expect(attributes.sessions.map((s: { id: number }) => s.id)).toEqual([sessions[1]?.id, sessions[2]?.id]);
    expect(await freeSlotOf(db(), entries[0]?.id ?? 0)).toBe(4);
    expect(await freeSlotOf(db(), entries[1]?.id ?? 0)).toBe(3);
  });

  it('cancels the booking and voids the hold when the last session goes', async () => {
    const { player, entries, sessions, booking } = await pendingPackage();
    for (const s of sessions.slice(0, 2)) expect((await remove(s.id, player.headers)).statusCode).toBe(200);
    const last = await remove(sessions[2]?.id, player.headers);
    expect(last.statusCode).toBe(200);
    expect(last.json().data.attributes).toMatchObject({ status: 'cancelled', payment_status: 'voided' });
    for (const e of entries) expect(await freeSlotOf(db(), e.id)).toBe(4);
    const again = await remove(sessions[2]?.id, player.headers);
    expect(again.statusCode).toBe(422);
    expect((await paymentsOf(db(), Number(booking.id)))[0]?.status).toBe('voided');
  });

  it('answers 404 for another client’s session and 422 once the trainer accepted', async () => {
    const { trainer, player, entries, sessions, booking } = await pendingPackage();
    const stranger = await t.player();
    const theirs = await remove(sessions[0]?.id, stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ errors: ['Booking entry not found'] });
    expect(await freeSlotOf(db(), entries[0]?.id ?? 0)).toBe(3);

    await put(`/v1/client/booking_requests/${booking.id}/request_booking`, trainer.headers);
    const accepted = await remove(sessions[0]?.id, player.headers);
    expect(accepted.statusCode).toBe(422);
    expect(accepted.json()).toEqual({
      errors: ['Only sessions of a pending package booking can be removed'],
    });
    expect((await remove(sessions[0]?.id, {})).statusCode).toBe(401);
  });
});

describe('completePastBookings', () => {
  it('completes accepted bookings whose training has ended, and nothing else', async () => {
    const accepted = await bookingAt('accepted');
    const pending = await bookingAt('pending');
    const [row] = await db().select().from(bookings).where(eq(bookings.id, accepted.id));
    const end = row?.trainingEndDateTime ?? NOW;

    expect(await completePastBookings(db(), new Date(end.getTime() - 1))).not.toContain(accepted.id);
    const done = await completePastBookings(db(), new Date(end.getTime() + 1));
    expect(done).toContain(accepted.id);
    expect(done).not.toContain(pending.id);
    const after = await db().select().from(bookings).where(eq(bookings.id, accepted.id));
    expect(after[0]?.status).toBe('completed');
    const still = await db().select().from(bookings).where(eq(bookings.id, pending.id));
    expect(still[0]?.status).toBe('pending');
    expect(await completePastBookings(db(), new Date(end.getTime() + 1))).not.toContain(accepted.id);
  });
});
