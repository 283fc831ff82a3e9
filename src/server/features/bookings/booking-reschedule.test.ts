// Moving a booking within its free cancellation period (ADR 0046) on a moved clock: the payment
// stays, the seat moves in one transaction under the engine's rules (ADR 0028), a taken time is
// 409, outside the period or for a non-refundable booking it is refused, and a move racing
// bookings of the same seats never oversells (on PostgreSQL the requests really race).
import { describe, expect, it } from 'vitest';
import { listLedger } from '../../integrations/payments/sandbox-ledger';
import {
  book,
  bookingBody,
  createBookingParties,
  createPlayersWithCards,
  createTrainer,
  freeSlotOf,
  PAT_RIVERA,
  paymentsOf,
} from '../../testing/booking-factories';
import { createCalendarEntry } from '../../testing/factories';
import { HOUR, testAppOnMovedClock } from '../../testing/job-context';

const START = new Date('2026-03-10T15:00:00Z');
const t = testAppOnMovedClock(START);
const { db, put, now, at, mailTo } = t;
const get = (path: string, headers: Record<string, string>) => t.send('GET', path, headers);
const SECOND = 1 / 3600;
const FREE_24 = { cancellationPolicy: 'free_cancellation', freeCancellationHours: 24 } as const;

/** A trainer's training with an opening 48 h ahead (booked) and another 72 h ahead (open). */
async function bookedWithAnotherTime(
  options: { policy?: typeof FREE_24 | null; accept?: boolean; seats?: number; otherMinutes?: number } = {},
) {
  at(0);
  const trainer = await createTrainer(db(), now(), {
    firstName: 'Jordan',
    ...(options.policy === null ? {} : (options.policy ?? FREE_24)),
  });
  const seats = options.seats ?? 1;
  const { service, entry, player, card } = await createBookingParties(db(), now(), {
    trainer,
    seats,
    hoursAhead: 48,
    service: { name: 'Speed & Agility' },
    player: PAT_RIVERA,
  });
  const other = await createCalendarEntry(db(), {
    athleteId: trainer.id,
    serviceIds: [service.id],
    from: new Date(START.getTime() + 72 * HOUR),
    minutes: options.otherMinutes ?? 60,
    seats,
  });
  const res = await book(t.app, player, bookingBody(service, entry, { card_id: card.id }));
  expect(res.statusCode).toBe(201);
  const id = Number(res.json().data.id);
  if (options.accept) {
    at(1);
    expect((await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers)).statusCode).toBe(
      200,
    );
  }
  return { id, trainer, player, service, entry, other };
}

const moveTo = (id: number, headers: Record<string, string>, from: Date | string) =>
  put(`/v1/client/bookings/${id}/reschedule`, headers, {
    booking: { from_time: typeof from === 'string' ? from : from.toISOString() },
  });

describe('rescheduling within the free period', () => {
  it('moves an accepted, charged booking to another open time: same payment, seats follow, both told', async () => {
    const { id, player, trainer, entry, other } = await bookedWithAnotherTime({ accept: true });
    const [paymentBefore] = await paymentsOf(db(), id);
    const ledgerBefore = (await listLedger(db())).length;
    at(24);
    const res = await moveTo(id, player.headers, other.fromTime);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      status: 'accepted',
      payment_status: 'succeeded',
      training_start_date_time: other.fromTime.toISOString(),
      // The policy's 24 hours, counted from the new time.
      free_cancellation_until: new Date(START.getTime() + 48 * HOUR).toISOString(),
      can_cancel_free: true,
    });
    expect(res.json().data.attributes.sessions).toHaveLength(1);
    expect(await freeSlotOf(db(), entry.id)).toBe(1);
    expect(await freeSlotOf(db(), other.id)).toBe(0);
    const paymentsAfter = await paymentsOf(db(), id);
    expect(paymentsAfter).toEqual([paymentBefore]);
    expect((await listLedger(db())).length).toBe(ledgerBefore);
    expect((await mailTo(player.email)).at(-1)).toMatchObject({ kind: 'booking_rescheduled' });
    const movedMail = (await mailTo(player.email)).at(-1)?.textBody;
    // From which time to which: both named.
    const moved = movedMail?.match(/is moved from (.+?) to (.+?)\. Your payment/);
    expect(moved?.[1]).toMatch(/^[A-Z][a-z]{2} \d\d-\d\d-2026 at \d{1,2}:\d\d [AP]M [A-Z]{3,4}$/);
    expect(moved?.[2]).toMatch(/^[A-Z][a-z]{2} \d\d-\d\d-2026 at \d{1,2}:\d\d [AP]M [A-Z]{3,4}$/);
    expect(moved?.[1]).not.toBe(moved?.[2]);
    // The free period counts from the new time: the family is told until when.
    expect(movedMail).toMatch(/Free cancellation until [A-Z][a-z]{2} \d\d-\d\d-2026 at \d{1,2}:\d\d [AP]M/);
    expect(movedMail).not.toContain('still waits');
    const toTrainer = (await mailTo(trainer.email)).at(-1);
    expect(toTrainer?.kind).toBe('trainer_rescheduled');
    const trainerMoved = toTrainer?.textBody.match(
      /Pat's family moved their booking for Speed & Agility from (.+?) to (.+?), as your free cancellation period allows\. The payment stays as it was, and (.+?) is open again\./,
    );
    expect(trainerMoved?.[1]).toBe(trainerMoved?.[3]);
    expect(trainerMoved?.[1]).not.toBe(trainerMoved?.[2]);
  });

  it('moves within one long opening, into time its own seat held (the old seat is given back first)', async () => {
    at(0);
    const trainer = await createTrainer(db(), now(), FREE_24);
    const { service, player, card } = await createBookingParties(db(), now(), {
      trainer,
      hoursAhead: 200,
      player: PAT_RIVERA,
    });
    const long = await createCalendarEntry(db(), {
      athleteId: trainer.id,
      serviceIds: [service.id],
      from: new Date(START.getTime() + 48 * HOUR),
      minutes: 180,
    });
    const res = await book(
      t.app,
      player,
      bookingBody(
        service,
        {
          fromTime: long.fromTime,
          toTime: new Date(long.fromTime.getTime() + HOUR),
          bookingDate: long.bookingDate,
        },
        { card_id: card.id },
      ),
    );
    expect(res.statusCode).toBe(201);
    const id = Number(res.json().data.id);
    // A 30-minute shift is not on the grid (60-minute slots from the opening's start).
    expect((await moveTo(id, player.headers, new Date(long.fromTime.getTime() + HOUR / 2))).statusCode).toBe(
      404,
    );
    const moved = await moveTo(id, player.headers, new Date(long.fromTime.getTime() + HOUR));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.attributes.training_start_date_time).toBe(
      new Date(long.fromTime.getTime() + HOUR).toISOString(),
    );
    // Still a request: the family is told it waits for the trainer's answer.
    const movedMail = (await mailTo(player.email)).at(-1);
    expect(movedMail?.kind).toBe('booking_rescheduled');
    expect(movedMail?.textBody).toMatch(/Your request still waits for \w+'s answer\./);
  });

  it('answers 409 when the new time is taken, and the booking keeps its seat', async () => {
    const { id, player, service, entry, other } = await bookedWithAnotherTime();
    const [rival] = await createPlayersWithCards(db(), now(), 1);
    if (!rival) throw new Error('no rival');
    const taken = await book(t.app, rival.player, bookingBody(service, other, { card_id: rival.card.id }));
    expect(taken.statusCode).toBe(201);
    const res = await moveTo(id, player.headers, other.fromTime);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: ['Sold Out — All available timeslots booked'] });
    expect(await freeSlotOf(db(), entry.id)).toBe(0);
    const shown = (await get(`/v1/client/bookings/${id}`, player.headers)).json().data.attributes;
    expect(shown.training_start_date_time).toBe(entry.fromTime.toISOString());
  });

  it('is refused one second past the free period, and for a non-refundable booking', async () => {
    const late = await bookedWithAnotherTime({ accept: true });
    at(24 + SECOND);
    const res = await moveTo(late.id, late.player.headers, late.other.fromTime);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: [
        'This booking can only be moved during its free cancellation period. Please contact your trainer.',
      ],
    });
    const fixed = await bookedWithAnotherTime({ policy: null });
    expect((await moveTo(fixed.id, fixed.player.headers, fixed.other.fromTime)).statusCode).toBe(422);
    expect(await freeSlotOf(db(), fixed.entry.id)).toBe(0);
  });

  it('answers bad input in the error shape, never a 500', async () => {
    const { id, player, entry, trainer } = await bookedWithAnotherTime();
    const bad = await moveTo(id, player.headers, 'tomorrow');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: [{ from_time: 'is invalid' }] });
    expect((await put(`/v1/client/bookings/${id}/reschedule`, player.headers, {})).statusCode).toBe(422);
    expect((await moveTo(id, player.headers, entry.fromTime)).statusCode).toBe(422);
    expect((await moveTo(id, player.headers, new Date(START.getTime() + 500 * HOUR))).statusCode).toBe(404);
    expect((await moveTo(id, player.headers, new Date(START.getTime() - HOUR))).statusCode).toBe(422);
    // Someone else's booking is not found.
    const [stranger] = await createPlayersWithCards(db(), now(), 1);
    expect((await moveTo(id, stranger?.player.headers ?? {}, entry.fromTime)).statusCode).toBe(404);
    expect((await moveTo(id, trainer.headers, entry.fromTime)).statusCode).toBe(401);
  });
});

describe('a move racing bookings for the same seats', () => {
  it('never oversells: the moves and the new bookings share the free seats, every other one gets 409', async () => {
    const SEATS = 3;
    const MOVERS = 3;
    at(0);
    const trainer = await createTrainer(db(), now(), FREE_24);
    const { service, entry } = await createBookingParties(db(), now(), {
      trainer,
      seats: SEATS,
      hoursAhead: 48,
    });
    const target = await createCalendarEntry(db(), {
      athleteId: trainer.id,
      serviceIds: [service.id],
      from: new Date(START.getTime() + 72 * HOUR),
      seats: SEATS,
    });
    const movers = await createPlayersWithCards(db(), now(), MOVERS);
    const ids: number[] = [];
    for (const m of movers) {
      const res = await book(t.app, m.player, bookingBody(service, entry, { card_id: m.card.id }));
      expect(res.statusCode).toBe(201);
      ids.push(Number(res.json().data.id));
    }
    const bookers = await createPlayersWithCards(db(), now(), 6);
    at(2);
    const answers = await Promise.all([
      ...movers.map((m, i) => moveTo(ids[i] ?? 0, m.player.headers, target.fromTime)),
      ...bookers.map((b) => book(t.app, b.player, bookingBody(service, target, { card_id: b.card.id }))),
    ]);
    const won = answers.filter((r) => r.statusCode === 200 || r.statusCode === 201);
    expect(won).toHaveLength(SEATS);
    for (const r of answers.filter((x) => x.statusCode !== 200 && x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
    }
    const moved = answers.slice(0, MOVERS).filter((r) => r.statusCode === 200).length;
    expect(await freeSlotOf(db(), target.id)).toBe(0);
    expect(await freeSlotOf(db(), entry.id)).toBe(moved);
  });
});
