import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, players } from '../../db/schema';

/** Sets the hash; answers whom to tell (the account's email, the parent's first name). */
export async function setClientPassword(db: Db, clientId: number, passwordHash: string, now: Date) {
  const [row] = await db
    .update(clients)
    .set({ passwordHash, updatedAt: now })
    .where(eq(clients.id, clientId))
    .returning({
      email: clients.email,
      // The parent holds the account; an account without one is greeted by its player's name.
      name: sql<string>`coalesce(${clients.parentFirstName}, (SELECT ${players.firstName} FROM ${players} WHERE ${players.id} = ${clients.activePlayerId}), '')`,
    });
  return row;
}
