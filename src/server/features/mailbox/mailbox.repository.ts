import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { PageRequest } from '../../lib/pagination';
import { pageWindow } from '../../lib/pagination';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function listOutbox(db: Db, page: PageRequest, to: string | undefined) {
  const where = to ? sql`lower(${emailOutbox.toAddress}) = ${to.toLowerCase()}` : undefined;
  const { limit, offset } = pageWindow(page);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findOutboxMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row;
}
