// Private calendar feeds (ADR 0042), read back with a real iCalendar parser (ical.js, Mozilla's):
// the family's bookings and the trainer's sessions, requests marked apart from accepted ones,
// cancelled ones gone, the family's contact only once accepted, and URLs that stop when replaced,
// turned off or when the account is deleted.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { CLIENT_CALENDAR_FEED_PATH, TRAINER_CALENDAR_FEED_PATH } from '../../../shared/api/calendar-feeds';
import { eventLocation } from '../../../shared/domain/booking-events';
import { hashPassword } from '../../lib/passwords';
import {
  book,
  bookingBody,
  createBookingParties,
  createPlayerWithCard,
  createTrainer,
  PAT_RIVERA,
} from '../../testing/booking-factories';
import { testAppOnMovedClock } from '../../testing/job-context';
import { completePastBookings } from '../bookings/booking-transitions.service';
import { insertPlayer } from '../clients/players.repository';

const START = new Date('2026-03-10T15:00:00Z');
const t = testAppOnMovedClock(START);
const { db, now, put } = t;
const passwordHash = await hashPassword('Family-Password-1');

/** A family with two requests of Jordan Lee's training: one accepted, one still waiting. */
async function family() {
  const trainer = await createTrainer(db(), now(), { firstName: 'Jordan', lastName: 'Lee' });
  const first = await createBookingParties(db(), now(), {
    trainer,
    hoursAhead: 48,
    service: { name: 'Speed & Agility' },
    player: { ...PAT_RIVERA, passwordHash },
  });
  const accepted = await book(
    t.app,
    first.player,
    bookingBody(first.service, first.entry, { card_id: first.card.id }),
  );
  expect(accepted.statusCode).toBe(201);
  const acceptedId = Number(accepted.json().data.id);
  expect(
    (
      await put(`/v1/client/booking_requests/${acceptedId}/request_booking`, trainer.headers, {
        booking_request: { notes: 'Bring a ball and water.' },
      })
    ).statusCode,
  ).toBe(200);
  const second = await createBookingParties(db(), now(), {
    trainer,
    hoursAhead: 96,
    service: { name: 'Footwork' },
  });
  const pending = await book(
    t.app,
    first.player,
    bookingBody(second.service, second.entry, { card_id: first.card.id }),
  );
  expect(pending.statusCode).toBe(201);
  return {
    trainer,
    player: first.player,
    acceptedId,
    pendingId: Number(pending.json().data.id),
    full: first,
  };
}

async function feedUrl(path: string, headers: Record<string, string>): Promise<string> {
  const res = await t.post(path, headers);
  expect(res.statusCode).toBe(200);
  const url: string = res.json().data.url;
  expect(url).toMatch(/^https:\/\/app\.trainhub\.test\/calendar\/\d+-[A-Za-z0-9_-]{43}\.ics$/);
  return url;
}

async function events(url: string) {
  const res = await t.get(new URL(url).pathname, {});
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      status: String(vevent.getFirstPropertyValue('status')),
      description: event.description,
      location: event.location,
    };
  });
}

describe("the family's calendar feed", () => {
  it('has no URL until asked; then shows accepted sessions confirmed and requests tentative', async () => {
    const { player, acceptedId } = await family();
    expect((await t.get(CLIENT_CALENDAR_FEED_PATH, player.headers)).json()).toEqual({ data: { url: null } });
    const url = await feedUrl(CLIENT_CALENDAR_FEED_PATH, player.headers);
    expect((await t.get(CLIENT_CALENDAR_FEED_PATH, player.headers)).json()).toEqual({ data: { url } });
    const list = await events(url);
    expect(list).toEqual([
      expect.objectContaining({
        summary: 'Speed & Agility with Jordan Lee (for Pat)',
        start: '2026-03-12T15:00:00.000Z',
        status: 'CONFIRMED',
      }),
      expect.objectContaining({
        summary: 'Requested: Footwork with Jordan Lee (for Pat)',
        status: 'TENTATIVE',
      }),
    ]);
    expect(list[0]?.description).toContain(`https://app.trainhub.test/bookings/${acceptedId}`);
    // The trainer's note with their answer travels with the event.
    expect(list[0]?.description).toContain('From Jordan: Bring a ball and water.');
    expect(list[1]?.description).not.toContain('From Jordan');
  });

  it('names the player each event is for, so a family with two children tells them apart', async () => {
    const { player, trainer, full } = await family();
    const emma = await insertPlayer(db(), { clientId: player.id, firstName: 'Emma', lastName: 'Rivera' });
    const third = await createBookingParties(db(), now(), {
      trainer,
      hoursAhead: 120,
      service: { name: 'Defending 1v1 Training' },
    });
    const forEmma = await book(
      t.app,
      player,
      bookingBody(third.service, third.entry, { card_id: full.card.id, player_id: emma.id }),
    );
    expect(forEmma.statusCode, forEmma.body).toBe(201);
    const list = await events(await feedUrl(CLIENT_CALENDAR_FEED_PATH, player.headers));
    expect(list.map((e) => e.summary)).toEqual([
      'Speed & Agility with Jordan Lee (for Pat)',
      'Requested: Footwork with Jordan Lee (for Pat)',
      'Requested: Defending 1v1 Training with Jordan Lee (for Emma)',
    ]);
    expect(list[2]?.description).toContain('Defending 1v1 Training with Jordan Lee (for Emma)');
  });

  it('drops a declined request, and a new URL or turning it off stops the old one', async () => {
    const { player, trainer, pendingId } = await family();
    const url = await feedUrl(CLIENT_CALENDAR_FEED_PATH, player.headers);
    expect((await events(url)).map((e) => e.summary)).toContain(
      'Requested: Footwork with Jordan Lee (for Pat)',
    );
    const declined = await put(`/v1/client/booking_requests/${pendingId}/reject`, trainer.headers);
    expect(declined.statusCode).toBe(200);
    expect((await events(url)).map((e) => e.summary)).toEqual(['Speed & Agility with Jordan Lee (for Pat)']);
    const fresh = await feedUrl(CLIENT_CALENDAR_FEED_PATH, player.headers);
    expect(fresh).not.toBe(url);
    expect((await t.get(new URL(url).pathname, {})).statusCode).toBe(404);
    expect((await events(fresh)).length).toBeGreaterThan(0);
    expect((await t.send('DELETE', CLIENT_CALENDAR_FEED_PATH, player.headers)).statusCode).toBe(200);
    expect((await t.get(new URL(fresh).pathname, {})).statusCode).toBe(404);
  });

  it('answers 404 to a forged or altered token; the URL is only for its signed-in owner', async () => {
    const { player } = await family();
    const url = await feedUrl(CLIENT_CALENDAR_FEED_PATH, player.headers);
    const path = new URL(url).pathname;
    const forged = path.replace(/-(.)/, (_, c: string) => `-${c === 'A' ? 'B' : 'A'}`);
    expect((await t.get(forged, {})).statusCode).toBe(404);
    expect((await t.get('/calendar/1-x.ics', {})).statusCode).toBe(404);
    expect((await t.get(CLIENT_CALENDAR_FEED_PATH, {})).statusCode).toBe(401);
    expect((await t.post(CLIENT_CALENDAR_FEED_PATH, {})).statusCode).toBe(401);
  });

  it('stops answering when the family deletes the account (ADR 0040)', async () => {
    const { player, service, entry, card } = await createBookingParties(db(), now(), {
      hoursAhead: 48,
      player: { ...PAT_RIVERA, passwordHash },
    });
    expect((await book(t.app, player, bookingBody(service, entry, { card_id: card.id }))).statusCode).toBe(
      201,
    );
    const url = await feedUrl(CLIENT_CALENDAR_FEED_PATH, player.headers);
    expect(await events(url)).toHaveLength(1);
    const deleted = await t.send('DELETE', '/v1/client/account', player.headers, {
      password: 'Family-Password-1',
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.get(new URL(url).pathname, {})).statusCode).toBe(404);
  });
});

describe("the trainer's calendar feed", () => {
  it("lists each session with its players; the family's contact only once accepted", async () => {
    const { trainer, full } = await family();
    // Another family waits for a seat in the accepted (full) session.
    const waiting = await createPlayerWithCard(db(), now());
    const joined = await t.post('/v1/client/waitlist', waiting.player.headers, {
      waitlist_entry: { provided_service_id: full.service.id, starts_at: full.entry.fromTime.toISOString() },
    });
    expect(joined.statusCode).toBe(201);
    const url = await feedUrl(TRAINER_CALENDAR_FEED_PATH, trainer.headers);
    const list = await events(url);
    const accepted = list.find((e) => e.summary === 'Speed & Agility: Pat');
    expect(accepted).toMatchObject({ status: 'CONFIRMED', start: '2026-03-12T15:00:00.000Z' });
    expect(accepted?.description).toContain('Pat Rivera');
    expect(accepted?.description).toContain('(accepted)');
    expect(accepted?.description).toContain('Family: Sam Rivera');
    expect(accepted?.description).toContain('1 on waitlist');
    const pending = list.find((e) => e.summary === 'Requested: Footwork: Pat');
    expect(pending?.status).toBe('TENTATIVE');
    expect(pending?.description).toContain('request, not answered yet');
    expect(pending?.description).not.toContain('Family:');
    expect(pending?.description).not.toContain('on waitlist');
    // Where, as an address reads for a calendar's map, not the pages' 'place | address'.
    const place = {
      provided_service: { training_type: 'group' },
      location: 'Oakwood Fields',
      address: '5299 Main Blvd',
    };
    expect(eventLocation(place)).toBe('Oakwood Fields, 5299 Main Blvd');
  });

  it('reads an accepted session the trainer asked to cancel as that, not as a request', async () => {
    const { trainer, player, acceptedId } = await family();
    const asked = await put(
      `/v1/client/booking_requests/${acceptedId}/request_cancellation`,
      trainer.headers,
      {
        booking_request: { notes: 'I am sick that day, sorry!' },
      },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const trainerEvents = await events(await feedUrl(TRAINER_CALENDAR_FEED_PATH, trainer.headers));
    expect(trainerEvents.find((e) => e.start === '2026-03-12T15:00:00.000Z')).toMatchObject({
      summary: 'Cancellation asked: Speed & Agility: Pat',
      status: 'TENTATIVE',
    });
    const familyEvents = await events(await feedUrl(CLIENT_CALENDAR_FEED_PATH, player.headers));
    expect(familyEvents.find((e) => e.start === '2026-03-12T15:00:00.000Z')?.summary).toBe(
      'Cancellation asked: Speed & Agility with Jordan Lee (for Pat)',
    );
  });

  it('keeps a session the trainer held in the last days, as the family’s feed does', async () => {
    const { trainer } = await family();
    const url = await feedUrl(TRAINER_CALENDAR_FEED_PATH, trainer.headers);
    const start = new Date(now().getTime() + 48 * 3_600_000).toISOString();
    // The session is over and completed: it stays in the trainer's calendar, confirmed.
    t.at((now().getTime() - START.getTime()) / 3_600_000 + 52);
    expect(await completePastBookings(db(), now())).not.toHaveLength(0);
    const held = (await events(url)).find((e) => e.start === start);
    expect(held).toMatchObject({ summary: 'Speed & Agility: Pat', status: 'CONFIRMED' });
    expect(held?.description).toContain('(completed)');
  });
});
