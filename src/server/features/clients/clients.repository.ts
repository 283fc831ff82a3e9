import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, colleges } from '../../db/schema';

export type ClientRow = typeof clients.$inferSelect;
export type ClientWithCollege = ClientRow & { collegeNickname: string | null };

export async function findRegisteredClientByEmail(db: Db, email: string): Promise<ClientRow | undefined> {
  const rows = await db
    .select()
    .from(clients)
    .where(and(sql`lower(${clients.email}) = ${email.trim().toLowerCase()}`, eq(clients.guestUser, false)))
    .limit(1);
  return rows[0];
}

export async function findClientWithCollege(db: Db, id: number): Promise<ClientWithCollege | undefined> {
  const rows = await db
    .select({ client: clients, collegeNickname: colleges.nickname })
    .from(clients)
    .leftJoin(colleges, eq(colleges.id, clients.collegeId))
    .where(eq(clients.id, id))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.client, collegeNickname: row.collegeNickname } : undefined;
}
