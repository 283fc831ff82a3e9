import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { athletes } from '../../db/schema';
import { createCollege } from '../../testing/discovery-factories';
import { createAthlete } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';

// A school's number of trainers is kept by the database (migration 0028, ADR 0056): whatever
// trainers join, change school, leave a school, are erased or removed, in any order or at
// once, the schools list shows each school's trainers not erased, as counting them would.
const t = testAppForFile();
const schoolIds: number[] = [];

beforeAll(async () => {
  for (const slug of ['north', 'south', 'east']) {
    schoolIds.push((await createCollege(t.db(), { slug, name: `${slug} college` })).id);
  }
});

/** Each school's count as the schools list shows it, and as counting its trainers gives it. */
async function counts() {
  const res = await t.get('/v1/colleges');
  expect(res.statusCode).toBe(200);
  const shown = Object.fromEntries(
    (res.json().data as { attributes: { slug: string; athletes_count: number } }[]).map((c) => [
      c.attributes.slug,
      c.attributes.athletes_count,
    ]),
  );
  const counted = await t.database.executeSql(
    `SELECT c.slug, (SELECT count(*)::int FROM athletes a
       WHERE a.college_id = c.id AND a.deleted_at IS NULL) AS n FROM colleges c`,
  );
  const expected = Object.fromEntries(
    (counted.rows as { slug: string; n: number }[]).map((r) => [r.slug, Number(r.n)]),
  );
  return { shown, expected };
}

const school = fc.option(fc.integer({ min: 0, max: 2 }), { nil: null });
const step = fc.oneof(
  fc.record({ kind: fc.constant('join' as const), school }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), school }),
  fc.record({ kind: fc.constant('erase' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
);

describe("a school's number of trainers", () => {
  it('always equals its trainers not erased, whatever they do', async () => {
    const db = t.db();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const mine: number[] = [];
        const collegeOf = (s: number | null) => (s === null ? null : (schoolIds[s] ?? null));
        const picked = (n: number) => (mine.length === 0 ? undefined : mine[n % mine.length]);
        for (const s of steps) {
          if (s.kind === 'join') {
            mine.push((await createAthlete(db, { collegeId: collegeOf(s.school) })).id);
            continue;
          }
          const id = picked(s.pick);
          if (id === undefined) continue;
          if (s.kind === 'move') {
            await db
              .update(athletes)
              .set({ collegeId: collegeOf(s.school) })
              .where(eq(athletes.id, id));
          } else if (s.kind === 'erase') {
            await db.update(athletes).set({ deletedAt: sql`now()` }).where(eq(athletes.id, id));
          } else {
            await db.delete(athletes).where(eq(athletes.id, id));
            mine.splice(mine.indexOf(id), 1);
          }
        }
        const { shown, expected } = await counts();
        expect(shown).toMatchObject(expected);
      }),
      { numRuns: 25 },
    );
  });

  it('stays right when trainers change schools at the same moment', async () => {
    const db = t.db();
    const [north, south] = schoolIds as [number, number];
    const trainers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createAthlete(db, { collegeId: i % 2 === 0 ? north : south })),
    );
    // Every trainer swaps school at once, north ↔ south (each swap locks both schools).
    await Promise.all(
      trainers.map((trainer) =>
        db
          .update(athletes)
          .set({ collegeId: trainer.collegeId === north ? south : north })
          .where(eq(athletes.id, trainer.id)),
      ),
    );
    const { shown, expected } = await counts();
    expect(shown).toMatchObject(expected);
    expect(shown.north).toBeGreaterThanOrEqual(6);
  });
});
