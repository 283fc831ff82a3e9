import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { textAddress } from '../../../shared/domain/contact';
import type { Db } from '../../db/client';
import { newestFirstPage } from '../../db/queries';
import { emailOutbox } from '../../db/schema';
import type { PageRequest } from '../../lib/pagination';
import { pageWindow } from '../../lib/pagination';
import { column, queryRows } from '../calendar/sql-rows';

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

/**
 * Whose messages an export or an erasure takes: an account's, by the addresses it holds now (its
 * email, its phone for texts), from when it was made. The outbox keeps addresses, not accounts.
 */
export interface MessageOwner {
  kind: 'client' | 'trainer';
  id: number;
  createdAt: Date;
  email: string;
  /** The phone its texts go to, as stored. */
  phone: string | null;
}

// The last ten digits of a stored US phone, in SQL: `textAddress`'s number, however it was typed.
const phoneDigits = (column: SQL) => sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`;

/**
 * The owner's addresses that no other account holds. Sign-up proves no address: a guest and a
 * registered family, or a family and a trainer, may give the same email, and the outbox cannot
 * tell whose message is whose. Such an address is nobody's to read or erase (an attacker's walk
 * signed up with a guest's email and read, then erased, the guest's booking emails).
 */
async function ownAddresses(db: Db, owner: MessageOwner): Promise<string[]> {
  const email = owner.email.trim().toLowerCase();
  const phone = textAddress(owner.phone);
  const isClient = owner.kind === 'client';
  const [row] = await queryRows(
    db,
    sql`SELECT
      EXISTS (SELECT 1 FROM clients c WHERE lower(c.email) = ${email} AND (${!isClient} OR c.id <> ${owner.id}))
        OR EXISTS (SELECT 1 FROM athletes a WHERE lower(a.email) = ${email} AND a.deleted_at IS NULL
          AND (${isClient} OR a.id <> ${owner.id})) AS email_shared,
      ${
        phone === null
          ? sql`false`
          : sql`EXISTS (SELECT 1 FROM clients c WHERE ${phoneDigits(sql`c.parent_contact_number`)} = ${phone.slice(-10)}
          AND (${!isClient} OR c.id <> ${owner.id}))
        OR EXISTS (SELECT 1 FROM athletes a WHERE ${phoneDigits(sql`a.contact_number`)} = ${phone.slice(-10)}
          AND a.deleted_at IS NULL AND (${isClient} OR a.id <> ${owner.id}))`
      } AS phone_shared`,
    z.object({ email_shared: column.bool, phone_shared: column.bool }),
  );
  return [row?.email_shared ? null : email, row?.phone_shared ? null : phone].filter(
    (a): a is string => a !== null,
  );
}

/** The owner's messages (`ownAddresses`, since the account was made). */
async function ownMessages(db: Db, owner: MessageOwner): Promise<SQL> {
  return sql`${toAny(await ownAddresses(db, owner))} AND ${emailOutbox.createdAt} >= ${owner.createdAt.toISOString()}::timestamptz`;
}

/** Every email and text the product wrote to the account (a data export), oldest first. */
export async function listMessagesTo(db: Db, owner: MessageOwner): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(await ownMessages(db, owner))
    .orderBy(emailOutbox.id);
}

/** Erases the emails and texts written to the account (its deletion, ADR 0040). */
export async function deleteMessagesTo(db: Db, owner: MessageOwner): Promise<void> {
  await db.delete(emailOutbox).where(await ownMessages(db, owner));
}
