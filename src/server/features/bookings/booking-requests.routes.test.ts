import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import {
  book,
  bookingBody,
  createBookingParties,
  createTrainer,
  entriesOf,
  freeSlotOf,
  paymentsOf,
} from '../../testing/booking-factories';
import { testAppForFile } from '../../testing/test-app';

const NOW = new Date('2026-03-10T15:00:00Z');
const t = testAppForFile({ context: { now: () => NOW } });
const { db, put } = t;

/** A pending paid booking of a fresh trainer's 2-seat slot. */
async function pendingBooking(options: { free?: boolean } = {}) {
  const priceless = { priceCents: 0, clientServiceFeeCents: 0, stripeFeeCents: 0 };
  const { trainer, service, entry, player, card } = await createBookingParties(db(), NOW, {
    seats: 2,
    ...(options.free ? { service: priceless } : {}),
  });
  const res = await book(
    t.app,
    player,
    bookingBody(service, entry, options.free ? {} : { card_id: card.id }),
  );
  expect(res.statusCode).toBe(201);
  return { trainer, player, entry, id: Number(res.json().data.id) };
}

describe('PUT /v1/client/booking_requests/{id}/request_booking (trainer accepts)', () => {
  it('accepts, captures the hold and saves the trainer notes', async () => {
    const { trainer, id, entry } = await pendingBooking();
    const res = await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers, {
      booking_request: { notes: 'Bring cleats' },
    });
    expect(res.statusCode).toBe(200);
    const attributes = res.json().data.attributes;
    expect(attributes).toMatchObject({
      status: 'accepted',
      trainer_notes: 'Bring cleats',
      payment_status: 'succeeded',
    });
    const [payment] = await paymentsOf(db(), id);
    expect(attributes.payment).toEqual({ data: { id: String(payment?.id) } });
    expect(payment?.status).toBe('succeeded');
    expect(payment?.providerChargeId).toMatch(/^ch_sandbox_/);
    expect(await freeSlotOf(db(), entry.id)).toBe(1);

    const again = await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: ['Only pending booking requests can be accepted'] });
  });

  it('leaves the request pending and says why when the capture fails', async () => {
    const { trainer, id } = await pendingBooking();
    const [payment] = await paymentsOf(db(), id);
    // An authorization the provider no longer knows (expired).
    await db()
      .update(payments)
      .set({ providerAuthorizationId: 'auth_expired_1' })
      .where(eq(payments.id, payment?.id ?? 0));
    const res = await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: ['Authorization not found'] });
    const [after] = await paymentsOf(db(), id);
    expect(after).toMatchObject({ status: 'authorized', failureMessage: 'Authorization not found' });
    // Still pending: the trainer can still reject it.
    const rejected = await put(`/v1/client/booking_requests/${id}/reject`, trainer.headers);
    expect(rejected.json().data.attributes.status).toBe('rejected');
  });

  it('accepts a free booking without any payment', async () => {
    const { trainer, id } = await pendingBooking({ free: true });
    const res = await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ status: 'accepted', payment: null });
  });

  it('does not let a trainer answer another trainer’s booking, nor a player, nor a stranger', async () => {
    const { id, player } = await pendingBooking();
    const stranger = await createTrainer(db(), NOW);
    const res = await put(`/v1/client/booking_requests/${id}/request_booking`, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Booking not found'] });
    const asPlayer = await put(`/v1/client/booking_requests/${id}/request_booking`, player.headers);
    expect(asPlayer.statusCode).toBe(401);
    const anonymous = await put(`/v1/client/booking_requests/${id}/request_booking`, {});
    expect(anonymous.statusCode).toBe(401);
    const [payment] = await paymentsOf(db(), id);
    expect(payment?.status).toBe('authorized');
  });

  it('rejects through the same call with status "rejected"', async () => {
    const { trainer, id, entry } = await pendingBooking();
    const res = await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers, {
      booking_request: { status: 'rejected', notes: 'Injured this week' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      status: 'rejected',
      trainer_notes: 'Injured this week',
    });
    expect(await freeSlotOf(db(), entry.id)).toBe(2);
  });
});

describe('PUT /v1/client/booking_requests/{id}/reject', () => {
  it('rejects: seats back, hold voided, sessions released', async () => {
    const { trainer, id, entry } = await pendingBooking();
    expect(await freeSlotOf(db(), entry.id)).toBe(1);
    const res = await put(`/v1/client/booking_requests/${id}/reject`, trainer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ status: 'rejected', payment_status: 'voided' });
    expect(await freeSlotOf(db(), entry.id)).toBe(2);
    const [session] = await entriesOf(db(), id);
    expect(session?.releasedAt).not.toBeNull();

    const twice = await put(`/v1/client/booking_requests/${id}/reject`, trainer.headers);
    expect(twice.statusCode).toBe(422);
    expect(await freeSlotOf(db(), entry.id)).toBe(2);
  });

  it('cannot reject an accepted booking', async () => {
    const { trainer, id } = await pendingBooking();
    await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    const res = await put(`/v1/client/booking_requests/${id}/reject`, trainer.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: ['Only pending booking requests can be rejected'] });
  });
});

describe('PUT /v1/client/booking_requests/{id}/request_cancellation', () => {
  it('turns an accepted booking incomplete and cancellable by the player', async () => {
    const { trainer, id, entry } = await pendingBooking();
    await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    const res = await put(`/v1/client/booking_requests/${id}/request_cancellation`, trainer.headers, {
      booking_request: { notes: 'Team travel' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      status: 'incomplete',
      allowed_cancel: true,
      trainer_notes: 'Team travel',
    });
    // The seat stays taken until the player answers.
    expect(await freeSlotOf(db(), entry.id)).toBe(1);
  });

  it('works on a pending booking too, and not on a rejected one', async () => {
    const { trainer, id } = await pendingBooking();
    const res = await put(`/v1/client/booking_requests/${id}/request_cancellation`, trainer.headers);
    expect(res.json().data.attributes.status).toBe('incomplete');

    const other = await pendingBooking();
    await put(`/v1/client/booking_requests/${other.id}/reject`, other.trainer.headers);
    const refused = await put(
      `/v1/client/booking_requests/${other.id}/request_cancellation`,
      other.trainer.headers,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: ['Only pending or accepted bookings can be cancelled'] });
  });
});
