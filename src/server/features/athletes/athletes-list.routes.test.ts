import { beforeAll, describe, expect, it } from 'vitest';
import { createKentuckyAndDuke } from '../../testing/discovery-factories';
import { createAthlete, createCalendarEntry, createService, createSport } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
const inHours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

interface Card {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  contact_number: string | null;
  private_email: boolean;
  private_contact_number: boolean;
  next_availability: { selected_trainings: number[]; from_time: string; to_time: string } | null;
  [key: string]: unknown;
}

const t = testAppForFile({ context: { now: () => NOW } });
const ids: Record<string, number> = {};
let soccerId: number;
let publicServiceId: number;

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/client/athletes${query}` });
  return res;
}
async function names(query: string) {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { attributes: Card }[]).map(
    (d) => `${d.attributes.first_name} ${d.attributes.last_name}`,
  );
}

beforeAll(async () => {
  const db = t.database.db;
  const { kentucky, duke } = await createKentuckyAndDuke(db);
  const soccer = await createSport(db, 'Soccer', ['Striker']);
  const basketball = await createSport(db, 'Basketball', ['Center']);
  soccerId = soccer.id;

  const alice = await createAthlete(db, {
    firstName: 'Alice',
    lastName: 'Adams',
    gender: 'female',
    sportId: soccer.id,
    collegeId: kentucky.id,
    positions: ['Striker', 'Winger'],
    city: 'Lexington',
    state: 'KY',
    zip: '40502',
    email: 'alice@example.test',
    contactNumber: '+15550001111',
  });
  const aliceZ = await createAthlete(db, {
    firstName: 'Alice',
    lastName: 'Zane',
    gender: 'female',
    sportId: soccer.id,
    collegeId: duke.id,
    city: 'Durham',
    state: 'NC',
    zip: '27705',
  });
  const bella = await createAthlete(db, {
    firstName: 'Bella',
    lastName: 'Brown',
    gender: 'female',
    sportId: basketball.id,
    collegeId: duke.id,
    athleteType: 'trainer',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  });
  const carl = await createAthlete(db, {
    firstName: 'Carl',
    lastName: 'Clark',
    gender: 'male',
    sportId: soccer.id,
    collegeId: kentucky.id,
    athleteType: 'd1_college_coach',
    city: 'Louisville',
    state: 'KY',
    zip: '40202',
  });
  const dan = await createAthlete(db, {
    firstName: 'Dan',
    lastName: 'Diaz',
    gender: 'male',
    sportId: basketball.id,
    athleteType: 'coach',
    city: 'lexington',
    state: 'ky',
    zip: '40503',
    contactNumber: '+15550002222',
    privateEmail: true,
    privateContactNumber: true,
  });
  Object.assign(ids, { alice: alice.id, aliceZ: aliceZ.id, bella: bella.id, carl: carl.id, dan: dan.id });

  // Alice: a past opening, a full one tomorrow, then one with a seat offering three trainings.
  const pub = await createService(db, alice);
  const priv = await createService(db, alice, { privacySetting: 'private' });
  const draft = await createService(db, alice, { status: 'draft' });
  publicServiceId = pub.id;
  await createCalendarEntry(db, { athleteId: alice.id, serviceIds: [pub.id], from: inHours(-20) });
  await createCalendarEntry(db, { athleteId: alice.id, serviceIds: [pub.id], from: inHours(-1) });
  await createCalendarEntry(db, {
    athleteId: alice.id,
    serviceIds: [pub.id],
    from: inHours(24),
    freeSlot: 0,
  });
  await createCalendarEntry(db, {
    athleteId: alice.id,
    serviceIds: [pub.id, priv.id, draft.id],
    from: inHours(50),
  });
  await createCalendarEntry(db, { athleteId: alice.id, serviceIds: [pub.id], from: inHours(80) });
  // Bella: a free opening that offers only a draft training is no availability.
  const bellaDraft = await createService(db, bella, { status: 'draft' });
  await createCalendarEntry(db, { athleteId: bella.id, serviceIds: [bellaDraft.id], from: inHours(5) });
});

describe('GET /v1/client/athletes', () => {
  it('lists everyone by first name, last name, with the list attributes', async () => {
    expect(await names('')).toEqual(['Alice Adams', 'Alice Zane', 'Bella Brown', 'Carl Clark', 'Dan Diaz']);
    const res = await list('');
    const alice = res.json().data[0];
    expect(alice).toMatchObject({ id: String(ids.alice), type: 'athlete' });
    expect(alice.attributes).toMatchObject({
      college: 'Wildcats',
      college_name: 'University of Kentucky',
      college_slug: 'kentucky',
      sport: 'Soccer',
      sport_name: 'Soccer',
      sport_id: soccerId,
      position: ['Striker', 'Winger'],
      email: 'alice@example.test',
      contact_number: '+15550001111',
      private_email: false,
      athlete_type: 'current_college_athlete',
    });
  });

  it('hides email and phone flagged private', async () => {
    const res = await list('?q[athlete_type_eq]=coach');
    const [dan] = res.json().data as { attributes: Card }[];
    expect(dan?.attributes).toMatchObject({
      first_name: 'Dan',
      email: null,
      contact_number: null,
      private_email: true,
      private_contact_number: true,
    });
    expect(JSON.stringify(res.json())).not.toContain('+15550002222');
  });

  it('gives the next opening with a free seat and only its public trainings', async () => {
    const res = await list('');
    const cards = (res.json().data as { attributes: Card }[]).map((d) => d.attributes);
    const alice = cards.find((c) => c.id === ids.alice);
    expect(alice?.next_availability).toEqual({
      selected_trainings: [publicServiceId],
      from_time: inHours(50).toISOString(),
      to_time: inHours(51).toISOString(),
    });
    expect(cards.find((c) => c.id === ids.bella)?.next_availability).toBeNull();
    expect(cards.find((c) => c.id === ids.carl)?.next_availability).toBeNull();
  });

  it('filters by the start of a first, last or full name (q[name_start]), any case', async () => {
    const start = (text: string) => names(`?q[name_start]=${encodeURIComponent(text)}`);
    expect(await start('ali')).toEqual(['Alice Adams', 'Alice Zane']);
    expect(await start('ZAN')).toEqual(['Alice Zane']);
    expect(await start('alice a')).toEqual(['Alice Adams']);
    expect(await start('lice')).toEqual([]);
    // LIKE's wildcards are plain text; blank text filters nothing.
    expect(await start('%')).toEqual([]);
    expect(await start('  ')).toHaveLength(5);
    // With the other filters: Alice Zane is at Duke.
    expect(await names('?q[name_start]=alice&q[college_slug_eql]=duke')).toEqual(['Alice Zane']);
    expect((await list(`?q[name_start]=${'x'.repeat(101)}`)).statusCode).toBe(422);
  });

  it('filters by school slug; an unknown school has nobody', async () => {
    expect(await names('?q[college_slug_eql]=kentucky')).toEqual(['Alice Adams', 'Carl Clark']);
    expect(await names('?q[college_slug_eql]=nowhere')).toEqual([]);
  });

  it('filters by gender; empty or all is everyone', async () => {
    expect(await names('?q[gender_eq]=male')).toEqual(['Carl Clark', 'Dan Diaz']);
    expect(await names('?q[gender_eq]=female')).toEqual(['Alice Adams', 'Alice Zane', 'Bella Brown']);
    expect(await names('?q[gender_eq]=')).toHaveLength(5);
    expect(await names('?q[gender_eq]=all')).toHaveLength(5);
  });

  it('filters by sport and by athlete type', async () => {
    expect(await names(`?q[sport_id_eq]=${soccerId}`)).toEqual(['Alice Adams', 'Alice Zane', 'Carl Clark']);
    expect(await names('?q[sport_id_eq]=')).toHaveLength(5);
    expect(await names('?q[athlete_type_eq]=trainer')).toEqual(['Bella Brown']);
    expect(await names('?q[athlete_type_eq]=all')).toHaveLength(5);
  });

  it('filters by location text: zip, state and city, any case', async () => {
    const q = (text: string) => `?q[athlete_search_eql]=${encodeURIComponent(text)}`;
    expect(await names(q('KY, Lexington, , '))).toEqual(['Alice Adams', 'Dan Diaz']);
    expect(await names(q('Lexington, KY'))).toEqual(['Alice Adams', 'Dan Diaz']);
    expect(await names(q('kentucky'))).toEqual(['Alice Adams', 'Carl Clark', 'Dan Diaz']);
    expect(await names(q('KY, Louisville, 1 Main St, 40202'))).toEqual(['Carl Clark']);
    expect(await names(q('27705'))).toEqual(['Alice Zane']);
    expect(await names(q('durham'))).toEqual(['Alice Zane', 'Bella Brown']);
    expect(await names(q('Lexington, NC'))).toEqual([]);
    expect(await names(q('100 Main St'))).toHaveLength(5);
    // Object's own member names are places nobody lives in, not a 500.
    expect(await names(q('__proto__'))).toEqual([]);
    expect(await names(q('constructor, KY'))).toEqual([]);
  });

  it('combines every filter', async () => {
    const base = `?q[college_slug_eql]=kentucky&q[sport_id_eq]=${soccerId}&q[athlete_type_eq]=d1_college_coach&q[athlete_search_eql]=Louisville,KY`;
    expect(await names(`${base}&q[gender_eq]=male`)).toEqual(['Carl Clark']);
    expect(await names(`${base}&q[gender_eq]=female`)).toEqual([]);
    expect(await names('?q[college_slug_eql]=duke&q[gender_eq]=female&q[athlete_search_eql]=NC')).toEqual([
      'Alice Zane',
      'Bella Brown',
    ]);
  });

  it('pages, with next null on the last page and past it', async () => {
    const first = await list('?per_page=2');
    expect(first.json().data).toHaveLength(2);
    expect(first.json().pagy).toEqual({ page: 1, per_page: 2, count: 5, pages: 3, next: 2, prev: null });
    expect(await names('?per_page=2&page=2')).toEqual(['Bella Brown', 'Carl Clark']);
    const last = await list('?per_page=2&page=3');
    expect(last.json().data.map((d: { id: string }) => d.id)).toEqual([String(ids.dan)]);
    expect(last.json().pagy).toMatchObject({ page: 3, next: null, prev: 2 });
    const beyond = await list('?per_page=2&page=4');
    expect(beyond.json()).toMatchObject({ data: [], pagy: { next: null, count: 5 } });
    const defaults = await list('?q[gender_eq]=male');
    expect(defaults.json().pagy).toMatchObject({ page: 1, per_page: 10, count: 2, pages: 1, next: null });
  });

  it('answers 422 for bad paging and filter values', async () => {
    const cases: [string, string][] = [
      ['?per_page=101', 'per_page'],
      ['?per_page=0', 'per_page'],
      ['?page=abc', 'page'],
      ['?q[gender_eq]=other', 'q.gender_eq'],
      ['?q[sport_id_eq]=abc', 'q.sport_id_eq'],
      ['?q[sport_id_eq]=99999999999', 'q.sport_id_eq'],
      ['?q[athlete_type_eq]=wizard', 'q.athlete_type_eq'],
      [`?q[athlete_search_eql]=${'x'.repeat(301)}`, 'q.athlete_search_eql'],
      ['?q=plain', 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[0], query).toHaveProperty([field]);
    }
    expect((await list('?per_page=100')).statusCode).toBe(200);
  });

  // Last: it adds a trainer, whom the tests above would list.
  it('counts a group session with seats left as availability for that group alone, as the trainer page offers it', async () => {
    const db = t.database.db;
    const gwen = await createAthlete(db, { firstName: 'Gwen', lastName: 'Hale' });
    const group = await createService(db, gwen, { trainingType: 'group', maxSeats: 4 });
    const oneOnOne = await createService(db, gwen);
    // A full group at 5 h, a group holding 2 of its 4 seats at 10 h (both openings also offer the
    // individual training, which the held sessions leave no time for), a free opening at 20 h.
    const both = [group.id, oneOnOne.id];
    await createCalendarEntry(db, {
      athleteId: gwen.id,
      serviceIds: both,
      from: inHours(5),
      seats: 4,
      freeSlot: 0,
    });
    await createCalendarEntry(db, {
      athleteId: gwen.id,
      serviceIds: both,
      from: inHours(10),
      seats: 4,
      freeSlot: 2,
    });
    await createCalendarEntry(db, { athleteId: gwen.id, serviceIds: both, from: inHours(20), seats: 4 });
    const [card] = (await list('?q[name_start]=Gwen')).json().data as { attributes: Card }[];
    const expected = {
      selected_trainings: [group.id],
      from_time: inHours(10).toISOString(),
      to_time: inHours(11).toISOString(),
    };
    expect(card?.attributes.next_availability).toEqual(expected);
    const page = await t.app.inject({ method: 'GET', url: `/v1/client/athletes/${gwen.slug}` });
    const attributes = page.json().data.attributes;
    expect(attributes.next_availability).toEqual(expected);
    // The page's first slot with a free seat is that group's, at that time.
    const firstFree = (
      attributes.generated_slots as { from_time: string; free_slot: number; selected_trainings: number[] }[]
    ).find((slot) => slot.free_slot > 0);
    expect(firstFree).toMatchObject({
      from_time: expected.from_time,
      free_slot: 2,
      selected_trainings: [group.id],
    });
  });
});
