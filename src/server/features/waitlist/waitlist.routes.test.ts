// The waitlist on a moved clock (ADR 0047): joining a full slot, places in line, leaving, a
// freed seat offered by email and held, claiming it through the normal booking, the offer
// lapsing to the next in line, and every refusal in the spec's error shape.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trainingPath } from '../../../shared/domain/bookable-service';
import { calendarEntries, providedServices, trainingSessions, waitlistEntries } from '../../db/schema';
import {
  book,
  bookingBody,
  createBookableService,
  createPlayerWithCard,
  createTrainer,
} from '../../testing/booking-factories';
import { createService, createSport } from '../../testing/factories';
import { HOUR, PUBLIC_URL, testAppOnMovedClock } from '../../testing/job-context';
import { expireUnansweredRequests } from '../bookings/booking-transitions.service';
import { runWaitlistOffers } from './waitlist.service';

const START = new Date('2026-03-10T15:00:00Z');
const t = testAppOnMovedClock(START);
const { db, now, at, context, mailTo } = t;

type Party = Awaited<ReturnType<typeof createPlayerWithCard>>;

/** A trainer's one-seat training 48 hours ahead, booked by A; B, C and D have cards. */
async function fullSlot(
  options: {
    hoursAhead?: number;
    claimHours?: number;
    freeCancellation?: boolean;
    privacySetting?: 'public' | 'private';
  } = {},
) {
  at(0);
  const trainer = await createTrainer(db(), now(), {
    ...(options.claimHours === undefined ? {} : { waitlistClaimHours: options.claimHours }),
    ...(options.freeCancellation
      ? { cancellationPolicy: 'free_cancellation' as const, freeCancellationHours: 24 }
      : {}),
  });
  const { service, entry } = await createBookableService(db(), now(), {
    trainer,
    hoursAhead: options.hoursAhead ?? 48,
    service: { name: 'Speed & Agility', privacySetting: options.privacySetting ?? 'public' },
  });
  const [a, b, c, d] = [
    await createPlayerWithCard(db(), now()),
    await createPlayerWithCard(db(), now()),
    await createPlayerWithCard(db(), now()),
    await createPlayerWithCard(db(), now()),
  ] as [Party, Party, Party, Party];
  const booked = await book(t.app, a.player, bookingBody(service, entry, { card_id: a.card.id }));
  expect(booked.statusCode).toBe(201);
  const joinBody = {
    waitlist_entry: { provided_service_id: service.id, starts_at: entry.fromTime.toISOString() },
  };
  return { trainer, service, entry, a, b, c, d, bookingId: Number(booked.json().data.id), joinBody };
}

const join = (who: Party, body: object) => t.post('/v1/client/waitlist', who.player.headers, body);
const reject = (trainer: { headers: Record<string, string> }, id: number) =>
  t.put(`/v1/client/booking_requests/${id}/reject`, trainer.headers);

async function seatsTaken(serviceId: number) {
  const [row] = await db()
    .select({ taken: trainingSessions.seatsTaken })
    .from(trainingSessions)
    .where(eq(trainingSessions.providedServiceId, serviceId));
  return row?.taken;
}

async function placeOf(id: number) {
  const [row] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row;
}

describe('joining the line', () => {
  it("joins a private training's line only by its link (ADR 0072)", async () => {
    const { service, b, joinBody } = await fullSlot({ privacySetting: 'private' });
    const byId = await join(b, joinBody);
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toEqual({ errors: ['Training not found'] });
    const linked = { waitlist_entry: { ...joinBody.waitlist_entry, provided_service_slug: service.slug } };
    const joined = await join(b, linked);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data.attributes.place).toBe(1);
  });

  it('gives each player their place, refuses a second place, and lists and leaves it', async () => {
    const { service, b, c, joinBody } = await fullSlot();
    const first = await join(b, joinBody);
    expect(first.statusCode).toBe(201);
    expect(first.json().data.attributes).toMatchObject({
      status: 'waiting',
      place: 1,
      provided_service_id: service.id,
      service_name: 'Speed & Agility',
      offer_expires_at: null,
    });
    const second = await join(c, joinBody);
    expect(second.json().data.attributes.place).toBe(2);

    const again = await join(b, joinBody);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['You are already on the waitlist for this time slot'] });

    const listed = await t.get('/v1/client/waitlist', c.player.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((r: { attributes: { place: number } }) => r.attributes.place)).toEqual([2]);

    // B leaves: C is first in line.
    const bId = first.json().data.id;
    const left = await t.send('DELETE', `/v1/client/waitlist/${bId}`, b.player.headers);
    expect(left.statusCode).toBe(200);
    expect(left.json().data.attributes).toMatchObject({ status: 'left', place: null });
    expect((await t.get('/v1/client/waitlist', b.player.headers)).json().data).toEqual([]);
    const cList = await t.get('/v1/client/waitlist', c.player.headers);
    expect(cList.json().data[0].attributes.place).toBe(1);
    const leftAgain = await t.send('DELETE', `/v1/client/waitlist/${bId}`, b.player.headers);
    expect(leftAgain.statusCode).toBe(422);
    expect(leftAgain.json()).toEqual({ errors: ['You are no longer on this waitlist'] });
  });

  it('is only for full slots, of trainings that exist, by signed-in players, with valid input', async () => {
    const { service, entry, a, b, joinBody } = await fullSlot();
    // A holds the seat.
    const own = await join(a, joinBody);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ errors: ['You already booked this time slot'] });

    const open = await createBookableService(db(), now(), { seats: 3 });
    const notFull = await join(b, {
      waitlist_entry: { provided_service_id: open.service.id, starts_at: open.entry.fromTime.toISOString() },
    });
    expect(notFull.statusCode).toBe(422);
    expect(notFull.json()).toEqual({ errors: [{ base: 'This time slot still has spots: book it instead' }] });

    const offGrid = await join(b, {
      waitlist_entry: {
        provided_service_id: service.id,
        starts_at: new Date(entry.fromTime.getTime() + 10 * 60_000).toISOString(),
      },
    });
    expect(offGrid.statusCode).toBe(404);
    // A time past the bookable year (as the last day a date can be) is no slot, not a failure.
    const farAhead = await join(b, {
      waitlist_entry: { provided_service_id: service.id, starts_at: '9999-12-31T16:00:00.000Z' },
    });
    expect(farAhead.statusCode).toBe(404);
    expect(farAhead.json()).toEqual({ errors: ['Time slot not found'] });
    const unknown = await join(b, {
      waitlist_entry: { provided_service_id: 999999, starts_at: joinBody.waitlist_entry.starts_at },
    });
    expect(unknown.statusCode).toBe(404);
    for (const bad of [
      {},
      { waitlist_entry: { provided_service_id: service.id, starts_at: 'tomorrow' } },
      { waitlist_entry: { provided_service_id: 'x', starts_at: joinBody.waitlist_entry.starts_at } },
    ]) {
      const res = await join(b, bad);
      expect(res.statusCode).toBe(422);
      expect(Array.isArray(res.json().errors)).toBe(true);
    }
    // A missing time is blank, as every missing field (ADR 0007); a wrong one is invalid.
    const noTime = await join(b, { waitlist_entry: { provided_service_id: service.id } });
    expect(noTime.json()).toEqual({ errors: [{ starts_at: "can't be blank" }] });
    const wrongTime = await join(b, {
      waitlist_entry: { provided_service_id: service.id, starts_at: 'soon' },
    });
    expect(wrongTime.json()).toEqual({ errors: [{ starts_at: 'is invalid' }] });
    expect((await t.post('/v1/client/waitlist', {}, joinBody)).statusCode).toBe(401);
    expect((await t.get('/v1/client/waitlist/abc', b.player.headers)).statusCode).toBe(422);
  });

  it("hides another family's place: reading and leaving it are not found", async () => {
    const { b, c, joinBody } = await fullSlot();
    const id = (await join(b, joinBody)).json().data.id;
    expect((await t.get(`/v1/client/waitlist/${id}`, c.player.headers)).statusCode).toBe(404);
    const leave = await t.send('DELETE', `/v1/client/waitlist/${id}`, c.player.headers);
    expect(leave.statusCode).toBe(404);
    expect((await placeOf(Number(id)))?.status).toBe('waiting');
  });

  it('waits for an individual slot whose time another training of the trainer holds', async () => {
    const { trainer, service, entry, b } = await fullSlot();
    // A second individual training in the same opening: its 9:00 slot is taken by A's session.
    const other = await createService(db(), trainer, { name: 'Shooting' });
    await db().execute(
      sql`INSERT INTO calendar_entry_services (calendar_entry_id, provided_service_id) VALUES (${entry.id}, ${other.id})`,
    );
    const res = await join(b, {
      waitlist_entry: { provided_service_id: other.id, starts_at: entry.fromTime.toISOString() },
    });
    expect(res.statusCode).toBe(201);
    expect(service.id).not.toBe(other.id);
  });

  it("refuses a player whose own training holds the time: the family's booking is why it is full", async () => {
    const { trainer, entry, a } = await fullSlot();
    // The trainer's other training in the same opening reads full because of A's own session.
    const other = await createService(db(), trainer, { name: 'Shooting' });
    await db().execute(
      sql`INSERT INTO calendar_entry_services (calendar_entry_id, provided_service_id) VALUES (${entry.id}, ${other.id})`,
    );
    const res = await join(a, {
      waitlist_entry: { provided_service_id: other.id, starts_at: entry.fromTime.toISOString() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatch(/^\S+ already has a training booked at this time$/);
    const [places] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.providedServiceId, other.id));
    expect(places?.n).toBe(0);
  });
});

describe("the trainer's schedule", () => {
  const inLine = async (trainer: { headers: Record<string, string> }) => {
    const schedule = await t.get('/v1/trainer/schedule?days=30', trainer.headers);
    expect(schedule.statusCode).toBe(200);
    return schedule.json().data.map((s: { attributes: { in_line: number } }) => s.attributes.in_line);
  };

  it('shows how many families are in line for a full session, offers included, until they leave', async () => {
    const { trainer, service, entry, b, c, bookingId, joinBody } = await fullSlot();
    expect(await inLine(trainer)).toEqual([0]);
    const bId = Number((await join(b, joinBody)).json().data.id);
    const cId = Number((await join(c, joinBody)).json().data.id);
    expect(await inLine(trainer)).toEqual([2]);
    // Another trainer's schedule shows nothing of it.
    expect(await inLine(await createTrainer(db(), now()))).toEqual([]);

    // A's booking declined: B's offer holds the seat (B still in line) and the session has no
    // player left to list until B claims it.
    at(1);
    expect((await reject(trainer, bookingId)).statusCode).toBe(200);
    expect((await placeOf(bId))?.status).toBe('offered');
    const claimed = await book(t.app, b.player, {
      ...bookingBody(service, entry, { card_id: b.card.id }),
      waitlist_entry_id: bId,
    });
    expect(claimed.statusCode).toBe(201);
    // B booked: C alone waits.
    expect(await inLine(trainer)).toEqual([1]);
    expect((await t.send('DELETE', `/v1/client/waitlist/${cId}`, c.player.headers)).statusCode).toBe(200);
    expect(await inLine(trainer)).toEqual([0]);
  });
});

describe("a booking ends its player's place in line", () => {
  it('marks the place booked, pointing at the booking, when the player books that time without an offer', async () => {
    const { service, entry, b, joinBody } = await fullSlot();
    const bId = Number((await join(b, joinBody)).json().data.id);
    expect((await placeOf(bId))?.status).toBe('waiting');
    // The trainer makes room past the API (a second seat at that time): no offer is made for it.
    await db()
      .update(providedServices)
      .set({ trainingType: 'group', maxSeats: 2 })
      .where(eq(providedServices.id, service.id));
    await db().update(calendarEntries).set({ maxSlot: 2 }).where(eq(calendarEntries.id, entry.id));
    await db()
      .update(trainingSessions)
      .set({ maxSeats: 2 })
      .where(eq(trainingSessions.providedServiceId, service.id));
    const booked = await book(t.app, b.player, bookingBody(service, entry, { card_id: b.card.id }));
    expect(booked.statusCode, booked.body).toBe(201);
    const place = await placeOf(bId);
    expect(place?.status).toBe('booked');
    expect(place?.bookingId).toBe(Number(booked.json().data.id));
  });
});

describe('a freed seat goes to the first in line', () => {
  it('holds the seat for B, emails the claim link, and lets B book it through checkout', async () => {
    const { trainer, service, entry, b, c, d, bookingId, joinBody } = await fullSlot();
    const bId = Number((await join(b, joinBody)).json().data.id);
    await join(c, joinBody);

    at(1);
    expect((await reject(trainer, bookingId)).statusCode).toBe(200);
    const offered = await placeOf(bId);
    expect(offered?.status).toBe('offered');
    // The trainer's default window: 12 hours.
    expect(offered?.offerExpiresAt?.toISOString()).toBe(new Date(START.getTime() + 13 * HOUR).toISOString());
    expect(await seatsTaken(service.id)).toBe(1);
    const [mail, ...more] = await mailTo(b.player.email);
    expect(more).toHaveLength(0);
    expect(mail?.kind).toBe('waitlist_offer');
    expect(mail?.subject).toContain('A spot opened up: Speed & Agility');
    expect(mail?.textBody).toContain(`Claim your spot: ${PUBLIC_URL}/bookings?claim=${bId}`);
    expect(await mailTo(c.player.email)).toHaveLength(0);
    const info = await t.get(`/v1/client/waitlist/${bId}`, b.player.headers);
    expect(info.json().data.attributes).toMatchObject({
      status: 'offered',
      place: 1,
      offer_expires_at: offered?.offerExpiresAt?.toISOString(),
    });

    // The held seat is not for anyone else.
    const other = await book(t.app, d.player, bookingBody(service, entry, { card_id: d.card.id }));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ errors: ['Sold Out — All available timeslots booked'] });
    // Nor can C claim B's offer.
    const stolen = await book(t.app, c.player, {
      ...bookingBody(service, entry, { card_id: c.card.id }),
      waitlist_entry_id: bId,
    });
    expect(stolen.statusCode).toBe(404);

    at(2);
    const claimed = await book(t.app, b.player, {
      ...bookingBody(service, entry, { card_id: b.card.id }),
      waitlist_entry_id: bId,
    });
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json().data.attributes.status).toBe('pending');
    const place = await placeOf(bId);
    expect(place).toMatchObject({ status: 'claimed', bookingId: Number(claimed.json().data.id) });
    expect(await seatsTaken(service.id)).toBe(1);
    // C is now first in line, waiting.
    const cList = await t.get('/v1/client/waitlist', c.player.headers);
    expect(cList.json().data[0].attributes).toMatchObject({ status: 'waiting', place: 1 });
  });

  it("keeps the trainer's claim window setting (trainer site profile), 1 to 72 hours", async () => {
    const trainer = await createTrainer(db(), now());
    const profile = await t.get('/v1/trainer/profile', trainer.headers);
    expect(profile.json().data.attributes.waitlist_claim_hours).toBe(12);
    const saved = await t.put('/v1/trainer/profile', trainer.headers, {
      athlete: { waitlist_claim_hours: 6 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.attributes.waitlist_claim_hours).toBe(6);
    const bad = await t.put('/v1/trainer/profile', trainer.headers, { athlete: { waitlist_claim_hours: 0 } });
    expect(bad.statusCode).toBe(422);
  });

  it('passes an unclaimed offer to the next in line when its window ends, and refuses the late claim', async () => {
    const { trainer, service, entry, b, c, bookingId, joinBody } = await fullSlot({ claimHours: 6 });
    const bId = Number((await join(b, joinBody)).json().data.id);
    const cId = Number((await join(c, joinBody)).json().data.id);
    await reject(trainer, bookingId);
    expect((await placeOf(bId))?.offerExpiresAt?.toISOString()).toBe(
      new Date(START.getTime() + 6 * HOUR).toISOString(),
    );

    // Past the window but before the job: the claim is refused all the same.
    at(6.5);
    const late = await book(t.app, b.player, {
      ...bookingBody(service, entry, { card_id: b.card.id }),
      waitlist_entry_id: bId,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ errors: ['This waitlist offer has expired or was already used'] });

    expect(await runWaitlistOffers(context())).toEqual({ lapsed: 1, offered: 1, closed: 0 });
    expect((await placeOf(bId))?.status).toBe('lapsed');
    // B is told the spot passed on, with a way back to the training's other times (its own page).
    const passed = (await mailTo(b.player.email)).find((m) => m.kind === 'waitlist_lapsed');
    expect(passed?.subject).toMatch(/^Waitlist spot not claimed: /);
    expect(passed?.textBody).toContain('was not claimed in time, so it has gone to the next player');
    expect(passed?.textBody).toContain(
      `See other times: ${PUBLIC_URL}${trainingPath(trainer.slug, service.slug)}`,
    );
    const next = await placeOf(cId);
    expect(next?.status).toBe('offered');
    expect(next?.offerExpiresAt?.toISOString()).toBe(new Date(START.getTime() + 12.5 * HOUR).toISOString());
    expect(await mailTo(c.player.email)).toHaveLength(1);
    expect(await seatsTaken(service.id)).toBe(1);
    // The job again: nothing more to do, no second email.
    expect(await runWaitlistOffers(context())).toEqual({ lapsed: 0, offered: 0, closed: 0 });
    expect(await mailTo(c.player.email)).toHaveLength(1);

    // Nobody left in line: C's offer lapses and the seat is free for anyone.
    at(13);
    expect(await runWaitlistOffers(context())).toEqual({ lapsed: 1, offered: 0, closed: 0 });
    expect(await seatsTaken(service.id)).toBe(0);
    const open = (await mailTo(c.player.email)).find((m) => m.kind === 'waitlist_lapsed');
    expect(open?.textBody).toContain('so it is open for anyone to book again');
  });

  it('ends the places still waiting when booking closes, telling each family once', async () => {
    // Booking closes an hour before the start (the trainer's minimum notice): 47 hours from now.
    const { trainer, b, c, joinBody } = await fullSlot();
    const bId = Number((await join(b, joinBody)).json().data.id);
    const cId = Number((await join(c, joinBody)).json().data.id);
    // (Places of this file's other tests close on the same runs: counts are at least ours.)
    at(46.9);
    await runWaitlistOffers(context());
    expect((await placeOf(bId))?.status).toBe('waiting');
    expect((await placeOf(cId))?.status).toBe('waiting');

    at(47);
    expect((await runWaitlistOffers(context())).closed).toBeGreaterThanOrEqual(2);
    for (const [who, id] of [
      [b, bId],
      [c, cId],
    ] as const) {
      expect(await placeOf(id)).toMatchObject({ status: 'closed', endedAt: now() });
      const mails = await mailTo(who.player.email);
      expect(mails.map((m) => m.kind)).toEqual(['waitlist_closed']);
      expect(mails[0]?.subject).toMatch(/^No spot opened up: Speed & Agility on /);
      expect(mails[0]?.textBody).toContain('has closed, and no spot opened up');
      expect(mails[0]?.textBody).toContain(`${PUBLIC_URL}/${trainer.slug}`);
      const place = await t.get(`/v1/client/waitlist/${id}`, who.player.headers);
      expect(place.json().data.attributes).toMatchObject({ status: 'closed', place: null });
      expect((await t.get('/v1/client/waitlist', who.player.headers)).json().data).toEqual([]);
    }
    // The trainer's schedule no longer counts them in line.
    const schedule = await t.get('/v1/trainer/schedule?days=30', trainer.headers);
    expect(schedule.json().data[0].attributes.in_line).toBe(0);
    // The job again: nothing more, no second email.
    at(47.5);
    expect((await runWaitlistOffers(context())).closed).toBe(0);
    expect(await mailTo(b.player.email)).toHaveLength(1);
    expect(await mailTo(c.player.email)).toHaveLength(1);
  });

  it('gives a shorter window near the session: half the time left before the booking cut-off', async () => {
    // The request expires at its deadline, 2 hours before the session: 1 hour before the
    // minimum notice (60 min) closes booking, so the offer is held for 30 minutes.
    const { b, bookingId, joinBody } = await fullSlot();
    const bId = Number((await join(b, joinBody)).json().data.id);
    at(46);
    expect(await expireUnansweredRequests(context())).toContain(bookingId);
    const place = await placeOf(bId);
    expect(place?.status).toBe('offered');
    expect(place?.offerExpiresAt?.toISOString()).toBe(new Date(START.getTime() + 46.5 * HOUR).toISOString());
    expect((await mailTo(b.player.email)).map((m) => m.kind)).toEqual(['waitlist_offer']);
  });

  it('passes a held seat on at once when its player leaves the line', async () => {
    const { trainer, b, c, bookingId, joinBody } = await fullSlot();
    const bId = Number((await join(b, joinBody)).json().data.id);
    const cId = Number((await join(c, joinBody)).json().data.id);
    await reject(trainer, bookingId);
    expect((await placeOf(bId))?.status).toBe('offered');
    at(1);
    await t.send('DELETE', `/v1/client/waitlist/${bId}`, b.player.headers);
    expect((await placeOf(cId))?.status).toBe('offered');
    expect(await mailTo(c.player.email)).toHaveLength(1);
  });

  it('offers a seat freed without a move (a trainer raising the seats) on the next job run', async () => {
    const { service, entry, b, joinBody } = await fullSlot();
    const bId = Number((await join(b, joinBody)).json().data.id);
    // Group of two now: the session has one seat more.
    await db()
      .update(trainingSessions)
      .set({ maxSeats: 2 })
      .where(
        and(
          eq(trainingSessions.providedServiceId, service.id),
          eq(trainingSessions.startsAt, entry.fromTime),
        ),
      );
    await runWaitlistOffers(context());
    expect((await placeOf(bId))?.status).toBe('offered');
  });
});

describe('a seat the trainer cancelled (ADR 0047)', () => {
  const accept = (trainer: { headers: Record<string, string> }, id: number) =>
    t.put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
  const askToCancel = (trainer: { headers: Record<string, string> }, id: number) =>
    t.put(`/v1/client/booking_requests/${id}/request_cancellation`, trainer.headers, {
      booking_request: { notes: 'I am sick that day, sorry!' },
    });
  /** The trainer page's times of the training at the slot's start (full ones too with `listed`). */
  async function bookableAt(slug: string, serviceId: number, start: Date, listed = false) {
    const page = await t.app.inject({ method: 'GET', url: `/v1/client/athletes/${slug}` });
    expect(page.statusCode).toBe(200);
    const slots: { training_start_date_time: string; free_slot: number; selected_trainings: number[] }[] =
      page.json().data.attributes.generated_slots;
    return slots.filter(
      (g) =>
        g.selected_trainings.includes(serviceId) &&
        (listed || g.free_slot > 0) &&
        new Date(g.training_start_date_time).getTime() === start.getTime(),
    );
  }

  it('is not offered to the waitlist: the families in line are told the session is cancelled', async () => {
    const { trainer, service, entry, a, b, c, d, bookingId, joinBody } = await fullSlot();
    expect((await accept(trainer, bookingId)).statusCode).toBe(200);
    const bId = Number((await join(b, joinBody)).json().data.id);
    const cId = Number((await join(c, joinBody)).json().data.id);

    at(1);
    expect((await askToCancel(trainer, bookingId)).statusCode).toBe(200);
    const approved = await t.put(`/v1/client/bookings/${bookingId}`, a.player.headers);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.attributes).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
    });

    // No offer: both places end, each family told the session is cancelled.
    for (const [who, id] of [
      [b, bId],
      [c, cId],
    ] as const) {
      expect((await placeOf(id))?.status).toBe('closed');
      const mails = await mailTo(who.player.email);
      expect(mails.map((m) => m.kind)).toEqual(['waitlist_session_cancelled']);
      expect(mails[0]?.subject).toContain('Session cancelled: Speed & Agility');
      expect(mails[0]?.textBody).toContain('so it will not take place and no spot will open up');
      // The training by its name: "Taylor has cancelled Speed & Agility on …", no second "with Taylor".
      expect(mails[0]?.textBody).toMatch(/has cancelled Speed & Agility on /);
    }
    // The job finds nothing to offer either, and the time is not sold again.
    at(2);
    expect(await runWaitlistOffers(context())).toMatchObject({ offered: 0 });
    expect((await mailTo(b.player.email)).map((m) => m.kind)).toEqual(['waitlist_session_cancelled']);
    // The time is gone, as if the trainer had no opening there (no "Sold Out": nobody holds it).
    const again = await book(t.app, d.player, bookingBody(service, entry, { card_id: d.card.id }));
    expect(again.statusCode).toBe(404);
    expect(await bookableAt(trainer.slug, service.id, entry.fromTime, true)).toEqual([]);
    // Nor can anyone wait for it.
    const late = await join(d, joinBody);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({ errors: [{ base: 'The trainer cancelled this session' }] });

    // The trainer is told what happens: nothing earned, the spot not offered to anyone.
    const toTrainer = (await mailTo(trainer.email)).find((m) => m.kind === 'trainer_cancellation_approved');
    expect(toTrainer?.textBody).toContain('its spot is not offered to anyone else, nor to the waitlist');
    expect(toTrainer?.textBody).not.toContain('open again');
    expect(toTrainer?.textBody).not.toContain('You earn');
  });

  it('keeps the time off the trainer page, full or not, and refuses a booking, with nobody waiting', async () => {
    const { trainer, service, entry, a, d, bookingId } = await fullSlot();
    /** The training's full times on the trainer page: its card offers a waitlist only with some. */
    const fullTimes = async () => {
      const page = await t.app.inject({ method: 'GET', url: `/v1/client/athletes/${trainer.slug}` });
      return page.json().data.attributes.provided_services.find((p: { id: number }) => p.id === service.id)
        ?.full_times;
    };
    expect(await fullTimes()).toBe(1);
    expect((await accept(trainer, bookingId)).statusCode).toBe(200);
    expect((await askToCancel(trainer, bookingId)).statusCode).toBe(200);
    expect((await t.put(`/v1/client/bookings/${bookingId}`, a.player.headers)).statusCode).toBe(200);
    expect(await seatsTaken(service.id)).toBe(1);
    expect(await bookableAt(trainer.slug, service.id, entry.fromTime)).toEqual([]);
    // Nor is it listed as full: a family could not wait for it either. A booking from a page
    // loaded before finds no such time.
    expect(await bookableAt(trainer.slug, service.id, entry.fromTime, true)).toEqual([]);
    expect(await fullTimes()).toBe(0);
    const again = await book(t.app, d.player, bookingBody(service, entry, { card_id: d.card.id }));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ errors: ['Time slot not found'] });
  });

  it('in a group session that goes on, withdraws only that seat: the others stay bookable, and the trainer may reopen it', async () => {
    at(0);
    const trainer = await createTrainer(db(), now());
    const { service, entry } = await createBookableService(db(), now(), { seats: 3, trainer });
    const [a, b, c, d] = [
      await createPlayerWithCard(db(), now()),
      await createPlayerWithCard(db(), now()),
      await createPlayerWithCard(db(), now()),
      await createPlayerWithCard(db(), now()),
    ] as [Party, Party, Party, Party];
    const aId = Number(
      (await book(t.app, a.player, bookingBody(service, entry, { card_id: a.card.id }))).json().data.id,
    );
    expect(
      (await book(t.app, b.player, bookingBody(service, entry, { card_id: b.card.id }))).statusCode,
    ).toBe(201);
    expect((await askToCancel(trainer, aId)).statusCode).toBe(200);
    expect((await t.put(`/v1/client/bookings/${aId}`, a.player.headers)).statusCode).toBe(200);
    // B still trains; A's seat is withdrawn; the third seat is still for sale, once.
    expect(await seatsTaken(service.id)).toBe(2);
    expect((await bookableAt(trainer.slug, service.id, entry.fromTime)).map((g) => g.free_slot)).toEqual([1]);
    expect(
      (await book(t.app, c.player, bookingBody(service, entry, { card_id: c.card.id }))).statusCode,
    ).toBe(201);
    const fourth = await book(t.app, d.player, bookingBody(service, entry, { card_id: d.card.id }));
    expect(fourth.statusCode).toBe(409);

    // D waits. The trainer's schedule shows the seat they cancelled; reopening it offers it to D.
    const joined = await join(d, {
      waitlist_entry: { provided_service_id: service.id, starts_at: entry.fromTime.toISOString() },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    type Row = { attributes: { session_id: number | null; withdrawn_seats: number; players: unknown[] } };
    const session = async () =>
      ((await t.get('/v1/trainer/schedule', trainer.headers)).json().data as Row[])[0]?.attributes;
    expect(await session()).toMatchObject({ withdrawn_seats: 1, players: [{}, {}] });
    const sessionId = (await session())?.session_id ?? 0;
    const reopened = await t.post(`/v1/trainer/sessions/${sessionId}/reopen`, trainer.headers, {});
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await placeOf(Number(joined.json().data.id)))?.status).toBe('offered');
    expect((await mailTo(d.player.email)).map((m) => m.kind)).toContain('waitlist_offer');
    expect(await session()).toMatchObject({ withdrawn_seats: 0 });
    // Nothing left to reopen; A's booking stays cancelled.
    expect((await t.post(`/v1/trainer/sessions/${sessionId}/reopen`, trainer.headers, {})).json()).toEqual({
      errors: [{ base: 'Only a session or seats you cancelled can be reopened' }],
    });
    expect((await t.get(`/v1/client/bookings/${aId}`, a.player.headers)).json().data.attributes.status).toBe(
      'cancelled',
    );
  });

  it('shows the trainer the session they cancelled, and gives its time back when they reopen it', async () => {
    const { trainer, service, entry, a, b, d, bookingId, joinBody } = await fullSlot();
    expect((await accept(trainer, bookingId)).statusCode).toBe(200);
    at(1);
    expect((await askToCancel(trainer, bookingId)).statusCode).toBe(200);
    expect((await t.put(`/v1/client/bookings/${bookingId}`, a.player.headers)).statusCode).toBe(200);

    // The trainer's schedule keeps the session, marked cancelled, with nobody in it.
    type Row = {
      attributes: { starts_at: string; cancelled: boolean; session_id: number | null; players: [] };
    };
    const schedule = async () =>
      ((await t.get('/v1/trainer/schedule', trainer.headers)).json().data as Row[]).map((r) => r.attributes);
    const [cancelled] = (await schedule()).filter((s) => s.cancelled);
    expect(cancelled).toMatchObject({ starts_at: entry.fromTime.toISOString(), players: [] });
    const sessionId = cancelled?.session_id ?? 0;
    expect(sessionId).toBeGreaterThan(0);
    // Availability says the opening's session is closed, not open with 0 booked.
    const opening = async () =>
      (
        (await t.get('/v1/trainer/calendar_entries?from=2026-03-01&to=2026-03-31', trainer.headers)).json()
          .data as { id: string; attributes: { booked_seats: number; cancelled_sessions: number } }[]
      ).find((e) => Number(e.id) === entry.id)?.attributes;
    expect(await opening()).toMatchObject({ booked_seats: 0, cancelled_sessions: 1 });
    const reopen = (who: { headers: Record<string, string> }) =>
      t.post(`/v1/trainer/sessions/${sessionId}/reopen`, who.headers, {});

    // Only that trainer reopens it, and only before it starts.
    const other = await createTrainer(db(), now());
    expect((await reopen(other)).statusCode).toBe(404);
    expect((await reopen(b.player)).statusCode).toBeGreaterThanOrEqual(401);
    at(49);
    expect((await reopen(trainer)).json()).toEqual({
      errors: [{ base: 'This session has already started' }],
    });
    at(2);
    expect(await bookableAt(trainer.slug, service.id, entry.fromTime, true)).toEqual([]);

    const reopened = await reopen(trainer);
    expect(reopened.statusCode, reopened.body).toBe(200);
    // The time is offered again, its seat for sale; the cancelled booking stays cancelled.
    expect((await bookableAt(trainer.slug, service.id, entry.fromTime)).map((g) => g.free_slot)).toEqual([1]);
    expect((await schedule()).filter((s) => s.cancelled)).toEqual([]);
    expect(await opening()).toMatchObject({ cancelled_sessions: 0 });
    const again = await book(t.app, d.player, bookingBody(service, entry, { card_id: d.card.id }));
    expect(again.statusCode, again.body).toBe(201);
    const aBooking = await t.get(`/v1/client/bookings/${bookingId}`, a.player.headers);
    expect(aBooking.json().data.attributes.status).toBe('cancelled');
    // Full again, so families may wait for it; a session with a booking is not "reopened".
    expect((await join(b, joinBody)).statusCode).toBe(201);
    expect((await reopen(trainer)).json()).toEqual({
      errors: [{ base: 'Only a session or seats you cancelled can be reopened' }],
    });
  });

  it("books a claimed seat for the waiting player only: another of the family's is refused, nothing moved", async () => {
    const { trainer, service, entry, b, bookingId, joinBody } = await fullSlot();
    const soccer = await createSport(db(), `Soccer ${Date.now()}`, ['Striker']);
    const added = await t.post('/v1/client/players', b.player.headers, {
      player: {
        first_name: 'Sibling',
        last_name: 'Player',
        city: 'Louisville',
        state: 'KY',
        dob: '2012-03-04',
        passing_year: 2030,
        gender: 1,
        sport_id: soccer.id,
        position: ['Striker'],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const placeId = Number((await join(b, joinBody)).json().data.id);
    expect((await reject(trainer, bookingId)).statusCode).toBe(200);
    expect((await placeOf(placeId))?.status).toBe('offered');
    const claim = (playerId?: number) =>
      book(t.app, b.player, {
        ...bookingBody(service, entry, {
          card_id: b.card.id,
          ...(playerId === undefined ? {} : { player_id: playerId }),
        }),
        waitlist_entry_id: placeId,
      });
    const wrong = await claim(Number(added.json().data.id));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      errors: [
        {
          player_id:
            'This spot is held for the player who was on the waitlist: it can only be booked for them',
        },
      ],
    });
    expect((await placeOf(placeId))?.status).toBe('offered');
    const right = await claim(b.player.playerId);
    expect(right.statusCode, right.body).toBe(201);
    expect(right.json().data.attributes.player.id).toBe(b.player.playerId);
  });

  it("a family's own cancellation still offers the seat to the first in line", async () => {
    const { trainer, service, entry, a, b, bookingId, joinBody } = await fullSlot({ freeCancellation: true });
    expect((await accept(trainer, bookingId)).statusCode).toBe(200);
    const bId = Number((await join(b, joinBody)).json().data.id);
    at(1);
    const cancelled = await t.put(`/v1/client/bookings/${bookingId}`, a.player.headers);
    expect(cancelled.statusCode).toBe(200);
    expect((await placeOf(bId))?.status).toBe('offered');
    expect((await mailTo(b.player.email)).map((m) => m.kind)).toEqual(['waitlist_offer']);
    const claimed = await book(t.app, b.player, {
      ...bookingBody(service, entry, { card_id: b.card.id }),
      waitlist_entry_id: bId,
    });
    expect(claimed.statusCode).toBe(201);
  });
});
