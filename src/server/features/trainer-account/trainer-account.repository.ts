import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { athletes, authSessions, colleges, passwordResetTokens, positions, sports } from '../../db/schema';

export type AthleteRow = typeof athletes.$inferSelect;
export type TrainerProfileRow = AthleteRow & {
  sportName: string | null;
  collegeNickname: string | null;
  collegeName: string | null;
};

export async function findAthleteByEmail(db: Db, email: string): Promise<AthleteRow | undefined> {
  const rows = await db
    .select()
    .from(athletes)
    .where(eq(sql`lower(${athletes.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function findTrainerProfile(db: Db, id: number): Promise<TrainerProfileRow | undefined> {
  const rows = await db
    .select({
      athlete: athletes,
      sportName: sports.name,
      collegeNickname: colleges.nickname,
      collegeName: colleges.name,
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

export async function collegeExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: colleges.id }).from(colleges).where(eq(colleges.id, id)).limit(1);
  return rows.length > 0;
}

export async function revokeAthleteSessions(db: Db, athleteId: number, now: Date, keepSessionId?: number) {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authSessions.athleteId, athleteId),
        isNull(authSessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(authSessions.id, keepSessionId),
      ),
    );
}

export async function deleteUnusedAthleteResetTokens(db: Db, athleteId: number) {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.athleteId, athleteId), isNull(passwordResetTokens.usedAt)));
}

export async function insertAthleteResetToken(db: Db, athleteId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResetTokens).values({ athleteId, tokenHash, expiresAt });
}

/** Spends a trainer's reset token in one statement; a player's token never matches here. */
export async function consumeAthleteResetToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        isNotNull(passwordResetTokens.athleteId),
      ),
    )
    .returning({ athleteId: passwordResetTokens.athleteId });
  return rows[0]?.athleteId ?? undefined;
}
