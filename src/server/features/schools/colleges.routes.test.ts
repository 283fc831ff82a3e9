import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEntryAttributes } from '../../../shared/api/calendar';
import { athletes } from '../../db/schema';
import { createTrainer } from '../../testing/booking-factories';
import { createCollege, createKentuckyAndDuke, createOpenings } from '../../testing/discovery-factories';
import { createAthlete, createCalendarEntry, createService } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
const at = (iso: string) => new Date(iso);

const t = testAppForFile({ context: { now: () => NOW } });
let kentuckyId: number;
let aliceId: number;
let carlId: number;

type Schedules = Record<string, CalendarEntryAttributes[]>;

async function schedule(query: string, college = 'kentucky') {
  return t.app.inject({ method: 'GET', url: `/v1/client/colleges/${college}${query}` });
}

beforeAll(async () => {
  const db = t.database.db;
  const { kentucky, duke } = await createKentuckyAndDuke(db, {
    colorCode: '#0033a0',
    websiteUrl: 'https://uky.example',
  });
  kentuckyId = kentucky.id;
  await createCollege(db, { slug: 'auburn', name: 'Auburn University', nickname: 'Tigers' });

  const alice = await createAthlete(db, { firstName: 'Alice', collegeId: kentucky.id });
  const carl = await createAthlete(db, { firstName: 'Carl', collegeId: kentucky.id });
  const bella = await createAthlete(db, { firstName: 'Bella', collegeId: duke.id });
  aliceId = alice.id;
  carlId = carl.id;
  const a = (await createService(db, alice)).id;
  const aDraft = (await createService(db, alice, { status: 'draft' })).id;
  const c = (await createService(db, carl)).id;
  const b = (await createService(db, bella)).id;
  const open = (athleteId: number, serviceId: number, from: string, freeSlot?: number) =>
    createCalendarEntry(db, {
      athleteId,
      serviceIds: [serviceId],
      from: at(from),
      ...(freeSlot === undefined ? {} : { freeSlot }),
    });

  await open(alice.id, a, '2026-11-21T15:00:00Z'); // yesterday
  await open(alice.id, a, '2026-11-22T11:00:00Z'); // earlier today
  await open(alice.id, a, '2026-11-22T18:00:00Z');
  await open(alice.id, a, '2026-11-23T16:00:00Z');
  await open(carl.id, c, '2026-11-23T14:00:00Z');
  await open(bella.id, b, '2026-11-24T15:00:00Z'); // another school
  await open(alice.id, a, '2026-11-25T15:00:00Z');
  await open(carl.id, c, '2026-11-26T15:00:00Z', 0);
  await open(alice.id, aDraft, '2026-11-27T15:00:00Z'); // offers only a draft
  await open(alice.id, a, '2026-11-28T15:00:00Z');
});

describe('GET /v1/colleges', () => {
  it('lists every college by name with its number of trainers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/colleges' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { type: string; attributes: { name: string; athletes_count: number } }[];
    expect(data.map((c) => [c.attributes.name, c.attributes.athletes_count])).toEqual([
      ['Auburn University', 0],
      ['Duke University', 1],
      ['University of Kentucky', 2],
    ]);
    expect(data[0]?.type).toBe('college');
  });

  it('keeps the colleges whose name or nickname contains q[name_or_nickname_cont], any case', async () => {
    const names = async (text: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/colleges?q[name_or_nickname_cont]=${encodeURIComponent(text)}`,
      });
      expect(res.statusCode).toBe(200);
      return (res.json().data as { attributes: { name: string } }[]).map((c) => c.attributes.name);
    };
    expect(await names('university')).toEqual([
      'Auburn University',
      'Duke University',
      'University of Kentucky',
    ]);
    expect(await names('KENTUCKY')).toEqual(['University of Kentucky']);
    expect(await names('devil')).toEqual(['Duke University']);
    // LIKE's wildcards are plain text; blank text filters nothing.
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect(await names(' ')).toHaveLength(3);
    const long = await t.app.inject({
      method: 'GET',
      url: `/v1/colleges?q[name_or_nickname_cont]=${'x'.repeat(101)}`,
    });
    expect(long.statusCode).toBe(422);
  });
});

describe('GET /v1/colleges/:id', () => {
  it('finds a college by slug or id', async () => {
    const expected = {
      id: kentuckyId,
      name: 'University of Kentucky',
      nickname: 'Wildcats',
      slug: 'kentucky',
      city: 'Lexington',
      state: 'KY',
      color_code: '#0033a0',
      logo_url: null,
      facebook_url: null,
      twitter_url: null,
      instagram_url: null,
      website_url: 'https://uky.example',
      athletes_count: 2,
    };
    for (const key of ['kentucky', String(kentuckyId)]) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/colleges/${key}` });
      expect(res.statusCode, key).toBe(200);
      expect(res.json()).toEqual({ data: { id: String(kentuckyId), type: 'college', attributes: expected } });
    }
  });

  it('answers 404 for an unknown college and 422 for an id out of range', async () => {
    for (const key of ['nowhere', '999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/colleges/${key}` });
      expect(res.statusCode, key).toBe(404);
      expect(res.json()).toEqual({ errors: ['College not found'] });
    }
    const huge = await t.app.inject({ method: 'GET', url: '/v1/colleges/99999999999' });
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toEqual({ errors: [{ id: 'is invalid' }] });
  });
});

describe('GET /v1/client/colleges/:id (school schedule)', () => {
  it('groups upcoming openings by day, per_page days a page', async () => {
    const res = await schedule('?per_page=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({
      id: String(kentuckyId),
      type: 'college',
      attributes: { slug: 'kentucky' },
    });
    const schedules: Schedules = body.data.attributes.schedules;
    expect(Object.keys(schedules)).toEqual(['2026-11-22', '2026-11-23']);
    expect(schedules['2026-11-22']?.map((e) => e.from_time)).toEqual(['2026-11-22T18:00:00.000Z']);
    // Within a day, by start time, whichever trainer.
    expect(schedules['2026-11-23']?.map((e) => [e.athlete.id, e.from_time])).toEqual([
      [carlId, '2026-11-23T14:00:00.000Z'],
      [aliceId, '2026-11-23T16:00:00.000Z'],
    ]);
    expect(schedules['2026-11-23']?.[0]?.provided_services).toHaveLength(1);
    expect(body.pagy).toEqual({ page: 1, per_page: 2, count: 2, pages: 2, next: 2, prev: null });
  });

  it('continues strictly after last_date until no later day exists', async () => {
    const second = await schedule('?per_page=2&page=2&last_date=2026-11-23');
    const secondDays: Schedules = second.json().data.attributes.schedules;
    expect(Object.keys(secondDays)).toEqual(['2026-11-25', '2026-11-26']);
    expect(secondDays['2026-11-26']?.[0]).toMatchObject({ athlete: { id: carlId }, free_slot: 0 });
    expect(second.json().pagy).toMatchObject({ page: 2, next: 3, prev: 1, count: 2 });

    const third = await schedule('?per_page=2&page=3&last_date=2026-11-26');
    expect(Object.keys(third.json().data.attributes.schedules)).toEqual(['2026-11-28']);
    expect(third.json().pagy).toMatchObject({ page: 3, next: null, count: 1 });

    const after = await schedule('?per_page=2&last_date=2026-11-28');
    expect(after.json().data.attributes.schedules).toEqual({});
    expect(after.json().pagy.next).toBeNull();
  });

  it('pages by number without last_date, by id as well as slug', async () => {
    const res = await schedule('?per_page=2&page=2', String(kentuckyId));
    expect(Object.keys(res.json().data.attributes.schedules)).toEqual(['2026-11-25', '2026-11-26']);
    expect(res.json().pagy.next).toBe(3);
    const all = await schedule('');
    expect(Object.keys(all.json().data.attributes.schedules)).toHaveLength(5);
    expect(all.json().pagy).toMatchObject({ per_page: 10, count: 5, next: null });
    const beyond = await schedule('?per_page=2&page=4');
    expect(beyond.json()).toMatchObject({
      data: { attributes: { schedules: {} } },
      pagy: { count: 0, next: null },
    });
  });

  it('moves a day that would overflow 100 openings to the next page, and cuts a single huge day', async () => {
    const db = t.database.db;
    const big = await createCollege(db, { slug: 'big-state' });
    const coach = await createAthlete(db, { collegeId: big.id });
    const svc = (await createService(db, coach)).id;
    const minutes = (day: string, n: number) =>
      Array.from({ length: n }, (_, i) => new Date(Date.parse(`${day}T13:00:00Z`) + i * 60_000));
    await createOpenings(
      db,
      coach.id,
      [svc],
      [...minutes('2026-11-23', 60), ...minutes('2026-11-24', 60), ...minutes('2026-11-25', 120)],
    );
    const count = (s: Schedules) =>
      Object.fromEntries(Object.entries(s).map(([d, list]) => [d, list.length]));

    const first = await schedule('?per_page=10', 'big-state');
    expect(count(first.json().data.attributes.schedules)).toEqual({ '2026-11-23': 60 });
    expect(first.json().pagy).toMatchObject({ count: 1, next: 2 });
    const second = await schedule('?per_page=10&page=2&last_date=2026-11-23', 'big-state');
    expect(count(second.json().data.attributes.schedules)).toEqual({ '2026-11-24': 60 });
    const third = await schedule('?per_page=10&page=3&last_date=2026-11-24', 'big-state');
    const cut: Schedules = third.json().data.attributes.schedules;
    expect(count(cut)).toEqual({ '2026-11-25': 100 });
    expect(cut['2026-11-25']?.[99]?.from_time).toBe('2026-11-25T14:39:00.000Z');
    // After a cut day the server does not scan on to know whether more days follow.
    expect(third.json().pagy).toMatchObject({ count: 1, next: 4 });
    const fourth = await schedule('?per_page=10&page=4&last_date=2026-11-25', 'big-state');
    expect(fourth.json().data.attributes.schedules).toEqual({});
    expect(fourth.json().pagy).toMatchObject({ count: 0, next: null });

    await createOpenings(db, coach.id, [svc], minutes('2026-11-26', 1));
    const fourthAgain = await schedule('?per_page=10&page=4&last_date=2026-11-25', 'big-state');
    expect(count(fourthAgain.json().data.attributes.schedules)).toEqual({ '2026-11-26': 1 });
    expect(fourthAgain.json().pagy).toMatchObject({ next: null });
  });

  it("follows a trainer who changes school: their openings leave the old school's schedule for the new one", async () => {
    const db = t.database.db;
    const baylor = await createCollege(db, { slug: 'baylor', name: 'Baylor University', nickname: 'Bears' });
    const tulane = await createCollege(db, {
      slug: 'tulane',
      name: 'Tulane University',
      nickname: 'Green Wave',
    });
    const dora = await createTrainer(db, NOW, { firstName: 'Dora', collegeId: baylor.id });
    const svc = (await createService(db, dora)).id;
    await createCalendarEntry(db, {
      athleteId: dora.id,
      serviceIds: [svc],
      from: at('2026-11-30T15:00:00Z'),
    });
    const names = async (college: string) => {
      const res = await schedule('?per_page=10', college);
      expect(res.statusCode).toBe(200);
      const days: Schedules = res.json().data.attributes.schedules;
      return Object.entries(days).flatMap(([day, entries]) =>
        entries.map((e) => `${day} ${e.athlete.first_name}`),
      );
    };
    expect(await names('baylor')).toEqual(['2026-11-30 Dora']);
    expect(await names('tulane')).toEqual([]);

    // The trainer picks another school on the trainer site.
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/v1/trainer/profile',
      headers: dora.headers,
      payload: { athlete: { college_id: tulane.id } },
    });
    expect(moved.statusCode).toBe(200);
    expect(await names('baylor')).toEqual([]);
    expect(await names('tulane')).toEqual(['2026-11-30 Dora']);
    // An opening added afterwards is the new school's too.
    await createCalendarEntry(db, {
      athleteId: dora.id,
      serviceIds: [svc],
      from: at('2026-12-01T15:00:00Z'),
    });
    expect(await names('tulane')).toEqual(['2026-11-30 Dora', '2026-12-01 Dora']);
    expect(await names('baylor')).toEqual([]);
    // An erased trainer is listed by no school, whatever is left of their row.
    await db.update(athletes).set({ deletedAt: NOW }).where(eq(athletes.id, dora.id));
    expect(await names('tulane')).toEqual([]);
  });

  it('has an empty schedule for a school without openings', async () => {
    const res = await schedule('', 'auburn');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ schedules: {}, athletes_count: 0 });
    expect(res.json().pagy).toMatchObject({ count: 0, next: null });
  });

  it('answers 404 for an unknown school and 422 for a bad date or page size', async () => {
    const missing = await schedule('', 'nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: ['College not found'] });
    for (const query of ['?last_date=2026-02-30', '?last_date=tomorrow', '?per_page=101']) {
      const res = await schedule(query);
      expect(res.statusCode, query).toBe(422);
    }
    expect((await schedule('?last_date=abc')).json().errors[0]).toHaveProperty('last_date');
  });
});
