import type { Db, Tx } from '../client';
import { sports } from '../schema';

/** Whether the database holds data already (the demo's or anyone's): the seed then stays out. */
export async function hasDemoData(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: sports.id }).from(sports).limit(1);
  return rows.length > 0;
}
