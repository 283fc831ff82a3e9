import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { TRAINER_CALENDAR_FEED_PATH } from '../../../shared/api/calendar-feeds';
import {
  TRAINER_ACCOUNT_DATA_PATH,
  TRAINER_ACCOUNT_DATA_PDF_PATH,
} from '../../../shared/api/trainer-account';
import {
  book,
  bookingBody,
  createBookingParties,
  createPlayerWithCard,
  createTrainer,
  PAT_RIVERA,
} from '../../testing/booking-factories';
import { createCalendarEntry } from '../../testing/factories';
import { HOUR, testAppOnMovedClock } from '../../testing/job-context';
import { insertReview } from '../reviews/reviews.repository';

// The trainer's copy of their own data (ADR 0055): each part as the trainer site shows it, and
// nothing of another trainer's or more of a family than the trainer already sees.

const START = new Date('2026-03-10T15:00:00Z');
const t = testAppOnMovedClock(START);
const { db, now, at, put } = t;

let n = 0;
const unique = () => {
  n += 1;
  return `${n}-${Math.random().toString(36).slice(2, 8)}`;
};

/**
 * Jordan Lee with a group training 48 h ahead (two seats), an opening that is over, the Rivera
 * family's request accepted (so the trainer sees the parent), the Moreno family's request for
 * their child pending (neither the parent nor the child's last name shown),
 * a public review and a private feedback, and a calendar feed.
 */
async function trainerWithHistory(training = 'Speed & Agility') {
  at(0);
  const trainer = await createTrainer(db(), now(), {
    firstName: 'Jordan',
    lastName: `Lee${unique()}`,
    contactNumber: '+1 (859) 555-0199',
  });
  const { service, entry, player, card } = await createBookingParties(db(), now(), {
    trainer,
    seats: 2,
    hoursAhead: 48,
    service: { name: training },
    player: { ...PAT_RIVERA, email: `rivera-${unique()}@example.test` },
  });
  const past = await createCalendarEntry(db(), {
    athleteId: trainer.id,
    serviceIds: [service.id],
    from: new Date(now().getTime() - 72 * HOUR),
  });
  const accepted = await book(
    t.app,
    player,
    bookingBody(service, entry, { card_id: card.id, notes: 'Left foot' }),
  );
  expect(accepted.statusCode).toBe(201);
  const acceptedId = Number(accepted.json().data.id);
  expect(
    (await put(`/v1/client/booking_requests/${acceptedId}/request_booking`, trainer.headers)).statusCode,
  ).toBe(200);
  const other = await createPlayerWithCard(db(), now(), {
    firstName: 'Alex',
    lastName: 'Moreno',
    // A child: the last name stays with the family (ADR 0041).
    dob: '2016-05-01',
    parentFirstName: 'Dana',
    parentLastName: 'Moreno',
    email: `moreno-${unique()}@example.test`,
  });
  const pending = await book(t.app, other.player, bookingBody(service, entry, { card_id: other.card.id }));
  expect(pending.statusCode).toBe(201);
  for (const review of [{ comment: 'Great coach' }, { privateComment: 'Could start on time' }]) {
    await insertReview(db(), {
      bookingId: acceptedId,
      clientId: player.id,
      athleteId: trainer.id,
      providedServiceId: service.id,
      rating: 5,
      ...review,
    });
  }
  const feed = await t.post(TRAINER_CALENDAR_FEED_PATH, trainer.headers);
  expect(feed.statusCode).toBe(200);
  return {
    trainer,
    service,
    entry,
    past,
    player,
    other: other.player,
    acceptedId,
    pendingId: Number(pending.json().data.id),
    feedUrl: feed.json().data.url as string,
  };
}

type Row = Record<string, unknown> & { id: number };
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe("the trainer's data export", () => {
  it("gives the trainer their data as the trainer site shows it, and nothing of another trainer's", async () => {
    const mine = await trainerWithHistory();
    const theirs = await trainerWithHistory('Goalkeeping');
    const res = await t.get(TRAINER_ACCOUNT_DATA_PATH, mine.trainer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="trainhub-data-2026-03-10.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();

    // The profile as GET /v1/trainer/profile shows it.
    const profile = (await t.get('/v1/trainer/profile', mine.trainer.headers)).json().data.attributes;
    expect(data.profile).toEqual(profile);
    expect(data.profile).toMatchObject({ first_name: 'Jordan', email: mine.trainer.email });
    expect(data.notification_settings).toEqual({
      daily_agenda_email: profile.daily_agenda_email,
      session_reminders: profile.session_reminders,
      text_reminders: profile.text_reminders,
    });
    expect(data.trainings).toEqual([
      expect.objectContaining({ id: mine.service.id, name: 'Speed & Agility' }),
    ]);
    expect(ids(data.openings.ahead)).toEqual([mine.entry.id]);
    expect(ids(data.openings.past)).toEqual([mine.past.id]);

    // Bookings of every status; the family named once accepted, as on the schedule.
    const bookings: Row[] = data.bookings;
    expect(ids(bookings).sort()).toEqual([mine.acceptedId, mine.pendingId].sort());
    const accepted = bookings.find((b) => b.id === mine.acceptedId);
    expect(accepted).toMatchObject({
      status: 'accepted',
      notes: 'Left foot',
      player: { first_name: 'Pat', last_name: 'Rivera' },
      family: { parent_name: 'Sam Rivera', email: mine.player.email },
    });
    const pending = bookings.find((b) => b.id === mine.pendingId);
    expect(pending).toMatchObject({
      status: 'pending',
      player: { first_name: 'Alex', last_name: null },
      family: null,
    });
    expect(JSON.stringify(data)).not.toContain(mine.other.email);
    expect(JSON.stringify(data)).not.toContain('Moreno');

    expect(data.payouts).toEqual([
      expect.objectContaining({ id: mine.acceptedId, earned_cents: expect.any(Number) }),
    ]);
    expect(data.reviews.map((r: { kind: string; comment: string }) => [r.kind, r.comment]).sort()).toEqual([
      ['private', 'Could start on time'],
      ['public', 'Great coach'],
    ]);
    expect(data.calendar_feeds).toEqual([expect.objectContaining({ revoked_at: null })]);
    const feedToken = new URL(mine.feedUrl).pathname.split('/').pop()?.replace('.ics', '') ?? '';
    // The token is `{id}-{mac}`; the mac (base64url, 43 characters) may itself hold '-' or
    // start with one: all of it is the secret part.
    const feedSecret = feedToken.slice(feedToken.indexOf('-') + 1);
    expect(feedSecret).toHaveLength(43);
    expect(JSON.stringify(data)).not.toContain(feedSecret);
    const subjects = data.emails.map((e: { subject: string; to: string }) => e.subject);
    expect(subjects.length).toBeGreaterThan(0);
    expect(data.emails.every((e: { to: string }) => e.to === mine.trainer.email)).toBe(true);
    expect(subjects.join('\n')).toContain('Pat');

    // Nothing of the other trainer's.
    const text = JSON.stringify(data);
    expect(text).not.toContain(theirs.trainer.email);
    expect(text).not.toContain('Goalkeeping');
    expect(ids(bookings)).not.toContain(theirs.acceptedId);
    expect(ids(data.openings.ahead)).not.toContain(theirs.entry.id);
  });

  it('gives the same as a PDF the trainer can read', async () => {
    const mine = await trainerWithHistory();
    const res = await t.get(TRAINER_ACCOUNT_DATA_PDF_PATH, mine.trainer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe('attachment; filename="trainhub-data-2026-03-10.pdf"');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(`Jordan ${mine.trainer.lastName}`);
    expect(text).toContain(mine.trainer.email);
    expect(text).toContain(`Booking ${mine.acceptedId}: Speed & Agility with Pat Rivera (family: Sam Rivera`);
    expect(text).toContain('"Great coach"');
  });

  it('is only for the signed-in trainer: a family or nobody gets 401', async () => {
    const mine = await trainerWithHistory();
    for (const path of [TRAINER_ACCOUNT_DATA_PATH, TRAINER_ACCOUNT_DATA_PDF_PATH]) {
      expect((await t.get(path, {})).statusCode).toBe(401);
      const family = await t.get(path, mine.player.headers);
      expect(family.statusCode).toBe(401);
      expect(family.json()).toEqual({ errors: ['Trainer not authorized'] });
    }
  });
});
