// Raw-SQL helpers for the discovery queries (aggregates and lateral joins the query builder
// does not express well). Every row is parsed with zod, so a driver difference (PGlite vs
// node-postgres) shows up as an error instead of a wrong type.
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';

/** The column types of the rows raw SQL returns, for the zod schemas that parse them. */
export const column = {
  int: z.number().int(),
  text: z.string(),
  bool: z.boolean(),
};

// Each row schema's result schema, made once: zod compiles a schema the first time it parses
// with it, so one made per query cost more than the parse (ADR 0051, 0052).
const resultSchemas = new WeakMap<z.ZodType, z.ZodType>();

/** Runs a query and parses its rows. */
export async function queryRows<T extends z.ZodType>(db: Db, query: SQL, row: T): Promise<z.infer<T>[]> {
  const result = await db.execute(query);
  let schema = resultSchemas.get(row) as z.ZodObject<{ rows: z.ZodArray<T> }> | undefined;
  if (!schema) {
    schema = z.object({ rows: z.array(row) });
    resultSchemas.set(row, schema);
  }
  return schema.parse(result).rows;
}

/**
 * An instant as an ISO-8601 UTC string. Drivers hand timestamptz back as text in the
 * session's time zone, so the format is fixed in SQL.
 */
export const isoUtc = (expr: SQL) =>
  sql`to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An instant as milliseconds since the epoch (a JSON number: no text to parse back into a Date),
 * whole as `isoUtc`'s (which drops what is below the millisecond). In doubles (`date_part`;
 * `extract` answers a numeric, several times slower over a trainer's hundreds of openings) and
 * exact: the instant's minute in whole seconds, and the milliseconds within that minute.
 */
export const epochMs = (expr: SQL) =>
  sql`(date_part('epoch', date_trunc('minute', ${expr})) * 1000 + floor(date_part('milliseconds', ${expr})))`;

const isInt = (value: unknown): value is number => Number.isInteger(value);
/** The kinds of value `tuples` checks in place. */
export const cell = {
  int: isInt,
  /** An instant from `epochMs`. */
  ms: isInt,
  ints: (value: unknown): value is number[] => Array.isArray(value) && value.every(isInt),
};

/**
 * A JSON array of rows written as arrays (`json_build_array`), each cell checked in place by
 * its `cell` kind: for a row's long lists (a trainer's openings), which zod's object parsing
 * copies field by field. A driver difference still fails here instead of giving a wrong type.
 */
export function tuples<T extends unknown[]>(...cells: { [K in keyof T]: (value: unknown) => value is T[K] }) {
  return z.custom<T[]>((value) => {
    if (!Array.isArray(value)) return false;
    for (const row of value) {
      if (!Array.isArray(row) || row.length !== cells.length) return false;
      for (let i = 0; i < cells.length; i++) if (!cells[i]?.(row[i])) return false;
    }
    return true;
  }, `Expected rows of ${cells.length} cells`);
}

/** A JS instant as a query parameter (a string, so no driver converts it through local time). */
export const instant = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export const intArray = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/**
 * Whether the service aliased `ps` may be shown to the public: published and public,
 * or private but named by its direct link (`privateSlugs`). Drafts and unpublished ones never.
 */
export function visibleService(privateSlugs: readonly (string | SQL)[] = []): SQL {
  if (privateSlugs.length === 0) return sql`(ps.status = 'published' AND ps.privacy_setting = 'public')`;
  const slugs = sql.join(
    privateSlugs.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`(ps.status = 'published' AND (ps.privacy_setting = 'public' OR ps.slug IN (${slugs})))`;
}

/**
 * The locations of the service aliased `ps` as a JSON array (id order), or NULL for
 * a virtual one. A row's JSON (its columns' names as keys) costs PostgreSQL less than
 * json_build_object's for each of a page's trainings (ADR 0073).
 */
export const serviceLocationsJson = sql`CASE WHEN ps.training_type = 'virtual' THEN NULL ELSE (
  SELECT coalesce(json_agg(loc ORDER BY loc.id), '[]'::json) FROM (
    SELECT l.id, l.location, l.address, l.city, l.state
    FROM provided_service_locations l WHERE l.provided_service_id = ps.id) loc) END`;

export const locationRowSchema = z.object({
  id: column.int,
  location: column.text,
  address: column.text,
  city: column.text.nullable(),
  state: column.text.nullable(),
});
export type LocationRow = z.infer<typeof locationRowSchema>;

/** Counts come back as bigint text from node-postgres and as numbers from PGlite. */
export const countSchema = z.object({ count: z.coerce.number().int() });
