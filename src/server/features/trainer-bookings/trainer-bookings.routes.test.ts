import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { athletes, bookings, emailOutbox } from '../../db/schema';
import {
  book,
  bookingBody,
  createBookingParties,
  createPlayer,
  createTrainer,
  freeSlotOf,
  paymentsOf,
  type Trainer,
} from '../../testing/booking-factories';
import { createCard } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';

// Sunday 22 November 2026: the seniors graduate in 2027, so a 2029 player is in 10th grade.
const clock = { now: new Date('2026-11-22T15:00:00Z') };
const t = testAppForFile({ context: { now: () => clock.now, publicUrl: 'https://app.trainhub.example' } });
const { send } = t;

/** A trainer's paid training with one opening and a pending, card-held request from a player. */
async function pendingRequest(options: { seats?: number; trainer?: Trainer; hoursAhead?: number } = {}) {
  const { trainer, service, entry, player, card } = await createBookingParties(t.database.db, clock.now, {
    seats: options.seats ?? 1,
    trainer: options.trainer,
    hoursAhead: options.hoursAhead,
    player: { parentFirstName: 'Dana' },
  });
  const res = await book(
    t.app,
    player,
    bookingBody(service, entry, { card_id: card.id, notes: 'Working on my left foot' }),
  );
  expect(res.statusCode).toBe(201);
  return { trainer, service, entry, player, bookingId: Number(res.json().data.id) };
}

/** Every email the player's account got, oldest first. */
async function emailsTo(address: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(asc(emailOutbox.id));
}

/** The trainer's answers are the SPEC's calls (issue 22): request_booking accepts or rejects. */
const accept = (bookingId: number) => `/v1/client/booking_requests/${bookingId}/request_booking`;
const REJECTED = { booking_request: { status: 'rejected' } };
/** Each answer a trainer can give, as the trainer site sends it. */
const ANSWERS = (bookingId: number) => [
  { path: 'accept', url: accept(bookingId), body: undefined },
  { path: 'reject', url: accept(bookingId), body: REJECTED },
  {
    path: 'request_cancellation',
    url: `/v1/client/booking_requests/${bookingId}/request_cancellation`,
    body: undefined,
  },
];
const transferUrl = (paymentId: number) => `/v1/payments/${paymentId}/transfer_charge`;

describe('booking requests', () => {
  it('lists only the trainer’s pending requests with the player’s name, grade and notes', async () => {
    const mine = await pendingRequest();
    const trainer = await createTrainer(t.database.db, clock.now);
    await pendingRequest(); // another trainer's request
    const res = await send('GET', '/v1/trainer/booking_requests', mine.trainer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0].attributes).toMatchObject({
      id: mine.bookingId,
      status: 'pending',
      notes: 'Working on my left foot',
      price_cents: 5000,
      payment_status: 'authorized',
      provided_service: { id: mine.service.id, name: mine.service.name },
      player: { first_name: mine.player.firstName, passing_year: 2029, grade: 10, grade_label: '10th' },
    });
    const none = await send('GET', '/v1/trainer/booking_requests', trainer.headers);
    expect(none.json()).toMatchObject({ data: [], pagy: { count: 0 } });
  });

  it('accepts with notes: the hold is captured, the player sees it accepted and gets an email', async () => {
    const { trainer, player, bookingId } = await pendingRequest();
    const res = await send('PUT', accept(bookingId), trainer.headers, {
      booking_request: { notes: 'Bring cleats' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ status: 'accepted', trainer_notes: 'Bring cleats' });
    expect((await paymentsOf(t.database.db, bookingId)).map((p) => p.status)).toEqual(['succeeded']);
    const seen = await send('GET', `/v1/client/bookings/${bookingId}`, player.headers);
    expect(seen.json().data.attributes.status).toBe('accepted');
    // One email for the answer (the state machine sends it; the trainer path adds none).
    const mails = await emailsTo(player.email);
    expect(mails.map((m) => m.kind)).toEqual(['booking_requested', 'booking_accepted']);
    expect(mails[1]?.textBody).toContain('Bring cleats');
    expect(mails[1]?.textBody).toContain(`https://app.trainhub.example/bookings/${bookingId}`);
    const again = await send('PUT', accept(bookingId), trainer.headers);
    expect(again.statusCode).toBe(422);
  });

  it('rejects: the seat is released, nothing is charged, the player is told', async () => {
    const { trainer, player, entry, bookingId } = await pendingRequest();
    expect(await freeSlotOf(t.database.db, entry.id)).toBe(0);
    const res = await send('PUT', accept(bookingId), trainer.headers, REJECTED);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.status).toBe('rejected');
    expect(await freeSlotOf(t.database.db, entry.id)).toBe(1);
    expect((await paymentsOf(t.database.db, bookingId)).map((p) => p.status)).toEqual(['voided']);
    const mails = await emailsTo(player.email);
    expect(mails.map((m) => m.kind)).toEqual(['booking_requested', 'booking_rejected']);
    expect(mails[1]?.textBody).toContain('you were not charged');
  });
});

describe('schedule', () => {
  it('shows upcoming sessions with every player in them, and not rejected or other trainers’ ones', async () => {
    const first = await pendingRequest({ seats: 3 });
    const second = await createPlayer(t.database.db, clock.now, { passingYear: 2031, firstName: 'Riley' });
    const card = await createCard(t.database.db, second.id);
    expect(
      (await book(t.app, second, bookingBody(first.service, first.entry, { card_id: card.id }))).statusCode,
    ).toBe(201);
    // The same trainer's other training, later: a trainer is in one place at a time.
    const rejected = await pendingRequest({ trainer: first.trainer, hoursAhead: 72 });
    await send('PUT', accept(first.bookingId), first.trainer.headers);
    await send('PUT', accept(rejected.bookingId), first.trainer.headers, REJECTED);
    await pendingRequest(); // someone else's
    const res = await send('GET', '/v1/trainer/schedule', first.trainer.headers);
    expect(res.statusCode).toBe(200);
    const sessions = res.json().data.map((d: { attributes: unknown }) => d.attributes);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      starts_at: first.entry.fromTime.toISOString(),
      calendar_entry_id: first.entry.id,
      provided_service: { id: first.service.id },
    });
    expect(sessions[0].players).toEqual([
      expect.objectContaining({
        booking_id: first.bookingId,
        status: 'accepted',
        grade_label: '10th',
        notes: 'Working on my left foot',
      }),
      expect.objectContaining({ first_name: 'Riley', status: 'pending', grade: 8, grade_label: '8th' }),
    ]);
  });
});

describe('payouts', () => {
  it('lists what the trainer earns per paid booking and transfers a completed one once', async () => {
    const { trainer, bookingId } = await pendingRequest();
    await send('PUT', accept(bookingId), trainer.headers);
    const listed = await send('GET', '/v1/trainer/payouts', trainer.headers);
    expect(listed.json().data[0].attributes).toMatchObject({
      id: bookingId,
      booking_status: 'accepted',
      earned_cents: 5000,
      transferred: false,
      transferable: false,
    });
    expect(listed.json().totals).toEqual({
      upcoming_cents: 5000,
      awaiting_transfer_cents: 0,
      transferred_cents: 0,
    });

    await t.database.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, bookingId));
    // transfer_charge takes the payment's id, which the payouts list gives.
    const url = transferUrl(listed.json().data[0].attributes.payment_id);
    const noAccount = await send('POST', url, trainer.headers);
    expect(noAccount.statusCode).toBe(422);
    expect(noAccount.json()).toEqual({ errors: [{ account_id: 'Connect a payout account first' }] });
    await t.database.db
      .update(athletes)
      .set({ stripeAccountId: 'acct_sandbox_1' })
      .where(eq(athletes.id, trainer.id));
    const paid = await send('POST', url, trainer.headers);
    expect(paid.statusCode).toBe(200);
    // transfer_charge answers with the payment; the trainer sees the payout in their list.
    const payout = (await send('GET', '/v1/trainer/payouts', trainer.headers)).json().data[0];
    expect(payout.attributes).toMatchObject({
      transferred: true,
      transferred_amount_cents: 5000,
      payment_status: 'transferred',
      transferable: false,
    });
    expect((await send('POST', url, trainer.headers)).statusCode).toBe(409);
    const totals = (await send('GET', '/v1/trainer/payouts', trainer.headers)).json().totals;
    expect(totals).toEqual({ upcoming_cents: 0, awaiting_transfer_cents: 0, transferred_cents: 5000 });
  });
});

describe('ownership of bookings', () => {
  it('answers another trainer’s booking with 404 on every id route and changes nothing', async () => {
    const { bookingId, entry } = await pendingRequest();
    const intruder = await createTrainer(t.database.db, clock.now, { stripeAccountId: 'acct_intruder' });
    for (const { path, url, body } of ANSWERS(bookingId)) {
      const res = await send('PUT', url, intruder.headers, body);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ errors: ['Booking not found'] });
    }
    const [payment] = await paymentsOf(t.database.db, bookingId);
    const transfer = await send('POST', transferUrl(payment?.id ?? 0), intruder.headers);
    expect(transfer.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.status).toBe('pending');
    expect(await freeSlotOf(t.database.db, entry.id)).toBe(0);
    expect((await paymentsOf(t.database.db, bookingId)).map((p) => p.status)).toEqual(['authorized']);
  });

  it('answers a player’s token and no token with 401 and changes nothing', async () => {
    const { bookingId, player } = await pendingRequest();
    const [payment] = await paymentsOf(t.database.db, bookingId);
    for (const headers of [player.headers, {}]) {
      const answers = [
        await send('GET', '/v1/trainer/booking_requests', headers),
        await send('GET', '/v1/trainer/schedule', headers),
        await send('GET', '/v1/trainer/payouts', headers),
      ];
      for (const { url, body } of ANSWERS(bookingId)) answers.push(await send('PUT', url, headers, body));
      answers.push(await send('POST', transferUrl(payment?.id ?? 0), headers));
      for (const res of answers) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ errors: ['Trainer not authorized'] });
      }
    }
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.status).toBe('pending');
  });

  it('checks the trainer session before the body: a player sending a bad body learns only 401', async () => {
    const { bookingId, player } = await pendingRequest();
    const [payment] = await paymentsOf(t.database.db, bookingId);
    const bad = { booking_request: { status: 'maybe', notes: 'x'.repeat(3000) } };
    for (const headers of [player.headers, {}]) {
      const answers = [];
      for (const { url } of ANSWERS(bookingId)) answers.push(await send('PUT', url, headers, bad));
      answers.push(
        await send('POST', transferUrl(payment?.id ?? 0), headers, { payment: { account_id: ' ' } }),
      );
      for (const res of answers) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ errors: ['Trainer not authorized'] });
      }
    }
  });
});
