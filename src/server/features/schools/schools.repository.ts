import { asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colleges, highSchools } from '../../db/schema';

const collegeColumns = {
  id: colleges.id,
  name: colleges.name,
  nickname: colleges.nickname,
  slug: colleges.slug,
  city: colleges.city,
  state: colleges.state,
  colorCode: colleges.colorCode,
  logoUrl: colleges.logoUrl,
  facebookUrl: colleges.facebookUrl,
  twitterUrl: colleges.twitterUrl,
  instagramUrl: colleges.instagramUrl,
  websiteUrl: colleges.websiteUrl,
  // Kept by the database (migration 0028, ADR 0056).
  athletesCount: colleges.athletesCount,
};

/** Every college, by name, with its number of trainers; or those whose name or nickname contains the text. */
export function listColleges(db: Db, nameContains?: string) {
  // A short table (one row a school): a scan, no index needed.
  const pattern = nameContains ? `%${escapeLike(nameContains)}%` : undefined;
  return db
    .select(collegeColumns)
    .from(colleges)
    .where(
      pattern === undefined
        ? undefined
        : or(
            sql`lower(${colleges.name}) LIKE lower(${pattern})`,
            sql`lower(${colleges.nickname}) LIKE lower(${pattern})`,
          ),
    )
    .orderBy(asc(colleges.name), asc(colleges.id));
}
export type CollegeRow = Awaited<ReturnType<typeof listColleges>>[number];

/** A college by id (all digits) or slug. */
export async function findCollege(db: Db, idOrSlug: string): Promise<CollegeRow | undefined> {
  const where = /^\d+$/.test(idOrSlug) ? eq(colleges.id, Number(idOrSlug)) : eq(colleges.slug, idOrSlug);
  const [row] = await db.select(collegeColumns).from(colleges).where(where).limit(1);
  return row;
}

/** LIKE's wildcards and its escape character, taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function startsWith(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  // lower(col) LIKE lower($1) || '%': the shape the text_pattern_ops indexes on lower(...) serve.
  const prefix = escapeLike(text);
  return or(
    sql`lower(${highSchools.nickname}) LIKE lower(${prefix}) || '%'`,
    sql`lower(${highSchools.city}) LIKE lower(${prefix}) || '%'`,
  );
}

export function searchHighSchools(db: Db, text: string | undefined, limit: number, offset: number) {
  return db
    .select()
    .from(highSchools)
    .where(startsWith(text))
    .orderBy(asc(highSchools.nickname), asc(highSchools.id))
    .limit(limit)
    .offset(offset);
}

export async function countHighSchools(db: Db, text: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(highSchools).where(startsWith(text));
  return row?.n ?? 0;
}
