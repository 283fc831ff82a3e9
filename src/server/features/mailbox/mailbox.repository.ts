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

/** Messages to any of these addresses: an email address, a text message's phone number. */
const toAny = (addresses: readonly (string | null)[]) => {
  const wanted = addresses.filter((a): a is string => Boolean(a)).map((a) => a.trim().toLowerCase());
  return wanted.length === 0
    ? sql`false`
    : sql`lower(${emailOutbox.toAddress}) IN (${sql.join(
        wanted.map((a) => sql`${a}`),
        sql`, `,
      )})`;
};

/** Every email and text the product wrote to these addresses (a data export), oldest first. */
export async function listMessagesTo(db: Db, addresses: readonly (string | null)[]): Promise<OutboxRow[]> {
  return db.select().from(emailOutbox).where(toAny(addresses)).orderBy(emailOutbox.id);
}

/** Erases the emails and texts written to these addresses (an account's deletion, ADR 0040). */
export async function deleteMessagesTo(db: Db, addresses: readonly (string | null)[]): Promise<void> {
  await db.delete(emailOutbox).where(toAny(addresses));
}
