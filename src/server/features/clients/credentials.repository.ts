import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';

export async function setClientPassword(db: Db, clientId: number, passwordHash: string, now: Date) {
  await db.update(clients).set({ passwordHash, updatedAt: now }).where(eq(clients.id, clientId));
}
