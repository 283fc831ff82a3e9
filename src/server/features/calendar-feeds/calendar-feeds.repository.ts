import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertedRow } from '../../db/queries';
import { calendarFeeds } from '../../db/schema';

/** Whose feed: a family's account or a trainer. */
export type FeedOwner = { kind: 'client'; id: number } | { kind: 'athlete'; id: number };
export type FeedRow = typeof calendarFeeds.$inferSelect;

const ownedBy = (owner: FeedOwner) =>
  owner.kind === 'client' ? eq(calendarFeeds.clientId, owner.id) : eq(calendarFeeds.athleteId, owner.id);

export async function findLiveFeed(db: Db, owner: FeedOwner): Promise<FeedRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(ownedBy(owner), isNull(calendarFeeds.revokedAt)))
    .orderBy(desc(calendarFeeds.id))
    .limit(1);
  return row;
}

/** Every feed of the owner, revoked ones too, oldest first (a data export). */
export async function listFeeds(db: Db, owner: FeedOwner): Promise<FeedRow[]> {
  return db.select().from(calendarFeeds).where(ownedBy(owner)).orderBy(asc(calendarFeeds.id));
}

export async function insertFeed(db: Db, owner: FeedOwner): Promise<FeedRow> {
  return db
    .insert(calendarFeeds)
    .values(owner.kind === 'client' ? { clientId: owner.id } : { athleteId: owner.id })
    .returning()
    .then(insertedRow('calendar feed'));
}

export async function revokeFeeds(db: Db, owner: FeedOwner, now: Date): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(and(ownedBy(owner), isNull(calendarFeeds.revokedAt)));
}

export async function findLiveFeedById(db: Db, id: number): Promise<FeedRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.id, id), isNull(calendarFeeds.revokedAt)))
    .limit(1);
  return row;
}
