import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schoolScheduleResponseSchema } from '../../../shared/api/schools';
import { createCollege } from '../../testing/discovery-factories';
import { createAthlete, createCalendarEntry, createService, createSport } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';
import { showCollegeSchedule } from '../schools/schools.service';

// The school schedule's openings are shaped by their schema's field list rather than zod's encode
// (docs/decisions/0051): the answer must be the very document z.encode of the whole answer gives.

const NOW = new Date('2026-11-22T12:00:00Z');
const t = testAppForFile({ context: { now: () => NOW } });
let slug: string;

beforeAll(async () => {
  const db = t.db();
  const college = await createCollege(db);
  slug = college.slug;
  const sport = await createSport(db, 'Lacrosse', ['Attack']);
  const trainer = await createAthlete(db, {
    collegeId: college.id,
    sportId: sport.id,
    positions: ['Attack'],
  });
  const other = await createAthlete(db, { collegeId: college.id, profileImage: '/media/a.svg' });
  const onSite = await createService(db, trainer, {
    trainingType: 'group',
    maxSeats: 4,
    locations: [
      { location: 'Field 3', address: '100 Riverside Dr' },
      { location: 'Gym "B"', address: '2 Main St, Lexington, KY' },
    ],
  });
  const online = await createService(db, trainer, { trainingType: 'virtual', locations: [] });
  const single = await createService(db, other);
  for (let day = 1; day <= 3; day++) {
    const from = new Date(NOW.getTime() + day * 86_400_000 + 3 * 3_600_000);
    await createCalendarEntry(db, {
      athleteId: trainer.id,
      serviceIds: [onSite.id, online.id],
      from,
      seats: 4,
    });
    await createCalendarEntry(db, { athleteId: trainer.id, serviceIds: [online.id], from, minutes: 30 });
    await createCalendarEntry(db, { athleteId: other.id, serviceIds: [single.id], from });
  }
});

describe('the school schedule answer', () => {
  it('is byte for byte what zod encodes of the whole document', async () => {
    for (const [page, lastDate] of [
      [{ page: 1, per_page: 10 }, undefined],
      [{ page: 1, per_page: 2 }, undefined],
      [{ page: 2, per_page: 2 }, undefined],
      [{ page: 1, per_page: 10 }, '2026-11-23'],
      [{ page: 1, per_page: 10 }, '2027-01-01'],
    ] as const) {
      const query = new URLSearchParams({
        page: String(page.page),
        per_page: String(page.per_page),
        ...(lastDate ? { last_date: lastDate } : {}),
      });
      const res = await t.app.inject({ method: 'GET', url: `/v1/client/colleges/${slug}?${query}` });
      expect(res.statusCode).toBe(200);
      const expected = z.encode(
        schoolScheduleResponseSchema,
        await showCollegeSchedule(t.db(), slug, page, lastDate, NOW),
      );
      expect(res.body).toBe(JSON.stringify(expected));
    }
    const all = await showCollegeSchedule(t.db(), slug, { page: 1, per_page: 10 }, undefined, NOW);
    const entries = Object.values(all.data.attributes.schedules).flat();
    expect(entries).toHaveLength(9);
    expect(entries.some((e) => e.virtual)).toBe(true);
    expect(
      entries.some((e) => e.provided_services.some((s) => s.provided_service_locations?.length === 2)),
    ).toBe(true);
  });
});
