import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { colleges, highSchools, sports } from '../../db/schema';
import { createReadCache } from '../../lib/read-cache';
import { createBookableService, createTrainer } from '../../testing/booking-factories';
import { createCollege, createHighSchool } from '../../testing/discovery-factories';
import { testAppForFile } from '../../testing/test-app';

// How long the read cache keeps a public answer when no write changes it (ADR 0050): until the
// clock alone changes it — the trainer page's or a schedule's first slot closing for booking, a
// card's next opening closing for booking — when its read can tell; `READ_CACHE_SECONDS` at most when it
// cannot.

const NOW = new Date('2026-11-22T12:00:00Z');
// Answers that cannot tell are kept 1 second; answers that can, up to 300.
const readCache = createReadCache({ ttlSeconds: 1 });
const t = testAppForFile({ context: { readCache, now: () => NOW } });
const reads = (name: string) => readCache.readsByName()[name] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

describe('the read cache and the clock', () => {
  it("keeps a trainer page, the trainer's openings and the school's schedule until the first slot's booking closes, then reads them again", async () => {
    // The opening starts 1 hour and 4 seconds from now; the trainer's notice is an hour: its
    // first slot can be booked for 4 more seconds.
    const college = await createCollege(t.db());
    const trainer = await createTrainer(t.db(), NOW, { collegeId: college.id });
    await createBookableService(t.db(), NOW, { trainer, hoursAhead: 1 + 4 / 3600 });
    const page = `/v1/client/athletes/${trainer.slug}`;
    const schedule = `/v1/client/calendar_entries?id=${trainer.id}`;
    const school = `/v1/client/colleges/${college.slug}?per_page=10`;
    const names = ['athlete', 'athlete-schedule', 'school-schedule'];
    const before = names.map(reads);
    const readsSince = () => names.map((name, i) => reads(name) - (before[i] ?? 0));
    const [first, openings, schoolPage] = await Promise.all([get(page), get(schedule), get(school)]);
    expect(JSON.parse(first).data.attributes.generated_slots.length).toBeGreaterThan(0);
    expect(JSON.parse(openings).data[0].attributes.free_slot).toBe(1);
    expect(Object.values(JSON.parse(schoolPage).data.attributes.schedules).flat()).toHaveLength(1);
    // Past the 1 second answers are kept when they cannot tell: still the kept answers.
    await sleep(1_300);
    expect(await get(page)).toBe(first);
    expect(await get(schedule)).toBe(openings);
    expect(await get(school)).toBe(schoolPage);
    expect(readsSince()).toEqual([1, 1, 1]);
    // Past the slot's closing: read again.
    await sleep(3_000);
    await Promise.all([get(page), get(schedule), get(school)]);
    expect(readsSince()).toEqual([2, 2, 2]);
  });

  it("keeps a trainer list until a card's next opening closes for booking, then reads it again", async () => {
    // As above: the opening can be booked for 4 more seconds; the list shows it until then.
    const college = await createCollege(t.db());
    const trainer = await createTrainer(t.db(), NOW, { collegeId: college.id });
    await createBookableService(t.db(), NOW, { trainer, hoursAhead: 1 + 4 / 3600 });
    const list = `/v1/client/athletes?q[college_slug_eql]=${college.slug}`;
    const before = reads('athletes');
    const first = await get(list);
    expect(JSON.parse(first).data[0].attributes.next_availability).not.toBeNull();
    await sleep(1_300);
    expect(await get(list)).toBe(first);
    expect(reads('athletes') - before).toBe(1);
    await sleep(3_000);
    await get(list);
    expect(reads('athletes') - before).toBe(2);
  });

  it('keeps pages whose slots close days ahead past the time for answers that cannot tell', async () => {
    const { trainer } = await createBookableService(t.db(), NOW, { hoursAhead: 48 });
    const page = `/v1/client/athletes/${trainer.slug}`;
    const schedule = `/v1/client/calendar_entries?id=${trainer.id}`;
    const [pageReads, scheduleReads] = [reads('athlete'), reads('athlete-schedule')];
    await Promise.all([get(page), get(schedule)]);
    await sleep(2_100);
    await Promise.all([get(page), get(schedule)]);
    expect(reads('athlete') - pageReads).toBe(1);
    expect(reads('athlete-schedule') - scheduleReads).toBe(1);
  });

  it('keeps a school, the schools, the high schools and the sports past the time for answers that cannot tell, and drops each when it is written', async () => {
    // Nothing in them changes by the clock (ADR 0081): kept until a write says otherwise.
    const college = await createCollege(t.db(), { name: 'Clockless State' });
    const highSchool = await createHighSchool(t.db(), 'Clockless High', 'Lexington');
    const [sport] = await t.db().insert(sports).values({ name: 'Clockball', slug: 'clockball' }).returning();
    const urls = {
      college: `/v1/colleges/${college.slug}`,
      colleges: '/v1/colleges',
      'high-schools': '/v1/high_schools?q[nickname_or_city_start]=Clockless',
      sports: '/v1/sports',
      sport: `/v1/sports/${sport?.id}`,
    };
    const names = Object.keys(urls);
    const before = names.map(reads);
    const readsSince = () => names.map((name, i) => reads(name) - (before[i] ?? 0));
    const firsts = await Promise.all(Object.values(urls).map(get));
    expect(readsSince()).toEqual([1, 1, 1, 1, 1]);
    await sleep(1_300);
    expect(await Promise.all(Object.values(urls).map(get))).toEqual(firsts);
    expect(readsSince()).toEqual([1, 1, 1, 1, 1]);

    // Each write is announced, and what shows it is read again at once.
    await t.db().update(colleges).set({ name: 'Clockless University' }).where(eq(colleges.id, college.id));
    expect(JSON.parse(await get(urls.college)).data.attributes.name).toBe('Clockless University');
    expect(
      JSON.parse(await get(urls.colleges)).data.map(
        (c: { attributes: { name: string } }) => c.attributes.name,
      ),
    ).toContain('Clockless University');
    await t.db().update(highSchools).set({ city: 'Frankfort' }).where(eq(highSchools.id, highSchool.id));
    expect(JSON.parse(await get(urls['high-schools'])).data[0].attributes.city).toBe('Frankfort');
    await t
      .db()
      .update(sports)
      .set({ name: 'Clockball II' })
      .where(eq(sports.id, sport?.id ?? 0));
    expect(JSON.parse(await get(urls.sport)).data.attributes.name).toBe('Clockball II');
    expect(
      JSON.parse(await get(urls.sports)).data.map((s: { attributes: { name: string } }) => s.attributes.name),
    ).toContain('Clockball II');
    expect(readsSince()).toEqual([2, 2, 2, 2, 2]);
  });
});
