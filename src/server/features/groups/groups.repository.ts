import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groups } from '../../db/schema';

export async function findGroupBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(groups).where(eq(groups.slug, slug)).limit(1);
  return row;
}
