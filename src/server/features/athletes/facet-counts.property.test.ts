import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATHLETE_TYPES, type AthleteType } from '../../../shared/constants';
import { athletes } from '../../db/schema';
import { createCollege } from '../../testing/discovery-factories';
import { createAthlete, createSport } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';

// The athletes list's count for a school, gender, sport or type is summed from counts the
// database keeps (migration 0029, ADR 0059): whatever trainers join, change any of these, are
// erased, come back or are removed, in any order or at once, the list's count for every such
// filter is the number of its trainers not erased, as counting them gives it.
const t = testAppForFile();
const schools: { id: number; slug: string }[] = [];
const sportIds: number[] = [];
const GENDERS = ['male', 'female'] as const;
const TYPES: AthleteType[] = ['coach', 'current_college_athlete'];

beforeAll(async () => {
  for (const slug of ['north', 'south'])
    schools.push(await createCollege(t.db(), { slug, name: `${slug} college` }));
  for (const name of ['Soccer', 'Tennis']) sportIds.push((await createSport(t.db(), name, [])).id);
});

interface Filter {
  school?: number;
  gender?: (typeof GENDERS)[number];
  sport?: number;
  type?: AthleteType;
}

/** Every filter of school, gender, sport and type (each set or not): 3 × 3 × 3 × 3. */
const everyFilter: Filter[] = [undefined, 0, 1].flatMap((school) =>
  [undefined, ...GENDERS].flatMap((gender) =>
    [undefined, 0, 1].flatMap((sport) =>
      [undefined, ...TYPES].map((type) => ({ school, gender, sport, type })),
    ),
  ),
);

/** The list's count for the filter, as the list's pages say it. */
async function shownCount(f: Filter): Promise<number> {
  const q = new URLSearchParams({ per_page: '1' });
  if (f.school !== undefined) q.set('q[college_slug_eql]', schools[f.school]?.slug ?? '');
  if (f.gender !== undefined) q.set('q[gender_eq]', f.gender);
  if (f.sport !== undefined) q.set('q[sport_id_eq]', String(sportIds[f.sport]));
  if (f.type !== undefined) q.set('q[athlete_type_eq]', f.type);
  const res = await t.get(`/v1/client/athletes?${q}`);
  expect(res.statusCode).toBe(200);
  return res.json().pagy.count;
}

/** The same, counted: the filter's trainers not erased. */
async function countedCount(f: Filter): Promise<number> {
  const conditions = ['deleted_at IS NULL'];
  const values: unknown[] = [];
  const add = (column: string, value: unknown) => {
    values.push(value);
    conditions.push(`${column} = $${values.length}`);
  };
  if (f.school !== undefined) add('college_id', schools[f.school]?.id);
  if (f.gender !== undefined) add('gender', f.gender);
  if (f.sport !== undefined) add('sport_id', sportIds[f.sport]);
  if (f.type !== undefined) add('athlete_type', f.type);
  const counted = await t.database.executeSql(
    `SELECT count(*)::int AS n FROM athletes WHERE ${conditions.join(' AND ')}`,
    values,
  );
  return Number((counted.rows[0] as { n: number }).n);
}

async function expectEveryCountRight() {
  const shown: Record<string, number> = {};
  const expected: Record<string, number> = {};
  for (const f of everyFilter) {
    const key = JSON.stringify(f);
    shown[key] = await shownCount(f);
    expected[key] = await countedCount(f);
  }
  expect(shown).toEqual(expected);
}

const facets = fc.record({
  school: fc.option(fc.constantFrom(0, 1), { nil: null }),
  gender: fc.constantFrom(...GENDERS),
  sport: fc.option(fc.constantFrom(0, 1), { nil: null }),
  type: fc.constantFrom(...TYPES),
});
const step = fc.oneof(
  fc.record({ kind: fc.constant('join' as const), facets }),
  // A trainer changes one of them (their school, or their sport…), or all at once.
  fc.record({
    kind: fc.constant('change' as const),
    pick: fc.nat(),
    facets,
    only: fc.constantFrom('collegeId', 'gender', 'sportId', 'athleteType', null),
  }),
  fc.record({ kind: fc.constant('erase' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('return' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
);
type Facets = typeof facets extends fc.Arbitrary<infer F> ? F : never;

const columns = (f: Facets) => ({
  collegeId: f.school === null ? null : (schools[f.school]?.id ?? null),
  gender: f.gender,
  sportId: f.sport === null ? null : (sportIds[f.sport] ?? null),
  athleteType: f.type,
});

describe("the athletes list's count", () => {
  it('always equals the trainers the filter matches, whatever they do', async () => {
    const db = t.db();
    expect(ATHLETE_TYPES).toEqual(expect.arrayContaining(TYPES));
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const mine: number[] = [];
        const picked = (n: number) => (mine.length === 0 ? undefined : mine[n % mine.length]);
        for (const s of steps) {
          if (s.kind === 'join') {
            mine.push((await createAthlete(db, columns(s.facets))).id);
            continue;
          }
          const id = picked(s.pick);
          if (id === undefined) continue;
          if (s.kind === 'change') {
            const all = columns(s.facets);
            const set = s.only === null ? all : { [s.only]: all[s.only] };
            await db.update(athletes).set(set).where(eq(athletes.id, id));
          } else if (s.kind === 'erase' || s.kind === 'return') {
            await db
              .update(athletes)
              .set({ deletedAt: s.kind === 'erase' ? sql`now()` : null })
              .where(eq(athletes.id, id));
          } else {
            await db.delete(athletes).where(eq(athletes.id, id));
            mine.splice(mine.indexOf(id), 1);
          }
        }
        await expectEveryCountRight();
      }),
      { numRuns: 15 },
    );
  });

  it('stays right when trainers trade schools and sports at the same moment', async () => {
    const db = t.db();
    const [north, south] = schools as [(typeof schools)[number], (typeof schools)[number]];
    const [soccer, tennis] = sportIds as [number, number];
    let trainers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        createAthlete(db, {
          collegeId: i % 2 === 0 ? north.id : south.id,
          sportId: i % 2 === 0 ? soccer : tennis,
          gender: 'male',
        }),
      ),
    );
    // Every trainer moves to the other's school and sport at once, three times over: each move
    // takes two counts' rows, the one left and the one joined, in opposite orders for the halves.
    for (let round = 0; round < 3; round++) {
      const moved = await Promise.all(
        trainers.map((trainer) =>
          db
            .update(athletes)
            .set(
              trainer.collegeId === north.id
                ? { collegeId: south.id, sportId: tennis }
                : { collegeId: north.id, sportId: soccer },
            )
            .where(eq(athletes.id, trainer.id))
            .returning(),
        ),
      );
      trainers = moved.map(([row]) => row ?? expect.fail('a trainer was not moved'));
    }
    expect(await shownCount({ school: 0, gender: 'male', sport: 0 })).toBeGreaterThanOrEqual(6);
    await expectEveryCountRight();
  });
});
