// A request's whole life on a moved clock (ADR 0030): the trainer told, the deadline,
// expiry, the trainer's cancellation request answered either way, the package changed, with
// seats, money and both sides' emails checked after each step.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { athletes } from '../../db/schema';
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
import { HOUR, PUBLIC_URL, testAppOnMovedClock } from '../../testing/job-context';
import {
  acceptBookingRequest,
  expireUnansweredRequests,
  lapseUnansweredCancellations,
} from './booking-transitions.service';

// 2026-03-10 15:00 UTC; trainings are 48 hours later: 03-12-2026 11:00 AM in New York (EDT).
const START = new Date('2026-03-10T15:00:00Z');
const t = testAppOnMovedClock(START);
const { db, put, now, at, context, mailTo } = t;
const get = (path: string, headers: Record<string, string>) => t.send('GET', path, headers);

async function request(options: { deadlineHours?: number; hoursAhead?: number; virtual?: boolean } = {}) {
  at(0);
  const trainer = await createTrainer(db(), now(), {
    firstName: 'Jordan',
    lastName: 'Lee',
    timeZone: 'America/Los_Angeles',
    ...(options.deadlineHours === undefined ? {} : { requestDeadlineHours: options.deadlineHours }),
  });
  const { service, entry, player, card } = await createBookingParties(db(), now(), {
    trainer,
    seats: 2,
    hoursAhead: options.hoursAhead ?? 48,
    service: {
      name: 'Speed & Agility',
      ...(options.virtual
        ? { trainingType: 'virtual' as const, connectionDetail: 'https://meet.example.test/jordan' }
        : {}),
    },
    player: PAT_RIVERA,
  });
  const res = await book(
    t.app,
    player,
    bookingBody(service, entry, { card_id: card.id, notes: 'Left foot' }),
  );
  expect(res.statusCode).toBe(201);
  return { id: Number(res.json().data.id), booking: res.json().data.attributes, trainer, player, entry };
}

describe('the trainer is told of a new request', () => {
  it('emails the trainer the player, grade, training, time in their zone, earnings, notes, deadline and where to answer', async () => {
    const { id, trainer, booking } = await request();
    // 48 h ahead, the trainer's default: answered by 2 hours before the session.
    expect(booking.respond_by).toBe(new Date(START.getTime() + 46 * HOUR).toISOString());
    const [mail, ...more] = await mailTo(trainer.email);
    expect(more).toHaveLength(0);
    expect(mail?.kind).toBe('trainer_new_request');
    expect(mail?.subject).toBe('New booking request: Pat, Speed & Agility on Thu 03-12-2026 at 8:00 AM PDT');
    for (const line of [
      'Pat (9th grade) asked to book Speed & Agility.',
      'Please accept or decline by Thu 03-12-2026 at 6:00 AM PDT',
      'Player: Pat (9th grade)',
      'Time: 8:00 AM - 9:00 AM PDT',
      'You earn: $',
      'Notes from the family: "Left foot"',
      `Answer the request: ${PUBLIC_URL}/trainer/requests`,
    ]) {
      expect(mail?.textBody).toContain(line);
    }
    const requests = await get('/v1/trainer/booking_requests', trainer.headers);
    const [listed] = requests.json().data;
    expect(listed.attributes).toMatchObject({ id, respond_by: booking.respond_by, family: null });
    expect(listed.attributes.sessions).toHaveLength(1);
  });

  it('gives a request made inside the deadline window until the session starts', async () => {
    const { booking } = await request({ hoursAhead: 3, deadlineHours: 12 });
    expect(booking.respond_by).toBe(new Date(START.getTime() + 3 * HOUR).toISOString());
  });
});

describe('a request nobody answers expires', () => {
  it('is refused to the trainer after its deadline and declined by the job: seat back, hold voided, both told', async () => {
    const { id, trainer, player, entry } = await request();
    expect(await freeSlotOf(db(), entry.id)).toBe(1);

    at(45.9);
    expect(await expireUnansweredRequests(context())).not.toContain(id);

    at(46);
    const late = await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({ errors: ['This request has expired: it was not answered in time'] });

    expect(await expireUnansweredRequests(context())).toContain(id);
    const shown = (await get(`/v1/client/bookings/${id}`, player.headers)).json().data.attributes;
    expect(shown).toMatchObject({
      status: 'rejected',
      expired: true,
      respond_by: null,
      payment_status: 'voided',
    });
    expect(await freeSlotOf(db(), entry.id)).toBe(2);
    const [payment] = await paymentsOf(db(), id);
    const ledger = (await listLedger(db())).filter((e) => e.reference === payment?.providerAuthorizationId);
    expect(ledger.map((e) => e.kind)).toContain('void');
    expect(ledger.map((e) => e.kind)).not.toContain('capture');

    const family = await mailTo(player.email);
    expect(family.map((m) => m.kind)).toEqual(['booking_requested', 'booking_expired']);
    expect(family[1]?.textBody).toContain(
      'Jordan did not answer your booking request for Speed & Agility in time',
    );
    expect(family[1]?.textBody).toContain('you were not charged');
    const toTrainer = await mailTo(trainer.email);
    expect(toTrainer.map((m) => m.kind)).toEqual(['trainer_new_request', 'trainer_request_expired']);

    // Run again (a retry, another process): nothing more happens.
    expect(await expireUnansweredRequests(context())).not.toContain(id);
    expect((await mailTo(player.email)).length).toBe(2);
    // Accepting after the session's start is refused too.
    at(49);
    const after = await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    expect(after.statusCode).toBe(422);
  });

  it('leaves an answered request alone', async () => {
    const { id, trainer, player } = await request();
    at(10);
    expect((await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers)).statusCode).toBe(
      200,
    );
    at(47);
    expect(await expireUnansweredRequests(context())).not.toContain(id);
    const shown = (await get(`/v1/client/bookings/${id}`, player.headers)).json().data.attributes;
    expect(shown).toMatchObject({ status: 'accepted', expired: false });
  });

  it('follows the trainer setting, changed on the trainer site', async () => {
    at(0);
    const trainer = await createTrainer(db(), now());
    const res = await put('/v1/trainer/profile', trainer.headers, {
      athlete: { request_deadline_hours: 24 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      request_deadline_hours: 24,
      daily_agenda_email: true,
    });
    const bad = await put('/v1/trainer/profile', trainer.headers, {
      athlete: { request_deadline_hours: 73 },
    });
    expect(bad.statusCode).toBe(422);
    const [row] = await db().select().from(athletes).where(eq(athletes.id, trainer.id));
    expect(row?.requestDeadlineHours).toBe(24);
  });
});

describe('the trainer asks to cancel; the family answers', () => {
  async function acceptedThenAsked() {
    const booked = await request();
    at(1);
    expect(
      (await put(`/v1/client/booking_requests/${booked.id}/request_booking`, booked.trainer.headers))
        .statusCode,
    ).toBe(200);
    const before = (await get(`/v1/client/bookings/${booked.id}`, booked.player.headers)).json().data
      .attributes;
    expect(before).toMatchObject({ allowed_cancel: false, cancellation_requested: false, can_keep: false });
    const asked = await put(
      `/v1/client/booking_requests/${booked.id}/request_cancellation`,
      booked.trainer.headers,
      {
        booking_request: { notes: 'I am injured' },
      },
    );
    expect(asked.statusCode).toBe(200);
    return booked;
  }

  it('shows the request to the player; cancelling refunds in full and tells the trainer', async () => {
    const { id, player, trainer, entry } = await acceptedThenAsked();
    const shown = (await get(`/v1/client/bookings/${id}`, player.headers)).json().data.attributes;
    expect(shown).toMatchObject({
      status: 'incomplete',
      allowed_cancel: true,
      cancellation_requested: true,
      can_keep: true,
      trainer_notes: 'I am injured',
    });
    const cancelled = await put(`/v1/client/bookings/${id}`, player.headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.attributes).toMatchObject({
      status: 'cancelled',
      allowed_cancel: false,
      cancellation_requested: false,
      payment_status: 'refunded',
    });
    // The trainer cancelled: the seat stays withdrawn, the time is not sold again (ADR 0047).
    expect(await freeSlotOf(db(), entry.id)).toBe(1);
    const toTrainer = await mailTo(trainer.email);
    expect(toTrainer.map((m) => m.kind)).toEqual(['trainer_new_request', 'trainer_cancellation_approved']);
    expect(toTrainer[1]?.textBody).toContain("Pat's family approved your request to cancel Speed & Agility");
    expect(toTrainer[1]?.textBody).toContain('is refunded in full');
    expect(toTrainer[1]?.textBody).not.toContain('You earn');
    expect(toTrainer[1]?.textBody).not.toContain('open again');
  });

  it('keeping it restores the accepted booking, ends the request and gives the trainer the family contact', async () => {
    const { id, player, trainer, entry } = await acceptedThenAsked();
    const kept = await put(`/v1/client/bookings/${id}`, player.headers, { booking: { status: 'accepted' } });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.attributes).toMatchObject({
      status: 'accepted',
      allowed_cancel: false,
      cancellation_requested: false,
      payment_status: 'succeeded',
    });
    expect(await freeSlotOf(db(), entry.id)).toBe(1);
    // The request no longer stands: a plain cancel is refused.
    expect((await put(`/v1/client/bookings/${id}`, player.headers)).statusCode).toBe(422);
    const [, mail] = await mailTo(trainer.email);
    expect(mail?.kind).toBe('trainer_cancellation_declined');
    expect(mail?.textBody).toContain('Parent / guardian: Sam Rivera');
    expect(mail?.textBody).toContain('Phone: +1 (859) 555-0101');
  });

  it('tells the family what approving does with their money, and that silence cancels at the start', async () => {
    const { player } = await acceptedThenAsked();
    const asked = (await mailTo(player.email)).find((m) => m.kind === 'booking_cancellation_requested');
    expect(asked?.textBody).toContain('If you approve, your payment of $');
    expect(asked?.textBody).toContain('is refunded in full.');
    expect(asked?.textBody).toContain(
      'If you have not answered when the session starts, it is cancelled as Jordan asked.',
    );
  });

  it('unanswered when the training starts, takes effect: cancelled, refunded, both told; Keep is refused', async () => {
    const { id, player, trainer, entry } = await acceptedThenAsked();
    // Still ahead: nothing happens, the family may still keep it.
    at(47);
    expect(await lapseUnansweredCancellations(context())).not.toContain(id);
    // The training starts (48 h) with no answer.
    at(48);
    expect(
      (await put(`/v1/client/bookings/${id}`, player.headers, { booking: { status: 'accepted' } }))
        .statusCode,
    ).toBe(422);
    // (Other tests' requests of this file lapse with it: the clock is the file's.)
    expect(await lapseUnansweredCancellations(context())).toContain(id);
    expect(await lapseUnansweredCancellations(context())).not.toContain(id);
    const shown = (await get(`/v1/client/bookings/${id}`, player.headers)).json().data.attributes;
    expect(shown).toMatchObject({
      status: 'cancelled',
      cancellation_requested: false,
      payment_status: 'refunded',
    });
    // As an approval: the seat is withdrawn, not sold again.
    expect(await freeSlotOf(db(), entry.id)).toBe(1);
    const family = await mailTo(player.email);
    expect(family.at(-1)?.kind).toBe('booking_cancelled');
    expect(family.at(-1)?.textBody).toContain(
      'Jordan asked to cancel Speed & Agility and the session began without your answer, so the booking is cancelled as they asked.',
    );
    expect(family.at(-1)?.textBody).toContain('will be refunded to your card');
    const toTrainer = await mailTo(trainer.email);
    expect(toTrainer.at(-1)?.kind).toBe('trainer_cancellation_lapsed');
    expect(toTrainer.at(-1)?.textBody).toContain(
      "Pat's family did not answer your request to cancel Speed & Agility before it began, so the booking is cancelled as you asked",
    );
    expect(toTrainer.at(-1)?.textBody).not.toContain('You earn');
  });

  it('cannot be asked for a training that is over', async () => {
    const { id, trainer } = await request();
    at(1);
    await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    at(60);
    const res = await put(`/v1/client/booking_requests/${id}/request_cancellation`, trainer.headers);
    expect(res.statusCode).toBe(422);
  });
});

describe('what is shared once accepted', () => {
  it('gives the meeting link and the family contact only after the trainer accepts', async () => {
    const { id, player, trainer } = await request({ virtual: true });
    const pending = (await get(`/v1/client/bookings/${id}`, player.headers)).json().data.attributes;
    expect(pending.provided_service.connection_detail).toBeNull();
    const schedule = (await get('/v1/trainer/schedule', trainer.headers)).json().data;
    // Pending: answered with Reject, not asked to cancel.
    expect(schedule[0].attributes.players[0]).toMatchObject({
      family: null,
      can_request_cancellation: false,
    });

    at(1);
    await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    const accepted = (await get(`/v1/client/bookings/${id}`, player.headers)).json().data.attributes;
    expect(accepted.provided_service.connection_detail).toBe('https://meet.example.test/jordan');
    const [, acceptedMail] = await mailTo(player.email);
    expect(acceptedMail?.textBody).toContain('Meeting link: https://meet.example.test/jordan');
    const after = (await get('/v1/trainer/schedule', trainer.headers)).json().data;
    expect(after[0].attributes.players[0]).toMatchObject({
      status: 'accepted',
      family: { parent_name: 'Sam Rivera', email: player.email, phone: '+1 (859) 555-0101' },
      session_number: 1,
      sessions_count: 1,
      can_request_cancellation: true,
    });
  });
});

describe('a package changes', () => {
  it('emails the trainer the removed session and the sessions left; the last removal withdraws it', async () => {
    at(0);
    const trainer = await createTrainer(db(), now(), { firstName: 'Jordan', timeZone: 'America/New_York' });
    const service = await createService(db(), trainer, {
      name: 'Summer Speed Pack',
      package: true,
      packageStart: '2026-03-01',
      packageEnd: '2026-05-31',
      sessionsCount: 2,
    });
    for (const week of [1, 2]) {
      await createCalendarEntry(db(), {
        athleteId: trainer.id,
        serviceIds: [service.id],
        from: new Date(START.getTime() + week * 7 * 24 * HOUR),
        seats: 4,
      });
    }
    const player = await createPlayer(db(), now(), { firstName: 'Pat' });
    const card = await createCard(db(), player.id);
    const res = await book(t.app, player, { booking: { provided_service_id: service.id }, card_id: card.id });
    expect(res.statusCode).toBe(201);
    const [first, second] = res.json().data.attributes.sessions;
    const listed = (await get('/v1/trainer/booking_requests', trainer.headers)).json().data[0].attributes;
    expect(listed.sessions.map((s: { id: number }) => s.id)).toEqual([first.id, second.id]);

    const remove = (entryId: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/v1/client/booking_request_entries/${entryId}`,
        headers: player.headers,
      });
    expect((await remove(first.id)).statusCode).toBe(200);
    let mails = await mailTo(trainer.email);
    expect(mails.map((m) => m.kind)).toEqual(['trainer_new_request', 'trainer_package_changed']);
    expect(mails[1]?.textBody).toContain(
      'Pat removed one session from their package request for Summer Speed Pack (Tue 03-17-2026 at 11:00 AM EDT). 1 session remain',
    );
    expect((await remove(second.id)).statusCode).toBe(200);
    mails = await mailTo(trainer.email);
    expect(mails.map((m) => m.kind)).toEqual([
      'trainer_new_request',
      'trainer_package_changed',
      'trainer_request_withdrawn',
    ]);
    expect(mails[2]?.textBody).toContain("The hold on the family's card was released.");
  });
});

describe('an answer racing the expiry', () => {
  it('ends each request once: accepted and captured, or expired and voided, never both', async () => {
    const booked = [];
    for (let i = 0; i < 8; i++) booked.push(await request());
    const deadline = new Date(START.getTime() + 46 * HOUR);
    // The trainer's accept read the clock a moment before the deadline; the job, just after it.
    const before = { ...context(), now: () => new Date(deadline.getTime() - 1) };
    const after = { ...context(), now: () => deadline };
    await Promise.allSettled([
      expireUnansweredRequests(after),
      ...booked.map((b) => acceptBookingRequest(before, b.trainer.id, b.id, null)),
      expireUnansweredRequests(after),
    ]);
    const ledger = await listLedger(db());
    const outcomes = new Set<string>();
    for (const b of booked) {
      const shown = (await get(`/v1/client/bookings/${b.id}`, b.player.headers)).json().data.attributes;
      const [payment] = await paymentsOf(db(), b.id);
      const acting = ledger.filter((e) => e.reference === payment?.providerAuthorizationId);
      const kinds = acting.map((e) => e.kind).sort();
      outcomes.add(shown.status);
      if (shown.status === 'accepted') {
        expect(shown).toMatchObject({ expired: false, payment_status: 'succeeded' });
        expect(kinds).toEqual(['capture']);
        expect(await freeSlotOf(db(), b.entry.id)).toBe(1);
      } else {
        expect(shown).toMatchObject({ status: 'rejected', expired: true, payment_status: 'voided' });
        expect(kinds).toEqual(['void']);
        expect(await freeSlotOf(db(), b.entry.id)).toBe(2);
      }
    }
    expect([...outcomes].every((s) => s === 'accepted' || s === 'rejected')).toBe(true);
  });
});
