import { describe, expect, it } from 'vitest';
import {
  book,
  bookingBody,
  createBookableService,
  createPlayer,
  createPlayerWithCard,
  createTrainer,
  PAT_RIVERA,
} from '../../testing/booking-factories';
import { createCard } from '../../testing/factories';
import { PUBLIC_URL, testAppOnMovedClock } from '../../testing/job-context';
import { sendDailyAgendas } from './daily-agenda.service';

// 5:00 AM in Los Angeles (PST) on 03-02-2026; the trainings are 5 hours later, 10:00 AM there.
const START = new Date('2026-03-02T13:00:00Z');
const t = testAppOnMovedClock(START);
const { db, put, now, at, context, mailTo } = t;
const agendasTo = (email: string) =>
  mailTo(email).then((rows) => rows.filter((r) => r.kind === 'trainer_daily_agenda'));

async function trainerWithBookingToday(agenda = true) {
  at(0);
  const trainer = await createTrainer(db(), now(), {
    firstName: 'Jordan',
    timeZone: 'America/Los_Angeles',
    dailyAgendaEmail: agenda,
  });
  const { service, entry } = await createBookableService(db(), now(), {
    trainer,
    seats: 3,
    hoursAhead: 5,
    service: { name: 'Speed & Agility' },
  });
  const accepted = await createPlayer(db(), now(), PAT_RIVERA);
  const waiting = await createPlayer(db(), now(), { firstName: 'Alex', lastName: 'Kim' });
  const ids: number[] = [];
  for (const player of [accepted, waiting]) {
    const card = await createCard(db(), player.id);
    const res = await book(t.app, player, bookingBody(service, entry, { card_id: card.id }));
    expect(res.statusCode).toBe(201);
    ids.push(Number(res.json().data.id));
  }
  const res = await put(`/v1/client/booking_requests/${ids[0]}/request_booking`, trainer.headers);
  expect(res.statusCode).toBe(200);
  return trainer;
}

describe('daily agenda email', () => {
  it('goes out once from 6 AM in the trainer’s zone, listing the day’s sessions, players and how to reach families', async () => {
    const trainer = await trainerWithBookingToday();
    at(0.99);
    await sendDailyAgendas(context());
    expect(await agendasTo(trainer.email)).toHaveLength(0);

    at(1);
    await sendDailyAgendas(context());
    const [mail, ...more] = await agendasTo(trainer.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Your sessions today, Mon 03-02-2026');
    for (const line of [
      'Hi Jordan,',
      'Here is your day, Mon 03-02-2026: 1 session.',
      '10:00 AM PST – 11:00 AM PST · Speed & Agility',
      '- Pat Rivera (9th): booked · Sam Rivera, +1 (859) 555-0101',
      '- Alex Kim (9th): awaiting your answer',
      '1 booking request is waiting for your answer.',
      `Open your schedule: ${PUBLIC_URL}/trainer/schedule`,
    ]) {
      expect(mail?.textBody).toContain(line);
    }
    // A pending request's family is not shown.
    expect(mail?.textBody).not.toMatch(/Alex Kim \(9th\): awaiting your answer ·/);

    // The job runs every 15 minutes, on every process: still one email that day.
    at(3);
    await Promise.all([sendDailyAgendas(context()), sendDailyAgendas(context())]);
    expect(await agendasTo(trainer.email)).toHaveLength(1);
  });

  it('shows how many families wait for a seat in a full session', async () => {
    at(0);
    const trainer = await createTrainer(db(), now(), { firstName: 'Robin', timeZone: 'America/Los_Angeles' });
    const { service, entry } = await createBookableService(db(), now(), {
      trainer,
      hoursAhead: 5,
      service: { name: 'Finishing' },
    });
    const [booked, second, third] = [
      await createPlayerWithCard(db(), now()),
      await createPlayerWithCard(db(), now()),
      await createPlayerWithCard(db(), now()),
    ];
    const res = await book(t.app, booked.player, bookingBody(service, entry, { card_id: booked.card.id }));
    expect(res.statusCode).toBe(201);
    for (const family of [second, third]) {
      const joined = await t.post('/v1/client/waitlist', family.player.headers, {
        waitlist_entry: { provided_service_id: service.id, starts_at: entry.fromTime.toISOString() },
      });
      expect(joined.statusCode).toBe(201);
    }
    at(1);
    await sendDailyAgendas(context());
    const [mail] = await agendasTo(trainer.email);
    expect(mail?.textBody).toContain('10:00 AM PST – 11:00 AM PST · Finishing');
    expect(mail?.textBody).toContain('- 2 on waitlist');
  });

  it('is not sent when the trainer turned it off, nor on a day without sessions', async () => {
    const off = await trainerWithBookingToday(false);
    const idle = await createTrainer(db(), now(), { timeZone: 'America/Los_Angeles' });
    at(2);
    await sendDailyAgendas(context());
    expect(await agendasTo(off.email)).toHaveLength(0);
    expect(await agendasTo(idle.email)).toHaveLength(0);
  });
});
