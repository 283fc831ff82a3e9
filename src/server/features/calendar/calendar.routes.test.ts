import { beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEntryAttributes } from '../../../shared/api/calendar';
import { createCollege } from '../../testing/discovery-factories';
import { createAthlete, createCalendarEntry, createService, createSport } from '../../testing/factories';
import { testAppAt } from '../../testing/test-app';

const day = (n: number, hour = 15) => new Date(Date.UTC(2026, 10, 22 + n, hour));

const t = testAppAt(new Date('2026-11-22T12:00:00Z'));
let athleteId: number;
let inPersonId: number;
let virtualId: number;
const upcoming: number[] = [];
let virtualEntryId: number;

async function entries(query: string) {
  return t.app.inject({ method: 'GET', url: `/v1/client/calendar_entries${query}` });
}

beforeAll(async () => {
  const db = t.database.db;
  const college = await createCollege(db, { nickname: 'Wildcats', slug: 'kentucky' });
  const sport = await createSport(db, 'Soccer', ['Striker']);
  const athlete = await createAthlete(db, {
    firstName: 'Alice',
    lastName: 'Adams',
    collegeId: college.id,
    sportId: sport.id,
    positions: ['Striker'],
    passingYear: 2027,
    jerseyNumber: '9',
  });
  athleteId = athlete.id;
  const inPerson = await createService(db, athlete, { name: 'Finishing', priceCents: 4550 });
  const virtual = await createService(db, athlete, { name: 'Film Study', trainingType: 'virtual' });
  const privateOne = await createService(db, athlete, { privacySetting: 'private' });
  const draft = await createService(db, athlete, { status: 'draft' });
  inPersonId = inPerson.id;
  virtualId = virtual.id;

  await createCalendarEntry(db, { athleteId, serviceIds: [inPerson.id], from: day(-1) });
  await createCalendarEntry(db, { athleteId, serviceIds: [inPerson.id], from: day(0, 11) });
  // Eleven upcoming openings shown, in start order; one more offering only hidden trainings.
  for (let n = 1; n <= 10; n += 1) {
    const entry = await createCalendarEntry(db, {
      athleteId,
      serviceIds: [inPerson.id, privateOne.id],
      from: day(n),
      freeSlot: n === 3 ? 0 : 1,
    });
    upcoming.push(entry.id);
  }
  const v = await createCalendarEntry(db, { athleteId, serviceIds: [virtual.id], from: day(11) });
  virtualEntryId = v.id;
  upcoming.push(v.id);
  await createCalendarEntry(db, { athleteId, serviceIds: [privateOne.id, draft.id], from: day(4, 18) });
});

describe('GET /v1/client/calendar_entries', () => {
  it("lists the athlete's upcoming openings with the trainer and public trainings", async () => {
    const res = await entries(`?id=${athleteId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((d: { id: string }) => Number(d.id))).toEqual(upcoming.slice(0, 10));
    expect(body.pagy).toEqual({ page: 1, per_page: 10, count: 11, pages: 2, next: 2, prev: null });
    const first: CalendarEntryAttributes = body.data[0].attributes;
    expect(body.data[0].type).toBe('calendar_entry');
    expect(first).toMatchObject({
      id: upcoming[0],
      booking_date: '2026-11-23',
      from_time: '2026-11-23T15:00:00.000Z',
      to_time: '2026-11-23T16:00:00.000Z',
      free_slot: 1,
      max_slot: 1,
      virtual: false,
      athlete: {
        id: athleteId,
        first_name: 'Alice',
        last_name: 'Adams',
        sport: 'Soccer',
        position: ['Striker'],
        passing_year: 2027,
        jersey_number: '9',
        college: 'Wildcats',
        college_slug: 'kentucky',
      },
    });
    expect(first.provided_services).toEqual([
      {
        id: inPersonId,
        name: 'Finishing',
        slug: expect.any(String),
        training_type: 'individual',
        duration: 60,
        service_duration: '60 Mins',
        price: 45.5,
        price_cents: 4550,
        client_service_fee: 5,
        client_service_fee_cents: 500,
        stripe_fee: 1.65,
        stripe_fee_cents: 165,
        package: false,
        provided_service_locations: [
          {
            id: expect.any(Number),
            location: 'Riverside Park Field 3',
            address: '100 Riverside Dr, Lexington, KY',
            city_and_state: 'Lexington, KY',
          },
        ],
      },
    ]);
    // A full opening is still listed: its free_slot says so.
    expect(body.data[2].attributes.free_slot).toBe(0);
  });

  it('marks a virtual opening and gives its trainings no locations', async () => {
    const res = await entries(`?id=${athleteId}&page=2`);
    expect(res.json().pagy).toMatchObject({ page: 2, next: null, prev: 1 });
    const [v] = res.json().data;
    expect(v.attributes).toMatchObject({ id: virtualEntryId, virtual: true });
    expect(v.attributes.provided_services).toEqual([
      expect.objectContaining({ id: virtualId, training_type: 'virtual', provided_service_locations: null }),
    ]);
  });

  it('answers 404 for an unknown athlete, and an empty list for a known one past their last page', async () => {
    const res = await entries('?id=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Athlete not found'] });
    const past = await entries(`?id=${athleteId}&page=9`);
    expect(past.statusCode).toBe(200);
    expect(past.json().data).toEqual([]);
  });

  it('answers 422 when the athlete id is missing or invalid', async () => {
    for (const query of [
      '',
      '?id=',
      '?id=abc',
      '?id=0',
      '?id=-4',
      '?id=3000000000',
      `?id=${athleteId}&per_page=101`,
    ]) {
      const res = await entries(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors.length, query).toBeGreaterThan(0);
    }
    const missing = await entries('');
    expect(missing.json()).toEqual({ errors: [{ id: "can't be blank" }] });
  });
});
