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

/**
 * Erases the trainer's personal data in place (their deletion, ADR 0055): the row stays so that
 * bookings, payments and payouts keep their link, but it names nobody, can never sign in, gets
 * no email, and `deleted_at` keeps it out of every public page, list and search. The payout
 * account's provider reference stays, without a name, for transfers still owed.
 */
export async function anonymiseAthlete(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(athletes)
    .set({
      slug: `deleted-athlete-${id}`,
      firstName: 'Deleted',
      lastName: 'trainer',
      email: `deleted-athlete-${id}@deleted.invalid`,
      passwordHash: null,
      contactNumber: null,
      privateEmail: true,
      privateContactNumber: true,
      profileImage: null,
      sportId: null,
      positions: [],
      passingYear: null,
      jerseyNumber: null,
      city: null,
      state: null,
      zip: null,
      hometown: null,
      latitude: null,
      longitude: null,
      collegeId: null,
      highSchool: null,
      club: null,
      profileDescription: null,
      facebook: null,
      twitter: null,
      instagram: null,
      tiktok: null,
      website: null,
      dailyAgendaEmail: false,
      sessionReminders: false,
      textReminders: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(athletes.id, id));
}
