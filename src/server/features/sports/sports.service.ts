import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { listSportsWithPositions } from './sports.repository';

const toResource = (s: Awaited<ReturnType<typeof listSportsWithPositions>>[number]) => ({
  id: String(s.id),
  type: 'sport' as const,
  attributes: s,
});

/** GET /v1/sports: every sport with its positions. */
export async function listSports(db: Db) {
  return { data: (await listSportsWithPositions(db)).map(toResource) };
}

/** GET /v1/sports/{id}: one sport with its positions. */
export async function showSport(db: Db, id: number) {
  const [sport] = await listSportsWithPositions(db, id);
  if (!sport) throw notFound('Sport');
  return { data: toResource(sport) };
}
