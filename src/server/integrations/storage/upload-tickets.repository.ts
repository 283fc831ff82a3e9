import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadedFiles, uploadTickets } from '../../db/schema';
import type { UploadOwnerKind } from './storage';

export async function insertUploadTicket(
  db: Db,
  ticket: { key: string; ownerKind: UploadOwnerKind; ownerId: number; contentType: string; expiresAt: Date },
) {
  await db.insert(uploadTickets).values({
    key: ticket.key,
    clientId: ticket.ownerKind === 'client' ? ticket.ownerId : null,
    athleteId: ticket.ownerKind === 'athlete' ? ticket.ownerId : null,
    contentType: ticket.contentType,
    expiresAt: ticket.expiresAt,
  });
}

/**
 * Marks the ticket used and stores the file, in one transaction: of two concurrent PUTs only
 * one gets the ticket, and a used ticket always has its file.
 */
export async function storeUploadedFile(
  db: Db,
  key: string,
  contentType: string,
  bytes: Buffer,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claimUploadTicket(tx, key, contentType, now))) return false;
    await tx.insert(uploadedFiles).values({ key, contentType, bytes });
    return true;
  });
}

export async function findUploadedFile(db: Db, key: string) {
  const rows = await db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key)).limit(1);
  return rows[0];
}

/** Marks the ticket used in one statement: of two concurrent PUTs only one gets it. */
async function claimUploadTicket(db: Db, key: string, contentType: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(uploadTickets)
    .set({ usedAt: now, contentType })
    .where(and(eq(uploadTickets.key, key), isNull(uploadTickets.usedAt), gt(uploadTickets.expiresAt, now)))
    .returning({ id: uploadTickets.id });
  return rows.length > 0;
}

export async function findUploadTicket(db: Db, key: string) {
  const rows = await db.select().from(uploadTickets).where(eq(uploadTickets.key, key)).limit(1);
  return rows[0];
}

/** Erases the files a client uploaded and their tickets (an account's deletion, ADR 0040). */
export async function deleteClientUploads(db: Db, clientId: number): Promise<void> {
  const keys = db
    .select({ key: uploadTickets.key })
    .from(uploadTickets)
    .where(eq(uploadTickets.clientId, clientId));
  await db.delete(uploadedFiles).where(inArray(uploadedFiles.key, keys));
  await db.delete(uploadTickets).where(eq(uploadTickets.clientId, clientId));
}

/** Erases the files a trainer uploaded (photo, trainings' pictures) and their tickets (ADR 0055). */
export async function deleteAthleteUploads(db: Db, athleteId: number): Promise<void> {
  const keys = db
    .select({ key: uploadTickets.key })
    .from(uploadTickets)
    .where(eq(uploadTickets.athleteId, athleteId));
  await db.delete(uploadedFiles).where(inArray(uploadedFiles.key, keys));
  await db.delete(uploadTickets).where(eq(uploadTickets.athleteId, athleteId));
}
