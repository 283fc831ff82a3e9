// Checkout's "Booking for" (ADR 0045): POST /v1/client/bookings takes the player a booking is
// for (`player_id`, the active one when absent). The player must be the account's own: another
// family's id is answered 404 in the spec's shape and books nothing. Grade and gender are judged
// for the chosen player, and the family's bookings name the player each is for.
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_HAS_BOOKINGS_MESSAGE } from '../../../shared/api/players';
import { GENDER_MISMATCH_MESSAGE } from '../../../shared/domain/eligibility';
import { providerCalls } from '../../db/schema';
import { bookingBody, bookingsOf, bookingTestApp, freeSlotOf } from '../../testing/booking-factories';
import { createSport } from '../../testing/factories';

const t = bookingTestApp(new Date('2026-03-10T15:00:00Z'));
let soccerId: number;
beforeAll(async () => {
  soccerId = (await createSport(t.db(), 'Soccer', ['Striker', 'Goalkeeper'])).id;
});

/** An account with its first player (a boy, 9th grade) and a second one (a girl, 7th grade). */
async function family() {
  const account = await t.player({ gender: 1, passingYear: 2029 });
  const added = await t.post('/v1/client/players', account.headers, {
    player: {
      first_name: 'Riley',
      last_name: 'Player',
      city: 'Louisville',
      state: 'KY',
      dob: '2013-03-04',
      passing_year: 2031,
      gender: 2,
      sport_id: soccerId,
      position: ['Goalkeeper'],
    },
  });
  expect(added.statusCode, added.body).toBe(201);
  const card = await t.card(account.id);
  return { ...account, card, firstId: account.playerId, secondId: Number(added.json().data.id) };
}

const playerOfList = async (headers: Record<string, string>) =>
  (await t.get('/v1/client/bookings', headers))
    .json()
    .data.map(
      (b: { attributes: { player: { id: number; first_name: string } | null } }) => b.attributes.player,
    );

describe('POST /v1/client/bookings: the player a booking is for', () => {
  it('books for the chosen player, not the active one, and the list and detail name them', async () => {
    const f = await family();
    const { service, entry } = await t.bookableService({ seats: 3 });
    const res = await t.book(f, bookingBody(service, entry, { card_id: f.card.id, player_id: f.secondId }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.attributes.player).toEqual({
      id: f.secondId,
      first_name: 'Riley',
      last_name: 'Player',
    });
    const [row] = await bookingsOf(t.db(), f.id);
    expect(row?.playerId).toBe(f.secondId);
    const detail = await t.get(`/v1/client/bookings/${row?.id}`, f.headers);
    expect(detail.json().data.attributes.player).toMatchObject({ first_name: 'Riley' });
    // The active player did not change.
    const profile = (await t.get('/v1/client/profiles', f.headers)).json().data.attributes;
    expect(profile.first_name).toBe(f.firstName);
  });

  it('books for the active player when none is named, as before', async () => {
    const f = await family();
    const { service, entry } = await t.bookableService({ seats: 3 });
    const res = await t.book(f, bookingBody(service, entry, { card_id: f.card.id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.attributes.player).toMatchObject({ id: f.firstId, first_name: f.firstName });
  });

  it('lets one family book the same group session for two of its players, not twice for one', async () => {
    const f = await family();
    const { service, entry } = await t.bookableService({ seats: 3 });
    const forFirst = await t.book(f, bookingBody(service, entry, { card_id: f.card.id }));
    expect(forFirst.statusCode, forFirst.body).toBe(201);
    const forSecond = await t.book(
      f,
      bookingBody(service, entry, { card_id: f.card.id, player_id: f.secondId }),
    );
    expect(forSecond.statusCode, forSecond.body).toBe(201);
    const twice = await t.book(f, bookingBody(service, entry, { card_id: f.card.id, player_id: f.secondId }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ errors: ['You already booked this time slot'] });
    expect(await freeSlotOf(t.db(), entry.id)).toBe(1);
    expect((await playerOfList(f.headers)).map((p: { id: number }) => p.id).sort()).toEqual(
      [f.firstId, f.secondId].sort(),
    );
  });

  it('judges grade and gender for the chosen player (SPEC §8), whoever is active', async () => {
    const f = await family();
    const girls = await t.bookableService({ seats: 3, service: { gender: 'female' } });
    const refused = await t.book(f, bookingBody(girls.service, girls.entry, { card_id: f.card.id }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: [{ gender: GENDER_MISMATCH_MESSAGE }] });
    const forHer = await t.book(
      f,
      bookingBody(girls.service, girls.entry, { card_id: f.card.id, player_id: f.secondId }),
    );
    expect(forHer.statusCode, forHer.body).toBe(201);

    const highSchool = await t.bookableService({ seats: 3, service: { minGrade: 9, maxGrade: 12 } });
    const tooYoung = await t.book(
      f,
      bookingBody(highSchool.service, highSchool.entry, { card_id: f.card.id, player_id: f.secondId }),
    );
    expect(tooYoung.statusCode).toBe(422);
    expect(tooYoung.json()).toEqual({
      errors: [
        {
          grade:
            'You are a 7th (2031) and this training is only open to 9th - 12th. To complete booking you can change your grad year in your profile settings.',
        },
      ],
    });
    expect(await freeSlotOf(t.db(), highSchool.entry.id)).toBe(3);
    const forHim = await t.book(f, bookingBody(highSchool.service, highSchool.entry, { card_id: f.card.id }));
    expect(forHim.statusCode, forHim.body).toBe(201);
  });

  it('answers another family’s player id as a missing player and books nothing', async () => {
    const mine = await family();
    const theirs = await family();
    const { service, entry } = await t.bookableService({ seats: 3 });
    const callsBefore = await t.db().$count(providerCalls);
    for (const playerId of [theirs.firstId, theirs.secondId, 2_000_000_000]) {
      const res = await t.book(
        mine,
        bookingBody(service, entry, { card_id: mine.card.id, player_id: playerId }),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: ['Player not found'] });
    }
    expect(await bookingsOf(t.db(), mine.id)).toEqual([]);
    expect(await bookingsOf(t.db(), theirs.id)).toEqual([]);
    expect(await freeSlotOf(t.db(), entry.id)).toBe(3);
    // No card hold was placed for the refused requests.
    expect(await t.db().$count(providerCalls)).toBe(callsBefore);
  });

  it('refuses a player id that is not an id, in the spec’s shape', async () => {
    const f = await family();
    const { service, entry } = await t.bookableService({ seats: 3 });
    const body = bookingBody(service, entry, { card_id: f.card.id });
    const res = await t.book(f, { ...body, booking: { ...body.booking, player_id: 'Riley' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ player_id: 'is invalid' }] });
    expect(await bookingsOf(t.db(), f.id)).toEqual([]);
  });

  it('refuses a retry with the same Idempotency-Key for another player', async () => {
    const f = await family();
    const { service, entry } = await t.bookableService({ seats: 3 });
    const key = { 'idempotency-key': 'checkout-for-riley' };
    const first = await t.book(
      f,
      bookingBody(service, entry, { card_id: f.card.id, player_id: f.secondId }),
      key,
    );
    expect(first.statusCode, first.body).toBe(201);
    const other = await t.book(
      f,
      bookingBody(service, entry, { card_id: f.card.id, player_id: f.firstId }),
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(await bookingsOf(t.db(), f.id)).toHaveLength(1);
  });

  it('documents player_id in the OpenAPI document', async () => {
    const doc = (await t.get('/v1/openapi.json')).json();
    const body = doc.paths['/v1/client/bookings'].post.requestBody.content['application/json'].schema;
    expect(body.properties.booking.properties.player_id).toBeDefined();
  });
});

// A player removed while a booking is being made for them (ADR 0045): whichever commits first
// wins, the other gets a clear answer, and no booking is left without its player. On PostgreSQL
// the two requests race on separate connections; on PGlite they queue.
describe('removing a player while a booking is made for them', () => {
  it('either books and refuses the removal, or removes and answers the booking 404; never a 500', async () => {
    for (let round = 0; round < 6; round += 1) {
      const f = await family();
      const { service, entry } = await t.bookableService({ seats: 3 });
      const body = bookingBody(service, entry, { card_id: f.card.id, player_id: f.secondId });
      const [booked, removed] = await Promise.all([
        t.book(f, body),
        t.send('DELETE', `/v1/client/players/${f.secondId}`, f.headers),
      ]);
      const outcome = `${booked.statusCode}/${removed.statusCode}`;
      expect(['201/422', '404/200'], `${outcome}: ${booked.body} ${removed.body}`).toContain(outcome);
      const rows = await bookingsOf(t.db(), f.id);
      if (booked.statusCode === 201) {
        expect(rows.map((r) => r.playerId)).toEqual([f.secondId]);
        expect(removed.json()).toEqual({ errors: [PLAYER_HAS_BOOKINGS_MESSAGE] });
      } else {
        expect(rows).toHaveLength(0);
        expect(booked.json()).toEqual({ errors: ['Player not found'] });
        expect(await freeSlotOf(t.db(), entry.id)).toBe(3);
      }
    }
  });
});
