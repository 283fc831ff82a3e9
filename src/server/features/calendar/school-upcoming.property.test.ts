import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPCOMING_CARDS } from '../../../shared/constants';
import { createCollege } from '../../testing/discovery-factories';
import { createAthlete, createCalendarEntry, createService } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';
import { showCollegeSchedule, showCollegeUpcoming } from '../schools/schools.service';
import { MAX_SCHEDULE_ENTRIES } from './calendar.service';

// The school page's upcoming trainings are read alone on the server (`collegeUpcoming`) and
// from the schedule's first page in the browser (web/features/schools/api.ts): a family must
// see the same cards from the server-rendered page and after the browser asks again, whatever
// the openings: days of a few, openings starting together, a first page cut before a day too
// full to fit (MAX_SCHEDULE_ENTRIES), openings already started or offering nothing public.

const NOW = new Date('2026-11-22T12:00:00Z');
const t = testAppForFile({ context: { now: () => NOW } });
let slug: string;
let trainers: { id: number; service: number; hidden: number }[] = [];

beforeAll(async () => {
  const db = t.db();
  const college = await createCollege(db);
  slug = college.slug;
  for (let i = 0; i < 3; i++) {
    const trainer = await createAthlete(db, { collegeId: college.id });
    const service = await createService(db, trainer);
    const hidden = await createService(db, trainer, { privacySetting: 'private' });
    trainers.push({ id: trainer.id, service: service.id, hidden: hidden.id });
  }
  trainers = trainers.sort((a, b) => a.id - b.id);
});

/** An opening: its day after NOW (-1: already started today), start hour, trainer, public or not. */
const opening = fc.record({
  day: fc.integer({ min: -1, max: 5 }),
  hour: fc.integer({ min: 0, max: 3 }),
  trainer: fc.integer({ min: 0, max: 2 }),
  visible: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
});
/** A day crowded enough to cut the first page: that many openings at one start. */
const crowd = fc.option(
  fc.record({
    day: fc.integer({ min: 1, max: 3 }),
    count: fc.integer({ min: MAX_SCHEDULE_ENTRIES - 6, max: MAX_SCHEDULE_ENTRIES + 2 }),
  }),
  { freq: 2 },
);

describe("the school page's upcoming trainings", () => {
  it('are the first openings of the schedule page the browser reads', async () => {
    const db = t.db();
    await fc.assert(
      fc.asyncProperty(fc.array(opening, { maxLength: 14 }), crowd, async (openings, crowded) => {
        await t.database.executeSql('DELETE FROM calendar_entries');
        const all = [
          ...openings,
          ...Array.from({ length: crowded?.count ?? 0 }, (_, i) => ({
            day: crowded?.day ?? 1,
            hour: 2,
            trainer: i % 3,
            visible: true,
          })),
        ];
        for (const o of all) {
          const trainer = trainers[o.trainer];
          if (!trainer) throw new Error('no trainer');
          // Day -1: an opening today that started an hour before NOW.
          const from =
            o.day < 0
              ? new Date(NOW.getTime() - 3_600_000)
              : new Date(Date.UTC(2026, 10, 23 + o.day, 14 + o.hour));
          await createCalendarEntry(db, {
            athleteId: trainer.id,
            serviceIds: [o.visible ? trainer.service : trainer.hidden],
            from,
          });
        }
        const page = await showCollegeSchedule(
          db,
          slug,
          { page: 1, per_page: MAX_UPCOMING_CARDS },
          undefined,
          NOW,
        );
        const schedules = page.data.attributes.schedules;
        const fromPage = Object.keys(schedules)
          .sort()
          .flatMap((day) => schedules[day] ?? [])
          .slice(0, MAX_UPCOMING_CARDS);
        const upcoming = await showCollegeUpcoming(db, slug, NOW);
        expect(upcoming.openings).toEqual(fromPage);
      }),
      { numRuns: 30 },
    );
  });
});
