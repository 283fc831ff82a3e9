import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prefixed } from '../../db/queries';
import { athletes, colleges, positions, sports } from '../../db/schema';

export type AthleteRow = typeof athletes.$inferSelect;
export type TrainerProfileRow = AthleteRow & {
  sportName: string | null;
  collegeNickname: string | null;
  collegeName: string | null;
};

export async function findAthleteByEmail(db: Db, email: string): Promise<AthleteRow | undefined> {
  return db.query.athletes.findFirst({
    where: eq(sql`lower(${athletes.email})`, email.trim().toLowerCase()),
  });
}

export async function findTrainerProfile(db: Db, id: number): Promise<TrainerProfileRow | undefined> {
  const rows = await db
    .select({
      athlete: athletes,
      sportName: sports.name,
      ...prefixed('college', colleges, ['nickname', 'name']),
    })
    .from(athletes)
    .leftJoin(sports, eq(sports.id, athletes.sportId))
    .leftJoin(colleges, eq(colleges.id, athletes.collegeId))
    .where(eq(athletes.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...row.athlete,
    sportName: row.sportName,
    collegeNickname: row.collegeNickname,
    collegeName: row.collegeName,
  };
}

export async function updateAthlete(db: Db, id: number, patch: Partial<typeof athletes.$inferInsert>) {
  await db.update(athletes).set(patch).where(eq(athletes.id, id));
}

/** Every position of the sport (trainers may be coaches), or undefined when the sport does not exist. */
export async function sportPositionNames(db: Db, sportId: number): Promise<string[] | undefined> {
  const rows = await db
    .select({ position: positions.name })
    .from(sports)
    .leftJoin(positions, eq(positions.sportId, sports.id))
    .where(eq(sports.id, sportId));
  if (rows.length === 0) return undefined;
  return rows.flatMap((r) => (r.position === null ? [] : [r.position]));
}
