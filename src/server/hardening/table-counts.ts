import { expect } from 'vitest';
import type { Database } from '../db/client';

let countSql: string | undefined;

/**
 * The number of rows of every table of the product (our schema, not the job queue's), in one
 * round trip: compared before and after a refused request to prove nothing was written.
 */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  if (!countSql) {
    const { rows } = await database.executeSql(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
      [],
    );
    const names = rows.flatMap((row) => {
      const name =
        typeof row === 'object' && row !== null && 'table_name' in row ? row.table_name : undefined;
      return typeof name === 'string' && /^\w+$/.test(name) ? [name] : [];
    });
    if (names.length === 0) throw new Error('no tables found');
    countSql = `select json_build_object(${names
      .map((name) => `'${name}', (select count(*) from "${name}")`)
      .join(', ')}) as counts`;
  }
  const { rows } = await database.executeSql(countSql, []);
  const first = rows[0];
  const counts = typeof first === 'object' && first !== null && 'counts' in first ? first.counts : undefined;
  const parsed: unknown = typeof counts === 'string' ? JSON.parse(counts) : counts;
  if (typeof parsed !== 'object' || parsed === null) throw new Error('row counts unreadable');
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, Number(v)]));
}

/** SPEC §8: `{"errors": [...]}` with plain strings or one-key objects of strings. */
export function expectErrorShape(body: unknown): void {
  expect(body).toEqual({ errors: expect.any(Array) });
  const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : undefined;
  if (!Array.isArray(errors)) throw new Error('errors is not a list');
  expect(errors.length).toBeGreaterThan(0);
  for (const entry of errors) {
    if (typeof entry === 'string') continue;
    expect(typeof entry).toBe('object');
    const values = Object.values(entry ?? {});
    expect(values).toHaveLength(1);
    expect(typeof values[0]).toBe('string');
  }
}
