import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openingSeatsText } from '../../../shared/domain/availability';
import { calendarEntries } from '../../db/schema';
import { createRecordingJobQueue } from '../../integrations/jobs/job-queue';
import { book, bookingBody, createPlayer, createTrainer, freeSlotOf } from '../../testing/booking-factories';
import { createCalendarEntry, createCard, createService } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';
import { findBookingEmailFacts } from '../bookings/booking-facts.repository';

// Sunday 22 November 2026, 10:00 in New York.
const clock = { now: new Date('2026-11-22T15:00:00Z') };
const jobs = createRecordingJobQueue();
const t = testAppForFile({ context: { now: () => clock.now, jobs } });

const { send } = t;
type Headers = Record<string, string>;
const create = (headers: Headers, entry: object) =>
  send('POST', '/v1/trainer/calendar_entries', headers, { calendar_entry: entry });

async function trainerWithService(status: 'published' | 'draft' = 'published') {
  const trainer = await createTrainer(t.database.db, clock.now);
  const service = await createService(t.database.db, trainer, { status, maxSeats: 4, trainingType: 'group' });
  return { trainer, service };
}

describe('publishing openings', () => {
  it('says as many seats a session as its trainings take, after a training is made smaller', async () => {
    const { trainer, service } = await trainerWithService();
    const res = await create(trainer.headers, {
      booking_date: '2026-11-24',
      from_time: '17:00',
      to_time: '18:00',
      provided_service_ids: [service.id],
      seats: 4,
    });
    const id = res.json().data[0].id;
    const smaller = await send('PUT', `/v1/trainer/provided_services/${service.id}`, trainer.headers, {
      provided_service: { max_seats: 2 },
    });
    expect(smaller.statusCode).toBe(200);
    const list = await send(
      'GET',
      '/v1/trainer/calendar_entries?from=2026-11-24&to=2026-11-24',
      trainer.headers,
    );
    const entry = list.json().data.find((d: { id: string }) => d.id === id);
    expect(openingSeatsText(entry.attributes)).toBe('0 booked · up to 2 seats a session');
    // The family sees the same: two seats.
    const page = await t.app.inject({ method: 'GET', url: `/v1/client/athletes/${trainer.slug}` });
    expect(page.json().data.attributes.generated_slots[0].free_slot).toBe(2);
  });

  it('creates an opening on the trainer’s clock with its weekly repeats and notifies subscribers once', async () => {
    const { trainer, service } = await trainerWithService();
    const before = jobs.sent.length;
    const res = await create(trainer.headers, {
      booking_date: '2026-11-24',
      from_time: '17:00',
      to_time: '18:30',
      provided_service_ids: [service.id],
      seats: 4,
      repeat_weeks: 2,
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.map((d: { attributes: { booking_date: string } }) => d.attributes.booking_date)).toEqual([
      '2026-11-24',
      '2026-12-01',
      '2026-12-08',
    ]);
    expect(data[0].attributes).toMatchObject({
      from_time: '2026-11-24T22:00:00.000Z',
      to_time: '2026-11-24T23:30:00.000Z',
      local_from_time: '17:00',
      time_zone: 'America/New_York',
      max_slot: 4,
      booked_seats: 0,
      provided_services: [expect.objectContaining({ id: service.id, status: 'published' })],
    });
    const sent = jobs.sent.slice(before);
    expect(sent).toEqual([
      {
        name: 'openings.notify',
        data: { calendarEntryIds: data.map((d: { id: string }) => Number(d.id)) },
        options: undefined,
      },
    ]);
    // Players see the new openings on the trainer's page.
    const page = await t.app.inject({ method: 'GET', url: `/v1/client/athletes/${trainer.slug}` });
    expect(page.json().data.attributes.generated_slots).toHaveLength(3);
    const list = await send(
      'GET',
      '/v1/trainer/calendar_entries?from=2026-11-30&to=2026-12-31',
      trainer.headers,
    );
    expect(
      list.json().data.map((d: { attributes: { booking_date: string } }) => d.attributes.booking_date),
    ).toEqual(['2026-12-01', '2026-12-08']);
  });

  it('sends no notification for openings offering only drafts', async () => {
    const { trainer, service } = await trainerWithService('draft');
    const before = jobs.sent.length;
    const res = await create(trainer.headers, {
      booking_date: '2026-11-25',
      from_time: '09:00',
      to_time: '10:00',
      provided_service_ids: [service.id],
      seats: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(jobs.sent.length).toBe(before);
  });

  it('refuses an opening on a weekday one of its options is not offered on', async () => {
    const trainer = await createTrainer(t.database.db, clock.now);
    // Sundays, Wednesdays and Thursdays only.
    const team = await createService(t.database.db, trainer, {
      name: 'Team Dodging Workout',
      days: [0, 3, 4],
    });
    const anyDay = await createService(t.database.db, trainer, { name: 'Private Dodging Session' });
    const entry = {
      booking_date: '2026-11-28', // a Saturday
      from_time: '09:00',
      to_time: '11:00',
      provided_service_ids: [anyDay.id, team.id],
      repeat_weeks: 2,
    };
    const refused = await create(trainer.headers, entry);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errors: [{ provided_service_ids: 'Team Dodging Workout is not offered on Saturdays' }],
    });
    expect((await create(trainer.headers, { ...entry, provided_service_ids: [anyDay.id] })).statusCode).toBe(
      201,
    );
    // A Thursday suits both.
    expect((await create(trainer.headers, { ...entry, booking_date: '2026-11-26' })).statusCode).toBe(201);
  });

  it('refuses bad times, past days, too-short openings, too many repeats and overlaps', async () => {
    const { trainer, service } = await trainerWithService();
    const base = {
      booking_date: '2026-11-26',
      from_time: '17:00',
      to_time: '18:00',
      provided_service_ids: [service.id],
      seats: 2,
    };
    const cases: [object, number, unknown][] = [
      [{ ...base, to_time: '16:00' }, 422, { errors: [{ to_time: 'must be after the start time' }] }],
      [{ ...base, booking_date: '2026-11-21' }, 422, { errors: [{ from_time: 'must be in the future' }] }],
      [
        { ...base, to_time: '17:30' },
        422,
        { errors: [{ to_time: 'leaves too little time for a 60-minute training' }] },
      ],
      [{ ...base, repeat_weeks: 27 }, 422, { errors: [{ repeat_weeks: 'must be at most 26' }] }],
      // Past the booking calendar's year: nobody could see or book it.
      [
        { ...base, booking_date: '9999-12-05' },
        422,
        { errors: [{ booking_date: 'must be within 365 days from today' }] },
      ],
      [
        { ...base, booking_date: '2027-11-04', repeat_weeks: 4 },
        422,
        { errors: [{ booking_date: 'must be within 365 days from today, with its repeats' }] },
      ],
      [
        { ...base, seats: 0, from_time: '5pm' },
        422,
        { errors: [{ from_time: 'must be a time like 17:30' }, { seats: 'must be at least 1' }] },
      ],
    ];
    for (const [entry, status, body] of cases) {
      const res = await create(trainer.headers, entry);
      expect(res.statusCode, JSON.stringify(entry)).toBe(status);
      expect(res.json()).toEqual(body);
    }
    const badRange = await send(
      'GET',
      '/v1/trainer/calendar_entries?from=2026-12-10&to=2026-12-01',
      trainer.headers,
    );
    expect(badRange.json()).toEqual({ errors: [{ to: 'must not be before from' }] });
    const badDay = await send('GET', '/v1/trainer/calendar_entries?from=2026-13-01', trainer.headers);
    expect(badDay.statusCode).toBe(422);
    expect((await create(trainer.headers, { ...base, booking_date: '2026-12-03' })).statusCode).toBe(201);
    // The second week of the repeat would overlap the opening of 3 December.
    const clash = await create(trainer.headers, {
      ...base,
      from_time: '17:30',
      to_time: '19:00',
      repeat_weeks: 1,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      errors: ['This time overlaps your opening of Thu 12-03-2026, 5:00 PM - 6:00 PM.'],
    });
    const list = await send('GET', '/v1/trainer/calendar_entries', trainer.headers);
    expect(list.json().data).toHaveLength(1);
  });
});

describe("an opening's seats", () => {
  it('are at most the most its options take: more is refused, on publishing and on changing', async () => {
    const { trainer, service } = await trainerWithService();
    const individual = await createService(t.database.db, trainer, {
      trainingType: 'individual',
      maxSeats: 1,
    });
    const opening = (ids: number[], seats: number, day: string) => ({
      booking_date: day,
      from_time: '08:00',
      to_time: '09:00',
      provided_service_ids: ids,
      seats,
    });
    const tooMany = await create(trainer.headers, opening([service.id], 5, '2026-11-30'));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({
      errors: [{ seats: 'must be at most 4, the most its training options take' }],
    });
    const alone = await create(trainer.headers, opening([individual.id], 2, '2026-11-30'));
    expect(alone.json()).toEqual({
      errors: [{ seats: 'must be at most 1, the most its training options take' }],
    });
    // With the group beside it, the group's four.
    const both = await create(trainer.headers, opening([service.id, individual.id], 4, '2026-11-30'));
    expect(both.statusCode).toBe(201);
    const [entry] = both.json().data;
    const url = `/v1/trainer/calendar_entries/${entry.id}`;
    const raised = await send('PUT', url, trainer.headers, { calendar_entry: { seats: 6 } });
    expect(raised.statusCode).toBe(422);
    const narrowed = await send('PUT', url, trainer.headers, {
      calendar_entry: { seats: 4, provided_service_ids: [individual.id] },
    });
    expect(narrowed.statusCode).toBe(422);
    const [row] = await t.database.db
      .select()
      .from(calendarEntries)
      .where(eq(calendarEntries.id, Number(entry.id)));
    expect(row).toMatchObject({ maxSlot: 4 });
  });
  it('are counted with the sessions they are in: the trainer reads the seats of a long opening right', async () => {
    const { trainer, service } = await trainerWithService();
    // Two hours of one-hour group sessions: two families at 10:00, one at 11:00.
    await createCalendarEntry(t.database.db, {
      athleteId: trainer.id,
      serviceIds: [service.id],
      from: new Date('2026-12-03T15:00:00Z'),
      minutes: 120,
      seats: 4,
    });
    const hour = (h: number) => ({
      fromTime: new Date(Date.UTC(2026, 11, 3, h)),
      toTime: new Date(Date.UTC(2026, 11, 3, h + 1)),
      bookingDate: '2026-12-03',
    });
    for (const at of [hour(15), hour(15), hour(16)]) {
      const player = await createPlayer(t.database.db, clock.now);
      const card = await createCard(t.database.db, player.id);
      expect((await book(t.app, player, bookingBody(service, at, { card_id: card.id }))).statusCode).toBe(
        201,
      );
    }
    const list = await send(
      'GET',
      '/v1/trainer/calendar_entries?from=2026-12-03&to=2026-12-03',
      trainer.headers,
    );
    const attributes = list.json().data[0].attributes;
    expect(attributes).toMatchObject({ booked_seats: 3, booked_sessions: 2, max_slot: 4 });
    expect(openingSeatsText(attributes)).toBe('3 seats booked in 2 sessions · up to 4 seats a session');
  });
});

describe('changing and removing openings', () => {
  it('edits and removes an opening without bookings', async () => {
    const { trainer, service } = await trainerWithService();
    const second = await createService(t.database.db, trainer, { durationMinutes: 30 });
    const [entry] = (
      await create(trainer.headers, {
        booking_date: '2026-11-27',
        from_time: '08:00',
        to_time: '09:00',
        provided_service_ids: [service.id],
        seats: 2,
      })
    ).json().data;
    const changed = await send('PUT', `/v1/trainer/calendar_entries/${entry.id}`, trainer.headers, {
      calendar_entry: {
        from_time: '08:30',
        to_time: '09:30',
        seats: 3,
        provided_service_ids: [second.id, service.id],
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({
      booking_date: '2026-11-27',
      local_from_time: '08:30',
      max_slot: 3,
      booked_seats: 0,
    });
    expect(changed.json().data.attributes.provided_services.map((s: { id: number }) => s.id)).toEqual(
      [service.id, second.id].sort((a, b) => a - b),
    );
    expect(
      (await send('DELETE', `/v1/trainer/calendar_entries/${entry.id}`, trainer.headers)).statusCode,
    ).toBe(200);
    const rows = await t.database.db
      .select()
      .from(calendarEntries)
      .where(eq(calendarEntries.id, Number(entry.id)));
    expect(rows).toHaveLength(0);
  });

  it('refuses to change or remove an opening with a booking (409), leaving it as it was', async () => {
    const { trainer, service } = await trainerWithService();
    const entry = await createCalendarEntry(t.database.db, {
      athleteId: trainer.id,
      serviceIds: [service.id],
      from: new Date('2026-11-28T15:00:00Z'),
      seats: 2,
    });
    const player = await createPlayer(t.database.db, clock.now);
    const card = await createCard(t.database.db, player.id);
    expect((await book(t.app, player, bookingBody(service, entry, { card_id: card.id }))).statusCode).toBe(
      201,
    );
    const url = `/v1/trainer/calendar_entries/${entry.id}`;
    const put = await send('PUT', url, trainer.headers, { calendar_entry: { seats: 3 } });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual({
      errors: ['This opening has bookings, so it can’t be changed. Reject or cancel its bookings first.'],
    });
    const del = await send('DELETE', url, trainer.headers);
    expect(del.statusCode).toBe(409);
    expect(del.json().errors[0]).toMatch(/can’t be removed/);
    const [row] = await t.database.db.select().from(calendarEntries).where(eq(calendarEntries.id, entry.id));
    expect(row).toMatchObject({ maxSlot: 2 });
    expect(await freeSlotOf(t.database.db, entry.id)).toBe(1);
  });
});

describe('ownership of openings', () => {
  it('answers another trainer’s opening or option with 404 and changes nothing', async () => {
    const owner = await trainerWithService();
    const intruder = await trainerWithService();
    const entry = await createCalendarEntry(t.database.db, {
      athleteId: owner.trainer.id,
      serviceIds: [owner.service.id],
      from: new Date('2026-11-29T15:00:00Z'),
      seats: 2,
    });
    const url = `/v1/trainer/calendar_entries/${entry.id}`;
    const put = await send('PUT', url, intruder.trainer.headers, { calendar_entry: { seats: 9 } });
    const del = await send('DELETE', url, intruder.trainer.headers);
    for (const res of [put, del]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: ['Opening not found'] });
    }
    // Offering someone else's training option in one's own opening.
    const borrowed = await create(intruder.trainer.headers, {
      booking_date: '2026-11-30',
      from_time: '10:00',
      to_time: '11:00',
      provided_service_ids: [intruder.service.id, owner.service.id],
      seats: 1,
    });
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json()).toEqual({ errors: ['Training option not found'] });
    // Own list never shows the other trainer's openings.
    const list = await send(
      'GET',
      '/v1/trainer/calendar_entries?from=2026-11-22&to=2026-12-31',
      intruder.trainer.headers,
    );
    expect(list.json().data).toEqual([]);
    const [row] = await t.database.db.select().from(calendarEntries).where(eq(calendarEntries.id, entry.id));
    expect(row).toMatchObject({ maxSlot: 2 });
    expect(await freeSlotOf(t.database.db, entry.id)).toBe(2);
  });

  it('answers a player’s token and no token with 401', async () => {
    const owner = await trainerWithService();
    const entry = await createCalendarEntry(t.database.db, {
      athleteId: owner.trainer.id,
      serviceIds: [owner.service.id],
      from: new Date('2026-11-29T20:00:00Z'),
    });
    const player = await createPlayer(t.database.db, clock.now);
    for (const headers of [player.headers, {}]) {
      const url = `/v1/trainer/calendar_entries/${entry.id}`;
      for (const res of [
        await send('GET', '/v1/trainer/calendar_entries', headers),
        await create(headers, {
          booking_date: '2026-11-30',
          from_time: '10:00',
          to_time: '11:00',
          provided_service_ids: [owner.service.id],
          seats: 1,
        }),
        await send('PUT', url, headers, { calendar_entry: { seats: 3 } }),
        await send('DELETE', url, headers),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ errors: ['Trainer not authorized'] });
      }
    }
    const [row] = await t.database.db.select().from(calendarEntries).where(eq(calendarEntries.id, entry.id));
    expect(row?.maxSlot).toBe(1);
  });
});

describe('time off', () => {
  const timeOff = (headers: Headers, from: string, to: string) =>
    send('POST', '/v1/trainer/calendar_entries/time_off', headers, { time_off: { from, to } });
  const entryIds = async (athleteId: number) =>
    (await t.database.db.select().from(calendarEntries).where(eq(calendarEntries.athleteId, athleteId)))
      .map((e) => e.id)
      .sort((a, b) => a - b);

  it('removes the openings of those days nobody booked, keeps the booked one closed and says so', async () => {
    const { trainer, service } = await trainerWithService();
    const other = await trainerWithService();
    const at = (iso: string, athlete = trainer, svc = service) =>
      createCalendarEntry(t.database.db, {
        athleteId: athlete.id,
        serviceIds: [svc.id],
        from: new Date(iso),
        seats: 2,
      });
    // Tuesday 24 to Thursday 26 November on the trainer's clock (New York).
    const before = await at('2026-11-23T15:00:00Z');
    const tuesday = await at('2026-11-24T15:00:00Z');
    // Two hours of one-hour sessions: a family books the first.
    const booked = await createCalendarEntry(t.database.db, {
      athleteId: trainer.id,
      serviceIds: [service.id],
      from: new Date('2026-11-25T15:00:00Z'),
      minutes: 120,
      seats: 2,
    });
    const firstHour = { ...booked, toTime: new Date('2026-11-25T16:00:00Z') };
    const secondHour = { ...booked, fromTime: new Date('2026-11-25T16:00:00Z') };
    // Thursday 22:00-23:00 in New York (Friday in UTC): a day of the trainer's clock.
    const late = await create(trainer.headers, {
      booking_date: '2026-11-26',
      from_time: '22:00',
      to_time: '23:00',
      provided_service_ids: [service.id],
    });
    expect(late.json().data[0].attributes.from_time).toBe('2026-11-27T03:00:00.000Z');
    const after = await at('2026-11-27T15:00:00Z');
    const othersTuesday = await at('2026-11-24T15:00:00Z', other.trainer, other.service);
    const player = await createPlayer(t.database.db, clock.now);
    const card = await createCard(t.database.db, player.id);
    const bookedRes = book(t.app, player, bookingBody(service, firstHour, { card_id: card.id }));
    expect((await bookedRes).statusCode).toBe(201);

    const res = await timeOff(trainer.headers, '2026-11-24', '2026-11-26');
    expect(res.statusCode).toBe(200);
    const { removed, kept } = res.json().data;
    expect(removed).toBe(2);
    expect(kept.map((k: { id: string }) => Number(k.id))).toEqual([booked.id]);
    expect(kept[0].attributes).toMatchObject({ booked_seats: 1, booking_date: '2026-11-25', closed: true });
    expect(await entryIds(trainer.id)).toEqual([before.id, booked.id, after.id]);
    expect(await entryIds(other.trainer.id)).toEqual([othersTuesday.id]);
    // Families no longer see the removed times, nor the kept opening's free seat and free hour.
    const startsOffered = async () => {
      const page = await t.app.inject({ method: 'GET', url: `/v1/client/athletes/${trainer.slug}` });
      return page
        .json()
        .data.attributes.generated_slots.map((s: { from_time: string }) =>
          new Date(s.from_time).toISOString(),
        );
    };
    const starts = await startsOffered();
    expect(starts).not.toContain(tuesday.fromTime.toISOString());
    expect(starts).not.toContain(firstHour.fromTime.toISOString());
    expect(starts).not.toContain(secondHour.fromTime.toISOString());
    expect(starts).toContain(after.fromTime.toISOString());
    // Nor can they book them; the family that had booked keeps its seat.
    const late1 = await createPlayer(t.database.db, clock.now);
    const lateCard = await createCard(t.database.db, late1.id);
    for (const hour of [firstHour, secondHour]) {
      const refused = await book(t.app, late1, bookingBody(service, hour, { card_id: lateCard.id }));
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
    }
    expect(await freeSlotOf(t.database.db, booked.id)).toBe(1);
    // Were the family's booking to go, the trainer's email would not call its time open again.
    const bookingId = Number((await bookedRes).json().data.id);
    expect((await findBookingEmailFacts(t.database.db, bookingId, clock.now))?.openingClosed).toBe(true);

    // The trainer takes it back: the opening is offered again.
    const reopened = await send('POST', `/v1/trainer/calendar_entries/${booked.id}/reopen`, trainer.headers);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data.attributes).toMatchObject({ closed: false, booked_seats: 1 });
    expect(await startsOffered()).toEqual(
      expect.arrayContaining([firstHour.fromTime.toISOString(), secondHour.fromTime.toISOString()]),
    );
    expect(
      (await book(t.app, late1, bookingBody(service, secondHour, { card_id: lateCard.id }))).statusCode,
    ).toBe(201);
    // Another trainer cannot reopen it, nor learn it exists.
    const foreign = await send(
      'POST',
      `/v1/trainer/calendar_entries/${booked.id}/reopen`,
      other.trainer.headers,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('leaves an opening under way today, and answers nothing to remove with 0', async () => {
    const { trainer, service } = await trainerWithService();
    // 09:30-10:30 in New York: begun at 10:00.
    const underWay = await createCalendarEntry(t.database.db, {
      athleteId: trainer.id,
      serviceIds: [service.id],
      from: new Date('2026-11-22T14:30:00Z'),
    });
    const res = await timeOff(trainer.headers, '2026-11-22', '2026-11-22');
    expect(res.json()).toEqual({ data: { removed: 0, kept: [] } });
    expect(await entryIds(trainer.id)).toEqual([underWay.id]);
    const empty = await timeOff(trainer.headers, '2027-02-01', '2027-02-03');
    expect(empty.json()).toEqual({ data: { removed: 0, kept: [] } });
  });

  it('refuses days in the wrong order, in the past, over a year or malformed, and other callers', async () => {
    const { trainer, service } = await trainerWithService();
    const entry = await createCalendarEntry(t.database.db, {
      athleteId: trainer.id,
      serviceIds: [service.id],
      from: new Date('2026-11-24T15:00:00Z'),
    });
    const refused = [
      [await timeOff(trainer.headers, '2026-11-25', '2026-11-24'), { to: 'must not be before from' }],
      [await timeOff(trainer.headers, '2026-11-01', '2026-11-21'), { to: 'must not be in the past' }],
      [await timeOff(trainer.headers, '2026-11-23', '2027-11-24'), { to: 'must be within 366 days of from' }],
      [await timeOff(trainer.headers, '2026-11-31', '2026-12-01'), { from: 'is invalid' }],
    ] as const;
    for (const [res, error] of refused) {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toContainEqual(error);
    }
    const player = await createPlayer(t.database.db, clock.now);
    for (const headers of [player.headers, {}]) {
      const res = await timeOff(headers, '2026-11-23', '2026-11-30');
      expect(res.statusCode).toBe(401);
    }
    expect(await entryIds(trainer.id)).toEqual([entry.id]);
  });

  it('never removes an opening a booking got into at the same moment', async () => {
    for (let round = 0; round < 6; round++) {
      const { trainer, service } = await trainerWithService();
      const entry = await createCalendarEntry(t.database.db, {
        athleteId: trainer.id,
        serviceIds: [service.id],
        from: new Date('2026-12-02T15:00:00Z'),
        seats: 2,
      });
      const player = await createPlayer(t.database.db, clock.now);
      const card = await createCard(t.database.db, player.id);
      // Sent together, each one first in turn.
      const bookIt = () => book(t.app, player, bookingBody(service, entry, { card_id: card.id }));
      const offIt = () => timeOff(trainer.headers, '2026-12-02', '2026-12-02');
      const [booking, off] =
        round % 2 === 0
          ? await Promise.all([bookIt(), offIt()])
          : await Promise.all([offIt(), bookIt()]).then(([o, b]) => [b, o] as const);
      expect(off.statusCode).toBe(200);
      if (booking.statusCode === 201) {
        // The booking came first: its opening is kept for its seat, closed to more.
        expect(off.json().data).toMatchObject({
          removed: 0,
          kept: [{ id: String(entry.id), attributes: { closed: true } }],
        });
        expect(await entryIds(trainer.id)).toEqual([entry.id]);
        expect(await freeSlotOf(t.database.db, entry.id)).toBe(1);
      } else {
        // Time off came first: the booking is refused, nothing of it held.
        expect(booking.statusCode).toBeGreaterThanOrEqual(400);
        expect(booking.statusCode).toBeLessThan(500);
        expect(off.json().data.removed).toBe(1);
        expect(await entryIds(trainer.id)).toEqual([]);
      }
    }
  });
});
