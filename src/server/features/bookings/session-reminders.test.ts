// Reminders before accepted sessions (ADR 0043) on a moved clock: 24 hours and 2 hours before,
// to the family and to the trainer, each written once whatever the runs and processes, in each
// reader's zone (across a DST change too), never for a request, and not for a side that turned
// them off.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../../db/schema';
import type { OutgoingMessage } from '../../integrations/email/transport';
import { deliverOutboxEmail } from '../../jobs/email-delivery';
import {
  book,
  bookingBody,
  createBookingParties,
  createTrainer,
  PAT_RIVERA,
} from '../../testing/booking-factories';
import { PUBLIC_URL, testAppOnMovedClock } from '../../testing/job-context';
import { sendSessionReminders } from './session-reminders.service';

// 2026-03-06 15:00 UTC, a Friday; US clocks move forward on Sunday 2026-03-08.
const START = new Date('2026-03-06T15:00:00Z');
const t = testAppOnMovedClock(START);
const { db, now, at, put, context, mailTo } = t;

/** An accepted booking `hoursAhead` from START with Jordan Lee (Los Angeles) for Pat (New York). */
async function accepted(hoursAhead: number, options: { accept?: boolean } = {}) {
  at(0);
  const trainer = await createTrainer(db(), now(), {
    firstName: 'Jordan',
    lastName: 'Lee',
    timeZone: 'America/Los_Angeles',
    requestDeadlineHours: 0,
  });
  const { service, entry, player, card } = await createBookingParties(db(), now(), {
    trainer,
    hoursAhead,
    service: { name: 'Speed & Agility' },
    player: PAT_RIVERA,
  });
  const res = await book(t.app, player, bookingBody(service, entry, { card_id: card.id }));
  expect(res.statusCode).toBe(201);
  const id = Number(res.json().data.id);
  if (options.accept !== false) {
    expect((await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers)).statusCode).toBe(
      200,
    );
  }
  return { id, trainer, player };
}

const reminders = async (email: string) =>
  (await mailTo(email)).filter((m) => m.kind.includes('session_reminder'));

describe('reminders before an accepted session', () => {
  it('reach the family and the trainer 24 hours and 2 hours before, once each, in their own zones', async () => {
    const { id, trainer, player } = await accepted(72); // 2026-03-09 15:00 UTC: 11:00 AM EDT, 8:00 AM PDT
    at(47.9);
    await sendSessionReminders(context());
    expect(await reminders(player.email)).toHaveLength(0);

    at(48.02); // just past 24 hours before
    await sendSessionReminders(context());
    await sendSessionReminders(context());
    const [family, ...moreFamily] = await reminders(player.email);
    expect(moreFamily).toHaveLength(0);
    expect(family?.kind).toBe('session_reminder_24h');
    expect(family?.subject).toBe('Reminder: Speed & Agility on Mon 03-09-2026 at 11:00 AM EDT');
    expect(family?.textBody).toContain("A reminder: Pat's Speed & Agility with Jordan starts within a day");
    expect(family?.textBody).toContain('Location: ');
    expect(family?.textBody).toContain(`${PUBLIC_URL}/bookings/${id}`);
    const [toTrainer, ...moreTrainer] = await reminders(trainer.email);
    expect(moreTrainer).toHaveLength(0);
    expect(toTrainer?.kind).toBe('trainer_session_reminder_24h');
    expect(toTrainer?.subject).toBe('Reminder: Pat, Speed & Agility on Mon 03-09-2026 at 8:00 AM PDT');
    expect(toTrainer?.textBody).toContain('How to reach the family:');
    expect(toTrainer?.textBody).toContain(`${PUBLIC_URL}/trainer/schedule`);

    at(69.9);
    await sendSessionReminders(context());
    expect(await reminders(player.email)).toHaveLength(1);
    at(70.02);
    await sendSessionReminders(context());
    const kinds = (await reminders(player.email)).map((m) => m.kind);
    expect(kinds).toEqual(['session_reminder_24h', 'session_reminder_2h']);
    expect((await reminders(player.email))[1]?.textBody).toContain('starts in about 2 hours');
    expect((await reminders(trainer.email)).map((m) => m.kind)).toEqual([
      'trainer_session_reminder_24h',
      'trainer_session_reminder_2h',
    ]);

    at(73);
    await sendSessionReminders(context());
    expect(await reminders(player.email)).toHaveLength(2);
  });

  it('times the 24-hour reminder by the clock, across the change to daylight saving time', async () => {
    // 2026-03-08 15:00 UTC is 11:00 AM EDT (DST began at 2 AM that morning); 24 hours before is
    // 2026-03-07 15:00 UTC, 10:00 AM EST — 23 hours on the wall clock.
    const { player } = await accepted(48);
    at(23.98);
    await sendSessionReminders(context());
    expect(await reminders(player.email)).toHaveLength(0);
    at(24.02);
    await sendSessionReminders(context());
    const [mail] = await reminders(player.email);
    expect(mail?.subject).toBe('Reminder: Speed & Agility on Sun 03-08-2026 at 11:00 AM EDT');
  });

  it('are written once when several processes run the job at the same moment', async () => {
    const { player, trainer } = await accepted(30);
    at(6.1);
    const runs = await Promise.all([1, 2, 3, 4].map(() => sendSessionReminders(context())));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await reminders(player.email)).toHaveLength(1);
    expect(await reminders(trainer.email)).toHaveLength(1);
  });

  it('are not sent for a request the trainer has not accepted, nor to a side that turned them off', async () => {
    const pending = await accepted(30, { accept: false });
    const quiet = await accepted(30);
    await db().update(clients).set({ sessionReminders: false }).where(eq(clients.id, quiet.player.id));
    at(6.1);
    await sendSessionReminders(context());
    expect(await reminders(pending.player.email)).toHaveLength(0);
    expect(await reminders(pending.trainer.email)).toHaveLength(0);
    expect(await reminders(quiet.player.email)).toHaveLength(0);
    expect(await reminders(quiet.trainer.email)).toHaveLength(1);
  });

  it('are turned off from the profile by each side', async () => {
    const { player, trainer } = await accepted(30);
    const off = await put('/v1/client/profiles', player.headers, { client: { session_reminders: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.attributes.session_reminders).toBe(false);
    const trainerOff = await put('/v1/trainer/profile', trainer.headers, {
      athlete: { session_reminders: false },
    });
    expect(trainerOff.statusCode).toBe(200);
    expect(trainerOff.json().data.attributes.session_reminders).toBe(false);
    at(6.1);
    expect(await sendSessionReminders(context())).toBe(0);
  });
});

// Text messages (ADR 0048): the same reminders through the same outbox, to the parent's phone
// and the trainer's, only when each side asked for them.
describe('text reminders', () => {
  const FAMILY_PHONE = '+18595550101'; // PAT_RIVERA's parent, '+1 (859) 555-0101'
  const TRAINER_PHONE = '+15025550199';
  // Every player made here has the same parent's phone: a booking's texts are those linking to it.
  const texts = async (phone: string, bookingId?: number) =>
    (await mailTo(phone)).filter(
      (m) =>
        m.channel === 'sms' && (bookingId === undefined || m.textBody.includes(`/bookings/${bookingId} `)),
    );

  it('are off until asked for', async () => {
    const { player } = await accepted(30);
    at(6.1);
    await sendSessionReminders(context());
    expect(await reminders(player.email)).toHaveLength(1);
    expect(await texts(FAMILY_PHONE)).toHaveLength(0);
  });

  it('reach the parent and the trainer once each, with the email, in their own zones', async () => {
    const { id, player, trainer } = await accepted(30); // 2026-03-07 21:00 UTC
    const family = await put('/v1/client/profiles', player.headers, { client: { text_reminders: true } });
    expect(family.statusCode).toBe(200);
    expect(family.json().data.attributes.text_reminders).toBe(true);
    const coach = await put('/v1/trainer/profile', trainer.headers, {
      athlete: { contact_number: '502-555-0199', text_reminders: true },
    });
    expect(coach.statusCode).toBe(200);
    expect(coach.json().data.attributes.text_reminders).toBe(true);

    at(6.1);
    const runs = await Promise.all([1, 2, 3].map(() => sendSessionReminders(context())));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(4); // two emails, two texts
    const [text, ...more] = await texts(FAMILY_PHONE, id);
    expect(more).toHaveLength(0);
    expect(text?.kind).toBe('session_reminder_24h_text');
    expect(text?.subject).toBe('');
    expect(text?.textBody).toMatch(
      /^TrainHub: Pat's Speed & Agility with Jordan starts within a day, Sat 03-07-2026 at 4:00 PM EST\. .+\. Details: /,
    );
    expect(text?.textBody).toContain(
      `Details: ${PUBLIC_URL}/bookings/${id} (turn texts off in your profile)`,
    );
    const [toTrainer, ...moreTrainer] = await texts(TRAINER_PHONE);
    expect(moreTrainer).toHaveLength(0);
    expect(toTrainer?.kind).toBe('trainer_session_reminder_24h_text');
    expect(toTrainer?.textBody).toContain(
      'Your Speed & Agility with Pat starts within a day, Sat 03-07-2026 at 1:00 PM PST',
    );
    expect(toTrainer?.textBody).toContain(`${PUBLIC_URL}/trainer/schedule`);
    expect(await reminders(player.email)).toHaveLength(1);
    expect(await reminders(trainer.email)).toHaveLength(1);
  });

  it('come alone when the emails are off', async () => {
    const { id, player } = await accepted(30);
    const res = await put('/v1/client/profiles', player.headers, {
      client: { session_reminders: false, text_reminders: true },
    });
    expect(res.statusCode).toBe(200);
    at(6.1);
    await sendSessionReminders(context());
    expect(await reminders(player.email)).toHaveLength(0);
    expect((await texts(FAMILY_PHONE, id)).map((m) => m.kind)).toEqual(['session_reminder_24h_text']);
  });

  it('need a phone number: turning them on without one is refused and changes nothing', async () => {
    const { player, trainer } = await accepted(30);
    const res = await put('/v1/client/profiles', player.headers, {
      client: { parent_contact_number: '', text_reminders: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ text_reminders: 'Add a phone number to get text reminders' }]);
    const after = await t.get('/v1/client/profiles', player.headers);
    expect(after.json().data.attributes.parent_contact_number).toBe('+1 (859) 555-0101');
    expect(after.json().data.attributes.text_reminders).toBe(false);
    const coach = await put('/v1/trainer/profile', trainer.headers, { athlete: { text_reminders: true } });
    expect(coach.statusCode).toBe(422);
    expect(coach.json().errors).toEqual([{ text_reminders: 'Add a phone number to get text reminders' }]);
  });

  it('are handed to the text transport by the delivery job, not to the email one', async () => {
    const { id, player } = await accepted(30);
    await put('/v1/client/profiles', player.headers, { client: { text_reminders: true } });
    at(6.1);
    await sendSessionReminders(context());
    const [text] = await texts(FAMILY_PHONE, id);
    if (!text) throw new Error('no text written');
    const handed: OutgoingMessage[] = [];
    const recorder = { deliver: async (m: OutgoingMessage) => handed.push(m) };
    expect(await deliverOutboxEmail(db(), recorder, text.id, now())).toBe('sent');
    expect(handed).toEqual([
      expect.objectContaining({ channel: 'sms', to: FAMILY_PHONE, text: text.textBody }),
    ]);
    expect(handed[0]).not.toHaveProperty('html');
  });
});
