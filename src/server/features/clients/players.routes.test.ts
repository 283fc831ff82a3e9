// Several players per account (ADR 0045): the parent lists, adds, changes, removes players and
// picks the active one, the one /v1/client/profiles shows and new bookings are for. Another
// family's player id and removing the last player are refused in the spec's error shape and
// change nothing.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADD_CHILD_AGREEMENT,
  LAST_PLAYER_MESSAGE,
  PARENT_CONSENT_REQUIRED,
  PLAYER_HAS_BOOKINGS_MESSAGE,
} from '../../../shared/api/players';
import { GENDER_MISMATCH_MESSAGE } from '../../../shared/domain/eligibility';
import { bookings, consents, players } from '../../db/schema';
import { bookingBody, bookingTestApp } from '../../testing/booking-factories';
import { createSport } from '../../testing/factories';

const t = bookingTestApp(new Date('2026-03-10T15:00:00Z'));
let soccerId: number;
beforeAll(async () => {
  soccerId = (await createSport(t.db(), 'Soccer', ['Striker', 'Goalkeeper'])).id;
});

const sister = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Riley',
  last_name: 'Player',
  city: 'Louisville',
  state: 'KY',
  dob: '2012-03-04',
  passing_year: 2030,
  gender: 2,
  sport_id: soccerId,
  position: ['goalkeeper'],
  instagram: 'riley_keeps',
  ...overrides,
});

type Headers = Record<string, string>;
const list = async (headers: Headers) => (await t.get('/v1/client/players', headers)).json().data;
const add = (headers: Headers, player: Record<string, unknown>) =>
  t.post('/v1/client/players', headers, { player });
const activate = (headers: Headers, id: number) => t.put(`/v1/client/players/${id}/activate`, headers, {});
const remove = (headers: Headers, id: number) => t.send('DELETE', `/v1/client/players/${id}`, headers);
const profile = async (headers: Headers) =>
  (await t.get('/v1/client/profiles', headers)).json().data.attributes;

async function family() {
  const player = await t.player({ gender: 1, passingYear: 2029, parentFirstName: 'Sam' });
  const added = await add(player.headers, sister());
  expect(added.statusCode, added.body).toBe(201);
  return { ...player, firstId: player.playerId, secondId: Number(added.json().data.id) };
}

describe('the account’s players', () => {
  it('lists the first player as active, adds a second with sign-up’s rules, and the profile keeps the first', async () => {
    const player = await t.player({ firstName: 'Casey' });
    const before = await list(player.headers);
    expect(before).toEqual([
      expect.objectContaining({
        id: String(player.playerId),
        type: 'player',
        attributes: expect.objectContaining({ first_name: 'Casey', active: true }),
      }),
    ]);
    const res = await add(player.headers, sister());
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({
      first_name: 'Riley',
      active: false,
      position: ['Goalkeeper'],
      gender: 2,
      instagram: 'https://instagram.com/riley_keeps',
    });
    expect(
      (await list(player.headers)).map(
        (p: { attributes: { first_name: string } }) => p.attributes.first_name,
      ),
    ).toEqual(['Casey', 'Riley']);
    expect(await profile(player.headers)).toMatchObject({ first_name: 'Casey', email: player.email });
  });

  it('refuses a new player without the required fields or with a sport’s wrong positions, adding nobody', async () => {
    const player = await t.player();
    const blank = await add(player.headers, sister({ first_name: '', city: undefined }));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual(
      expect.arrayContaining([{ first_name: "can't be blank" }, { city: expect.any(String) }]),
    );
    const wrong = await add(player.headers, sister({ position: ['Quarterback'] }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: [{ position: 'must be positions of the selected sport' }] });
    expect(await list(player.headers)).toHaveLength(1);
  });

  it('keeps none of a child’s own contact or social fields (ADR 0041)', async () => {
    const player = await t.player();
    const res = await add(
      player.headers,
      sister({ dob: '2016-06-01', contact_number: '5025550100', parent_consent: true }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({
      dob: '2016-06-01',
      instagram: null,
      contact_number: null,
      player_email: null,
    });
  });

  it('switches the active player: the profile shows them, the account’s own fields stay', async () => {
    const f = await family();
    const res = await activate(f.headers, f.secondId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ first_name: 'Riley', active: true });
    expect(await profile(f.headers)).toMatchObject({
      first_name: 'Riley',
      gender: 2,
      email: f.email,
      parent_first_name: 'Sam',
    });
    // The profile's update writes the active player only.
    const put = await t.put('/v1/client/profiles', f.headers, { client: { club: 'Keepers FC' } });
    expect(put.statusCode).toBe(200);
    const players = await list(f.headers);
    expect(
      players.map((p: { attributes: { club: string | null; active: boolean } }) => p.attributes),
    ).toEqual([
      expect.objectContaining({ active: false, club: null }),
      expect.objectContaining({ active: true, club: 'Keepers FC' }),
    ]);
  });

  it('changes one player, leaving the other and the account as they were', async () => {
    const f = await family();
    const res = await t.put(`/v1/client/players/${f.secondId}`, f.headers, {
      player: { jersey_number: '1', sport_id: soccerId, position: ['Striker'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      jersey_number: '1',
      position: ['Striker'],
      active: false,
    });
    expect(await profile(f.headers)).toMatchObject({ first_name: f.firstName, jersey_number: null });
  });

  it('keeps a player added at 7 editable, and their birth date correctable within sign-up’s range', async () => {
    const player = await t.player({ gender: 1 });
    const seven = '2019-01-20';
    const added = await add(
      player.headers,
      sister({ dob: seven, first_name: 'Jamie', parent_consent: true }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const id = Number(added.json().data.id);
    // The edit form sends every field back, the birth date on file included.
    const kept = await t.put(`/v1/client/players/${id}`, player.headers, {
      player: { dob: seven, jersey_number: '7' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.attributes).toMatchObject({ dob: seven, jersey_number: '7' });
    // As the active player, through the profile too.
    expect((await activate(player.headers, id)).statusCode).toBe(200);
    const profileUpdate = await t.put('/v1/client/profiles', player.headers, {
      client: { dob: seven, club: 'Keepers FC' },
    });
    expect(profileUpdate.statusCode, profileUpdate.body).toBe(200);
    // A correction of a date the app took (under 10 years ago) is taken within sign-up's range
    // (6 years), on the player's edit and on the profile alike (a parent fixing a typo).
    const corrected = await t.put(`/v1/client/players/${id}`, player.headers, {
      player: { dob: '2019-06-01', jersey_number: '8' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data.attributes).toMatchObject({ dob: '2019-06-01' });
    expect(
      (await t.put('/v1/client/profiles', player.headers, { client: { dob: '2019-06-02' } })).statusCode,
    ).toBe(200);
    // Younger than sign-up's range is refused, and nothing is changed.
    const tooYoung = await t.put(`/v1/client/players/${id}`, player.headers, {
      player: { dob: '2021-01-01', jersey_number: '9' },
    });
    expect(tooYoung.statusCode).toBe(422);
    expect(tooYoung.json()).toEqual({ errors: [{ dob: 'must be on or before 03-10-2020' }] });
    expect((await profile(player.headers)).jersey_number).toBe('8');
    // A player kept at 10 or older still takes the profile's own range.
    expect((await activate(player.headers, player.playerId)).statusCode).toBe(200);
    const first = await t.put('/v1/client/profiles', player.headers, { client: { dob: '2019-06-01' } });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({ errors: [{ dob: 'must be on or before 03-10-2016' }] });
  });

  it('books for the active player: eligibility is theirs, and the booking and the trainer name them', async () => {
    const f = await family();
    const card = await t.card(f.id);
    const trainer = await t.trainer();
    const { service, entry } = await t.bookableService({ trainer, seats: 3, service: { gender: 'female' } });
    const refused = await t.book(f, bookingBody(service, entry, { card_id: card.id }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: [{ gender: GENDER_MISMATCH_MESSAGE }] });

    expect((await activate(f.headers, f.secondId)).statusCode).toBe(200);
    const booked = await t.book(f, bookingBody(service, entry, { card_id: card.id }));
    expect(booked.statusCode, booked.body).toBe(201);
    const [row] = await t.db().select().from(bookings).where(eq(bookings.clientId, f.id));
    expect(row?.playerId).toBe(f.secondId);
    const requests = (await t.get('/v1/trainer/booking_requests', trainer.headers)).json().data;
    expect(requests[0].attributes.player).toMatchObject({ first_name: 'Riley', last_name: 'Player' });
    // Switching back later does not move the booking to the other player.
    expect((await activate(f.headers, f.firstId)).statusCode).toBe(200);
    const again = (await t.get('/v1/trainer/booking_requests', trainer.headers)).json().data;
    expect(again[0].attributes.player).toMatchObject({ first_name: 'Riley' });
  });

  it('removes a player; the active one removed makes the oldest remaining active', async () => {
    const f = await family();
    expect((await activate(f.headers, f.secondId)).statusCode).toBe(200);
    const res = await remove(f.headers, f.secondId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    const players = await list(f.headers);
    expect(players).toEqual([
      expect.objectContaining({
        id: String(f.firstId),
        attributes: expect.objectContaining({ active: true }),
      }),
    ]);
    expect(await profile(f.headers)).toMatchObject({ first_name: f.firstName });
  });

  it('refuses to remove the last player, or one with bookings, and changes nothing', async () => {
    const player = await t.player();
    const last = await remove(player.headers, player.playerId);
    expect(last.statusCode).toBe(422);
    expect(last.json()).toEqual({ errors: [LAST_PLAYER_MESSAGE] });
    expect(await list(player.headers)).toHaveLength(1);

    const f = await family();
    const card = await t.card(f.id);
    const { service, entry } = await t.bookableService({ seats: 3 });
    expect((await t.book(f, bookingBody(service, entry, { card_id: card.id }))).statusCode).toBe(201);
    const withBookings = await remove(f.headers, f.firstId);
    expect(withBookings.statusCode).toBe(422);
    expect(withBookings.json()).toEqual({ errors: [PLAYER_HAS_BOOKINGS_MESSAGE] });
    expect(await list(f.headers)).toHaveLength(2);
  });

  it('answers another family’s player id as a missing one, on every call, and changes nothing', async () => {
    const mine = await family();
    const theirs = await family();
    const attempts = [
      t.put(`/v1/client/players/${theirs.secondId}`, mine.headers, { player: { first_name: 'Taken' } }),
      activate(mine.headers, theirs.secondId),
      remove(mine.headers, theirs.secondId),
      remove(mine.headers, theirs.firstId),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: ['Player not found'] });
    }
    expect(
      (await list(theirs.headers)).map((p: { attributes: { first_name: string; active: boolean } }) => [
        p.attributes.first_name,
        p.attributes.active,
      ]),
    ).toEqual([
      [theirs.firstName, true],
      ['Riley', false],
    ]);
    expect(await profile(mine.headers)).toMatchObject({ first_name: mine.firstName });
    expect(await list(mine.headers)).toHaveLength(2);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.get('/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/v1/client/players'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/v1/client/players/{id}'] ?? {}).sort()).toEqual(['delete', 'put']);
    expect(Object.keys(doc.paths['/v1/client/players/{id}/activate'] ?? {})).toEqual(['put']);
  });

  it('needs a signed-in client', async () => {
    expect((await t.get('/v1/client/players', {})).statusCode).toBe(401);
    expect((await add({}, sister())).statusCode).toBe(401);
  });
});

// ADR 0041: a child under 13 joins the account only with the parent's agreement, recorded with
// the player, as at sign-up; a player of 13 or more needs none.
describe('adding a child under 13', () => {
  const CHILD_DOB = '2018-05-02'; // 7 on the test's day
  const child = (overrides: Record<string, unknown> = {}) =>
    sister({ first_name: 'Emma', dob: CHILD_DOB, passing_year: 2032, ...overrides });
  const consentsOf = (clientId: number) =>
    t.db().select().from(consents).where(eq(consents.clientId, clientId)).orderBy(consents.id);

  it("is refused without the parent's agreement, adding nobody and recording nothing", async () => {
    const parent = await t.player();
    for (const parentConsent of [undefined, false]) {
      const res = await add(parent.headers, child({ parent_consent: parentConsent }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: [{ parent_consent: PARENT_CONSENT_REQUIRED }] });
    }
    expect(await list(parent.headers)).toHaveLength(1);
    expect(await t.db().select().from(players).where(eq(players.clientId, parent.id))).toHaveLength(1);
    expect(await consentsOf(parent.id)).toEqual([]);
  });

  it('records the agreement with the player, when and from where, and the export lists it', async () => {
    const parent = await t.player();
    const headers = { ...parent.headers, 'user-agent': 'FamilyPhone/2.0' };
    const res = await add(headers, child({ parent_consent: true }));
    expect(res.statusCode, res.body).toBe(201);
    const playerId = Number(res.json().data.id);
    expect(res.json().data.attributes).not.toHaveProperty('parent_consent');
    const [consent, ...more] = await consentsOf(parent.id);
    expect(more).toEqual([]);
    expect(consent).toMatchObject({
      kind: 'add_child_terms',
      playerId,
      statement: ADD_CHILD_AGREEMENT,
      forChild: true,
      agreedAt: t.now,
      userAgent: 'FamilyPhone/2.0',
    });
    expect(consent?.ipAddress).toBeTruthy();

    const data = (await t.get('/v1/client/account/data', parent.headers)).json();
    expect(data.consents).toEqual([
      expect.objectContaining({
        kind: 'add_child_terms',
        statement: ADD_CHILD_AGREEMENT,
        for_child: true,
        player_id: playerId,
        user_agent: 'FamilyPhone/2.0',
      }),
    ]);
  });

  it('needs no agreement for a player of 13 or more, and records none', async () => {
    const parent = await t.player();
    const res = await add(parent.headers, sister({ dob: '2013-03-10' })); // 13 today
    expect(res.statusCode, res.body).toBe(201);
    expect(await consentsOf(parent.id)).toEqual([]);
  });
});
