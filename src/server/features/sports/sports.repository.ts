import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { COACH_POSITION_NAMES } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { positions, sports } from '../../db/schema';

/** Sports with their positions; coach positions exist in data but are never offered (SPEC §3). */
export async function listSportsWithPositions(db: Db, onlyId?: number) {
  const sportRows = await db
    .select()
    .from(sports)
    .where(onlyId === undefined ? undefined : eq(sports.id, onlyId))
    .orderBy(asc(sports.name));
  if (sportRows.length === 0) return [];
  const positionRows = await db
    .select()
    .from(positions)
    .where(
      and(
        inArray(
          positions.sportId,
          sportRows.map((s) => s.id),
        ),
        notInArray(positions.name, [...COACH_POSITION_NAMES]),
      ),
    )
    .orderBy(asc(positions.id));
  return sportRows.map((s) => ({
    id: s.id,
    name: s.name,
    slug: s.slug,
    positions: positionRows
      .filter((p) => p.sportId === s.id)
      .map((p) => ({ id: p.id, name: p.name, display_name: p.displayName })),
  }));
}
