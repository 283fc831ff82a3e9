// A trainer's cancellation policy on a moved clock (ADR 0046): the setting, the policy a booking
// keeps, the player's Cancel on both sides of the exact edge of the free period (a hold voided, a
// charge refunded in full, the seat back, both sides told), the non-refundable default, and a
// trainer's cancellation, which always refunds in full.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { athletes, bookings } from '../../db/schema';
import { listLedger } from '../../integrations/payments/sandbox-ledger';
import {
  book,
  bookingBody,
  createBookingParties,
  createPlayer,
  createTrainer,
  freeSlotOf,
  PAT_RIVERA,
  paymentsOf,
} from '../../testing/booking-factories';
import { createCalendarEntry, createCard, createService } from '../../testing/factories';
import { HOUR, testAppOnMovedClock } from '../../testing/job-context';

// 2026-03-10 15:00 UTC; trainings are 48 hours later.
const START = new Date('2026-03-10T15:00:00Z');
const t = testAppOnMovedClock(START);
const { db, put, now, at, mailTo } = t;
const get = (path: string, headers: Record<string, string>) => t.send('GET', path, headers);
const SECOND = 1 / 3600;

const FREE_24 = { cancellationPolicy: 'free_cancellation', freeCancellationHours: 24 } as const;

async function booked(options: { policy?: Partial<typeof athletes.$inferInsert>; accept?: boolean } = {}) {
  at(0);
  const trainer = await createTrainer(db(), now(), { firstName: 'Jordan', ...options.policy });
  const { service, entry, player, card } = await createBookingParties(db(), now(), {
    trainer,
    seats: 2,
    hoursAhead: 48,
    service: { name: 'Speed & Agility' },
    player: PAT_RIVERA,
  });
  const res = await book(t.app, player, bookingBody(service, entry, { card_id: card.id }));
  expect(res.statusCode).toBe(201);
  const id = Number(res.json().data.id);
  if (options.accept) {
    at(1);
    const accepted = await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    expect(accepted.statusCode).toBe(200);
  }
  return { id, booking: res.json().data.attributes, trainer, player, entry, service };
}

const shown = async (id: number, headers: Record<string, string>) =>
  (await get(`/v1/client/bookings/${id}`, headers)).json().data.attributes;

async function ledgerOf(bookingId: number) {
  const [payment] = await paymentsOf(db(), bookingId);
  const refs = [payment?.providerAuthorizationId, payment?.providerChargeId].filter(Boolean);
  return (await listLedger(db())).filter((e) => refs.includes(e.reference));
}

describe('the trainer chooses the policy', () => {
  it('is non-refundable by default and set on the trainer site; bad input gets the error shape', async () => {
    at(0);
    const trainer = await createTrainer(db(), now());
    const profile = await get('/v1/trainer/profile', trainer.headers);
    expect(profile.json().data.attributes).toMatchObject({
      cancellation_policy: 'non_refundable',
      free_cancellation_hours: 24,
    });
    for (const [athlete, error] of [
      [{ free_cancellation_hours: 0 }, { free_cancellation_hours: 'must be at least 1' }],
      [{ free_cancellation_hours: 169 }, { free_cancellation_hours: 'must be at most 168' }],
      [{ free_cancellation_hours: 2.5 }, { free_cancellation_hours: 'must be a whole number' }],
      [{ cancellation_policy: 'sometimes' }, { cancellation_policy: 'is invalid' }],
    ] as const) {
      const bad = await put('/v1/trainer/profile', trainer.headers, { athlete });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({ errors: [error] });
    }
    const res = await put('/v1/trainer/profile', trainer.headers, {
      athlete: { cancellation_policy: 'free_cancellation', free_cancellation_hours: 36 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      cancellation_policy: 'free_cancellation',
      free_cancellation_hours: 36,
    });
  });

  it('shows the policy on the public training card, as the server words it', async () => {
    const { trainer } = await booked();
    const page = async () =>
      (await get(`/v1/client/athletes/${trainer.slug}`, {})).json().data.attributes.provided_services[0];
    expect((await page()).cancellation_policy).toBe('Non-refundable');
    await put('/v1/trainer/profile', trainer.headers, {
      athlete: { cancellation_policy: 'free_cancellation', free_cancellation_hours: 24 },
    });
    expect((await page()).cancellation_policy).toBe('Free cancellation up to 24 hours before the session');
  });

  it('is refused by the database outside its bounds', async () => {
    at(0);
    const trainer = await createTrainer(db(), now());
    await expect(
      db().update(athletes).set({ freeCancellationHours: 0 }).where(eq(athletes.id, trainer.id)),
    ).rejects.toThrow();
    await expect(
      db().update(athletes).set({ cancellationPolicy: 'maybe' }).where(eq(athletes.id, trainer.id)),
    ).rejects.toThrow();
  });
});

describe('a booking keeps the policy in force when it was made', () => {
  it('records the free period at booking; a later change of the trainer moves nothing', async () => {
    const { id, trainer, player, booking } = await booked({ policy: FREE_24 });
    const until = new Date(START.getTime() + 24 * HOUR).toISOString();
    expect(booking).toMatchObject({
      free_cancellation_hours: 24,
      free_cancellation_until: until,
      can_cancel_free: true,
      allowed_cancel: false,
    });
    const [requested] = await mailTo(player.email);
    expect(requested?.textBody).toContain('Free cancellation until Wed 03-11-2026 at');
    expect(requested?.textBody).toContain('you are refunded in full');
    await put('/v1/trainer/profile', trainer.headers, { athlete: { cancellation_policy: 'non_refundable' } });
    expect(await shown(id, player.headers)).toMatchObject({
      free_cancellation_until: until,
      can_cancel_free: true,
    });
    // And the other way round: a booking made non-refundable stays so.
    const other = await booked({ accept: true });
    await put('/v1/trainer/profile', other.trainer.headers, {
      athlete: { cancellation_policy: 'free_cancellation', free_cancellation_hours: 24 },
    });
    expect(await shown(other.id, other.player.headers)).toMatchObject({
      free_cancellation_hours: null,
      free_cancellation_until: null,
      can_cancel_free: false,
    });
    expect((await put(`/v1/client/bookings/${other.id}`, other.player.headers)).statusCode).toBe(422);
  });
});

describe("the player's Cancel within the free period", () => {
  it('a pending request is withdrawn, inside the free period or past it: the hold voided, the seat back, both told (ADR 0068)', async () => {
    const { id, player, trainer, entry } = await booked({ policy: FREE_24 });
    expect(await freeSlotOf(db(), entry.id)).toBe(1);
    at(24 + SECOND);
    expect(await shown(id, player.headers)).toMatchObject({ can_cancel_free: false, can_withdraw: true });
    const res = await put(`/v1/client/bookings/${id}`, player.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      status: 'cancelled',
      payment_status: 'voided',
      can_withdraw: false,
    });
    expect(await freeSlotOf(db(), entry.id)).toBe(2);
    // The ledger's entries acting on the hold: voided, nothing captured.
    expect((await ledgerOf(id)).map((e) => e.kind)).toEqual(['void']);
    const family = await mailTo(player.email);
    expect(family.map((m) => m.kind)).toEqual(['booking_requested', 'booking_cancelled']);
    expect(family[1]?.textBody).toContain('You cancelled your booking request for Speed & Agility.');
    expect(family[1]?.textBody).toContain('The hold on your card was released: you were not charged.');
    // Nothing was charged, so nothing is refunded.
    expect(family[1]?.textBody).not.toMatch(/refund/i);
    const toTrainer = await mailTo(trainer.email);
    expect(toTrainer.map((m) => m.kind)).toEqual(['trainer_new_request', 'trainer_request_withdrawn']);
    expect(toTrainer[1]?.textBody).toContain(
      "Pat's family withdrew the booking request for Speed & Agility; there is nothing for you to answer.",
    );
    // Once is all: a second Cancel is refused.
    expect((await put(`/v1/client/bookings/${id}`, player.headers)).statusCode).toBe(422);
  });

  it('at exactly N hours before: an accepted, charged booking is refunded in full through the provider', async () => {
    const { id, player, trainer, entry } = await booked({ policy: FREE_24, accept: true });
    expect((await shown(id, player.headers)).payment_status).toBe('succeeded');
    at(24);
    const res = await put(`/v1/client/bookings/${id}`, player.headers, { booking: { status: 'cancelled' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(await freeSlotOf(db(), entry.id)).toBe(2);
    const ledger = await ledgerOf(id);
    const charged = ledger.find((e) => e.kind === 'capture');
    const refund = ledger.find((e) => e.kind === 'refund');
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: charged?.amountCents });
    const [, , cancelledMail] = await mailTo(player.email);
    expect(cancelledMail?.textBody).toMatch(/Your payment of \$[\d.]+ will be refunded to your card\./);
    const toTrainer = await mailTo(trainer.email);
    expect(toTrainer.at(-1)?.textBody).toContain('is refunded in full');
  });

  it('one second after the edge: refused with the spec error shape, nothing moves', async () => {
    const { id, player, entry } = await booked({ policy: FREE_24, accept: true });
    at(24 + SECOND);
    expect((await shown(id, player.headers)).can_cancel_free).toBe(false);
    const res = await put(`/v1/client/bookings/${id}`, player.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: ['The free cancellation period of this booking has ended. Please contact your trainer.'],
    });
    expect(await shown(id, player.headers)).toMatchObject({
      status: 'accepted',
      payment_status: 'succeeded',
    });
    expect(await freeSlotOf(db(), entry.id)).toBe(1);
    expect((await ledgerOf(id)).map((e) => e.kind)).not.toContain('refund');
  });

  it('for a package, counts from its first session', async () => {
    at(0);
    const trainer = await createTrainer(db(), now(), FREE_24);
    const service = await createService(db(), trainer, {
      name: 'Speed Pack',
      package: true,
      packageStart: '2026-03-01',
      packageEnd: '2026-05-31',
      sessionsCount: 2,
    });
    for (const hours of [30, 30 + 7 * 24]) {
      await createCalendarEntry(db(), {
        athleteId: trainer.id,
        serviceIds: [service.id],
        from: new Date(START.getTime() + hours * HOUR),
        seats: 4,
      });
    }
    const player = await createPlayer(db(), now());
    const card = await createCard(db(), player.id);
    const res = await book(t.app, player, { booking: { provided_service_id: service.id }, card_id: card.id });
    expect(res.statusCode).toBe(201);
    const id = Number(res.json().data.id);
    expect(res.json().data.attributes.free_cancellation_until).toBe(
      new Date(START.getTime() + 6 * HOUR).toISOString(),
    );
    at(1);
    expect((await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers)).statusCode).toBe(
      200,
    );
    at(6 + SECOND);
    expect((await put(`/v1/client/bookings/${id}`, player.headers)).statusCode).toBe(422);
    at(6);
    expect((await put(`/v1/client/bookings/${id}`, player.headers)).statusCode).toBe(200);
  });
});

describe('outside any free period: the spec terms', () => {
  it('a non-refundable booking cannot be cancelled by the player: they are told to contact the trainer', async () => {
    const { id, player } = await booked({ accept: true });
    at(2);
    const res = await put(`/v1/client/bookings/${id}`, player.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: ["This booking can't be cancelled. Please contact your trainer."] });
    expect(await shown(id, player.headers)).toMatchObject({ status: 'accepted', can_cancel_free: false });
  });

  it("a trainer's cancellation refunds in full even when the booking is non-refundable", async () => {
    const { id, player, trainer } = await booked({ accept: true });
    at(40);
    const asked = await put(`/v1/client/booking_requests/${id}/request_cancellation`, trainer.headers, {
      booking_request: { notes: 'Injured' },
    });
    expect(asked.statusCode).toBe(200);
    const res = await put(`/v1/client/bookings/${id}`, player.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    const ledger = await ledgerOf(id);
    expect(ledger.find((e) => e.kind === 'refund')?.amountCents).toBe(
      ledger.find((e) => e.kind === 'capture')?.amountCents,
    );
  });

  it('a free-period booking the trainer asked to cancel is approved (refunded) by the same Cancel', async () => {
    const { id, player, trainer } = await booked({ policy: FREE_24, accept: true });
    at(2);
    await put(`/v1/client/booking_requests/${id}/request_cancellation`, trainer.headers);
    const res = await put(`/v1/client/bookings/${id}`, player.headers);
    expect(res.json().data.attributes).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row?.freeCancellationHours).toBe(24);
  });
});

describe("the player's withdrawal racing the trainer's accept", () => {
  it('ends each booking one way, its money with it: voided, captured, or captured and refunded in full', async () => {
    const raced = [];
    for (let i = 0; i < 6; i += 1) raced.push(await booked({ policy: FREE_24 }));
    at(10);
    await Promise.all(
      raced.flatMap((b) => [
        put(`/v1/client/booking_requests/${b.id}/request_booking`, b.trainer.headers),
        put(`/v1/client/bookings/${b.id}`, b.player.headers),
      ]),
    );
    for (const b of raced) {
      const end = await shown(b.id, b.player.headers);
      const kinds = (await ledgerOf(b.id)).map((e) => e.kind).sort();
      if (end.status === 'accepted') {
        // The accept won and the Cancel found the booking changed (or the capture in flight).
        expect(end.payment_status).toBe('succeeded');
        expect(kinds).toEqual(['capture']);
        expect(await freeSlotOf(db(), b.entry.id)).toBe(1);
      } else {
        expect(end.status).toBe('cancelled');
        expect(['voided', 'refunded']).toContain(end.payment_status);
        expect(kinds).toEqual(end.payment_status === 'voided' ? ['void'] : ['capture', 'refund']);
        expect(await freeSlotOf(db(), b.entry.id)).toBe(2);
      }
    }
  });
});
