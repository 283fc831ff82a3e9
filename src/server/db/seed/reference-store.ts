import type { Faker } from '@faker-js/faker';
import type { Db, Tx } from '../client';
import { colleges, groups, highSchools, positions, sports } from '../schema';
import type { SeedContext } from './athletes';
import { METROS, metroByKey } from './places';
import {
  buildHighSchools,
  COACH_POSITIONS,
  COLLEGE_SEEDS,
  type CollegeSeed,
  GROUP_SEEDS,
  type GroupSeed,
  SPORT_SEEDS,
  type SportSeed,
} from './reference-data';
import { crestUrl, slugify } from './seed-utils';

export interface ReferenceData {
  ctx: SeedContext;
  groups: ReadonlyArray<{ id: number; name: string }>;
}

/** Colleges, groups, sports with positions and high schools, with their new ids. */
export async function insertReferenceData(tx: Tx, faker: Faker): Promise<ReferenceData> {
  const collegeRows = await tx
    .insert(colleges)
    .values(
      COLLEGE_SEEDS.map((seed) => ({
        slug: slugify(seed.nickname),
        name: seed.name,
        nickname: seed.nickname,
        city: metroByKey(seed.metroKey).places[0].city,
        state: metroByKey(seed.metroKey).places[0].state,
        ...clubLook(seed, seed.handle, `athletics.${slugify(seed.nickname)}.example`),
      })),
    )
    .returning({ id: colleges.id, slug: colleges.slug, name: colleges.name, nickname: colleges.nickname });

  const groupRows = await tx
    .insert(groups)
    .values(
      GROUP_SEEDS.map((seed) => ({
        slug: slugify(seed.name),
        name: seed.name,
        ...clubLook(seed, seed.name.replace(/\W+/g, ''), `${slugify(seed.name)}.example`),
      })),
    )
    .returning({ id: groups.id, name: groups.name });

  const sportRows = await tx
    .insert(sports)
    .values(SPORT_SEEDS.map((seed) => ({ name: seed.name, slug: slugify(seed.name) })))
    .returning({ id: sports.id, slug: sports.slug });
  const sportRefs = sportRows.map((row) => ({ id: row.id, seed: sportSeedBySlug(row.slug) }));
  await tx.insert(positions).values(
    sportRefs.flatMap(({ id, seed }) =>
      // Coach positions exist for every sport; the API hides them from players (SPEC §3).
      [...seed.positions, ...COACH_POSITIONS].map((p) => ({
        sportId: id,
        name: p.name,
        displayName: p.displayName,
      })),
    ),
  );

  const schools = buildHighSchools(faker);
  await tx.insert(highSchools).values(schools);

  return {
    ctx: {
      colleges: collegeRows.map((row) => ({
        ...row,
        metro: metroByKey(collegeSeedBySlug(row.slug).metroKey),
      })),
      sports: sportRefs,
      highSchools: schools,
    },
    groups: groupRows,
  };
}

/** Reads the reference data back, for generators that add on top of an existing seed. */
export async function loadSeedContext(db: Db): Promise<SeedContext> {
  const collegeRows = await db
    .select({ id: colleges.id, slug: colleges.slug, name: colleges.name, nickname: colleges.nickname })
    .from(colleges);
  const sportRows = await db.select({ id: sports.id, slug: sports.slug }).from(sports);
  const schoolRows = await db
    .select({ nickname: highSchools.nickname, city: highSchools.city, state: highSchools.state })
    .from(highSchools);
  const known = new Set(SPORT_SEEDS.map((s) => slugify(s.name)));
  const ctx: SeedContext = {
    colleges: collegeRows.map((row, i) => {
      const seed = COLLEGE_SEEDS.find((s) => slugify(s.nickname) === row.slug);
      // Colleges added by other means get a metro in turn, so their trainers still get real places.
      const metro = seed ? metroByKey(seed.metroKey) : (METROS[i % METROS.length] ?? metroByKey('lexington'));
      return { ...row, metro };
    }),
    sports: sportRows
      .filter((row) => known.has(row.slug))
      .map((row) => ({ id: row.id, seed: sportSeedBySlug(row.slug) })),
    highSchools: schoolRows,
  };
  if (ctx.colleges.length === 0 || ctx.sports.length === 0) {
    throw new Error('Reference data (colleges, sports) is missing: run the demo seed first');
  }
  return ctx;
}

/** A college's or group's colour, crest and social links (`handle` on each network, a site on `host`). */
function clubLook(seed: CollegeSeed | GroupSeed, handle: string, host: string) {
  return {
    colorCode: seed.color,
    logoUrl: crestUrl(seed.abbreviation, seed.color, seed.secondary),
    facebookUrl: `https://www.facebook.com/${handle}`,
    twitterUrl: `https://twitter.com/${handle}`,
    instagramUrl: `https://www.instagram.com/${handle.toLowerCase()}`,
    websiteUrl: `https://${host}`,
  };
}

function sportSeedBySlug(slug: string): SportSeed {
  const seed = SPORT_SEEDS.find((s) => slugify(s.name) === slug);
  if (!seed) throw new Error(`No seed for sport ${slug}`);
  return seed;
}

function collegeSeedBySlug(slug: string): CollegeSeed {
  const seed = COLLEGE_SEEDS.find((s) => slugify(s.nickname) === slug);
  if (!seed) throw new Error(`No seed for college ${slug}`);
  return seed;
}
