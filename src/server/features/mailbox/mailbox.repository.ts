import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newestFirstPage } from '../../db/queries';
import { emailOutbox } from '../../db/schema';
import type { PageRequest } from '../../lib/pagination';
import { pageWindow } from '../../lib/pagination';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function listOutbox(db: Db, page: PageRequest, to: string | undefined) {
  const where = to ? sql`lower(${emailOutbox.toAddress}) = ${to.toLowerCase()}` : undefined;
  const rows = db.select().from(emailOutbox).$dynamic();
  return newestFirstPage(db, { rows, table: emailOutbox, where }, pageWindow(page));
}

export async function findOutboxMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  return db.query.emailOutbox.findFirst({ where: eq(emailOutbox.id, id) });
}

/** Every email the product wrote to `address` (a data export), oldest first. */
export async function listEmailsTo(db: Db, address: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${address.trim().toLowerCase()}`)
    .orderBy(emailOutbox.id);
}

/** Erases the emails written to `address` (an account's deletion, ADR 0040). */
export async function deleteEmailsTo(db: Db, address: string): Promise<void> {
  await db.delete(emailOutbox).where(sql`lower(${emailOutbox.toAddress}) = ${address.trim().toLowerCase()}`);
}
