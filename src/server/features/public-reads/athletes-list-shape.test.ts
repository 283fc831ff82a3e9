import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AthleteListAttributes, athleteListResponseSchema } from '../../../shared/api/athletes';
import { createCollege } from '../../testing/discovery-factories';
import { createAthlete, createCalendarEntry, createService, createSport } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';
import { listAthletes } from '../athletes/athletes.service';

// The athletes list's cards are written as JSON by PostgreSQL and shaped by zod's parse when read;
// the answer is not encoded again (docs/decisions/0051). It must be the very document z.encode of
// the whole answer gives, and each card what the trainer page says of the same trainer (whose
// card is made from the row in JavaScript, toAthleteListAttributes).

const NOW = new Date('2026-11-22T12:00:00Z');
const t = testAppForFile({ context: { now: () => NOW } });
let collegeSlug: string;

beforeAll(async () => {
  const db = t.db();
  const college = await createCollege(db);
  collegeSlug = college.slug;
  const sport = await createSport(db, 'Soccer', ['Forward']);
  // Private email and number, no college nor sport, coordinates, positions, an opening with two
  // trainings and one with none visible (a draft), names that sort by last name and id.
  const open = await createAthlete(db, {
    firstName: 'Ana',
    lastName: 'Beta',
    collegeId: college.id,
    sportId: sport.id,
    positions: ['Forward', 'Wing'],
    latitude: 38.0406,
    longitude: -84.5037,
    contactNumber: '555-0100',
    jerseyNumber: '7',
    profileDescription: 'Quotes " and \\ and é and emoji 🏃',
  });
  const one = await createService(db, open);
  const two = await createService(db, open, { trainingType: 'group', maxSeats: 3 });
  await createCalendarEntry(db, {
    athleteId: open.id,
    serviceIds: [two.id, one.id],
    from: new Date(NOW.getTime() + 26 * 3_600_000),
    seats: 3,
  });
  const hidden = await createAthlete(db, {
    firstName: 'Ana',
    lastName: 'Alpha',
    collegeId: college.id,
    privateEmail: true,
    privateContactNumber: true,
    contactNumber: '555-0101',
    athleteType: 'trainer',
    gender: 'male',
  });
  const draft = await createService(db, hidden, { status: 'draft' });
  await createCalendarEntry(db, {
    athleteId: hidden.id,
    serviceIds: [draft.id],
    from: new Date(NOW.getTime() + 5 * 3_600_000),
  });
  await createAthlete(db, { firstName: 'Ana', lastName: 'Alpha', collegeId: college.id });
  await createAthlete(db, { firstName: 'Zoe', lastName: 'Nowhere' });
});

async function answer(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('the athletes list answer', () => {
  it('is byte for byte what zod encodes of the whole document', async () => {
    for (const [query, page] of [
      [{}, { page: 1, per_page: 10 }],
      [{ college_slug_eql: collegeSlug }, { page: 1, per_page: 2 }],
      [{ college_slug_eql: collegeSlug }, { page: 2, per_page: 2 }],
      [{ college_slug_eql: collegeSlug }, { page: 9, per_page: 2 }],
      [{ college_slug_eql: 'nowhere' }, { page: 1, per_page: 10 }],
    ] as const) {
      const url = `/v1/client/athletes?${new URLSearchParams({
        ...Object.fromEntries(Object.entries(query).map(([k, v]) => [`q[${k}]`, v])),
        page: String(page.page),
        per_page: String(page.per_page),
      })}`;
      const expected = z.encode(
        athleteListResponseSchema,
        (await listAthletes(t.db(), query, page, NOW)).list,
      );
      expect(await answer(url)).toBe(JSON.stringify(expected));
    }
    const all = JSON.parse(await answer('/v1/client/athletes?per_page=10')) as {
      data: { attributes: AthleteListAttributes }[];
    };
    const cards = all.data.map((d) => d.attributes);
    expect(cards.map((c) => `${c.first_name} ${c.last_name}`)).toEqual([
      'Ana Alpha',
      'Ana Alpha',
      'Ana Beta',
      'Zoe Nowhere',
    ]);
    expect(cards.some((c) => c.email === null && c.contact_number === null)).toBe(true);
    expect(cards.some((c) => (c.next_availability?.selected_trainings.length ?? 0) === 2)).toBe(true);
    expect(cards.some((c) => c.college_id === null && c.sport_id === null)).toBe(true);
  });

  it('holds each trainer as the trainer page shows them', async () => {
    const list = JSON.parse(await answer('/v1/client/athletes?per_page=10')) as {
      data: { attributes: AthleteListAttributes }[];
    };
    expect(list.data).toHaveLength(4);
    for (const { attributes: card } of list.data) {
      const page = JSON.parse(await answer(`/v1/client/athletes/${card.slug}`)) as {
        data: { attributes: Record<string, unknown> };
      };
      const same = Object.fromEntries(Object.keys(card).map((key) => [key, page.data.attributes[key]]));
      expect(JSON.stringify(same)).toBe(JSON.stringify(card));
    }
  });
});
