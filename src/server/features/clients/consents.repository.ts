import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ConsentKind, consents } from '../../db/schema';

export type ConsentRow = typeof consents.$inferSelect;

/** Where an agreement was made: the request's address and browser. */
export interface ConsentOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

export async function insertConsent(
  db: Db,
  values: {
    kind: ConsentKind;
    clientId: number;
    playerId: number | null;
    statement: string;
    forChild: boolean;
    agreedAt: Date;
  } & ConsentOrigin,
): Promise<void> {
  await db.insert(consents).values(values);
}

/** The account's agreements, oldest first (a data export). */
export async function listClientConsents(db: Db, clientId: number): Promise<ConsentRow[]> {
  return db.select().from(consents).where(eq(consents.clientId, clientId)).orderBy(consents.id);
}

/** Keeps what was agreed and when, without the address and browser (the account's deletion). */
export async function anonymiseClientConsents(db: Db, clientId: number): Promise<void> {
  await db.update(consents).set({ ipAddress: null, userAgent: null }).where(eq(consents.clientId, clientId));
}
