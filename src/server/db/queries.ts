// Query-building helpers the repositories share: a newest-first page with its count, the
// columns of a joined table selected by name, and the row an insert returned.
import { desc, getTableColumns, type SQL, type Table } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** The SQL limit and offset of one page (lib/pagination.ts `pageWindow` makes it from a page request). */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** A table whose lists read newest first: by created_at, then id. */
type DatedTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * One page of a newest-first list and how many rows the whole list has, read together. `rows` is
 * the list's select from `table` with its joins (`.$dynamic()`); `where` filters `table`'s rows,
 * and the count reads `table` alone.
 */
export async function newestFirstPage<Q extends PgSelect>(
  db: Db,
  list: { rows: Q; table: DatedTable; where: SQL | undefined },
  window: PageWindow,
): Promise<{ rows: Awaited<Q>; count: number }> {
  const { rows, table, where } = list;
  const [page, count] = await Promise.all([
    rows
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(window.limit)
      .offset(window.offset),
    db.$count(table, where),
  ]);
  return { rows: page, count };
}

type ColumnsOf<T extends Table> = T['_']['columns'];
type ColumnName<T extends Table> = keyof ColumnsOf<T> & string;

/** Some columns of `table`, selected under their own names: `pick(cards, ['id', 'last4'])`. */
export function pick<T extends Table, const K extends ColumnName<T>>(
  table: T,
  names: readonly K[],
): Pick<ColumnsOf<T>, K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<ColumnsOf<T>, K>;
}

/**
 * Some columns of a joined table, selected under a prefix naming what the table is to the row:
 * `prefixed('trainer', athletes, ['firstName', 'slug'])` selects `trainerFirstName` and `trainerSlug`.
 */
export function prefixed<const P extends string, T extends Table, const K extends ColumnName<T>>(
  prefix: P,
  table: T,
  names: readonly K[],
): { [Name in K as `${P}${Capitalize<Name>}`]: ColumnsOf<T>[Name] } {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    names.map((name) => [`${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}`, columns[name]]),
  ) as { [Name in K as `${P}${Capitalize<Name>}`]: ColumnsOf<T>[Name] };
}

/**
 * For `.then()` after an INSERT … RETURNING of one row: that row. An insert that returns nothing
 * is a bug rather than a case to handle, so it throws, naming what was inserted.
 */
export const insertedRow =
  (what: string) =>
  <T>(rows: T[]): T => {
    const [row] = rows;
    if (!row) throw new Error(`${what} insert returned nothing`);
    return row;
  };
