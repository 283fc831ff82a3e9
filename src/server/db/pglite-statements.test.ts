import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { namedStatements } from './pglite-statements';

// The embedded database's named statements (ADR 0064) answer what PGlite's own `query` answers.
let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  await client.exec('CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL, at timestamptz)');
});
afterAll(() => client.close());

const noNul = (s: string) => !s.includes('\u0000');
/** Drizzle's `execute` answer on the embedded database: PGlite's result. */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('named statements on the embedded database', () => {
  it('answer the same rows and fields as PGlite’s query, for any values', async () => {
    const statements = namedStatements(client);
    const cases = fc.oneof(
      fc.record({ type: fc.constant('int4'), value: fc.integer() }),
      fc.record({ type: fc.constant('int8'), value: fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }) }),
      fc.record({ type: fc.constant('float8'), value: fc.double({ noNaN: true, noDefaultInfinity: true }) }),
      fc.record({ type: fc.constant('text'), value: fc.string({ unit: 'grapheme' }).filter(noNul) }),
      fc.record({ type: fc.constant('bool'), value: fc.boolean() }),
      fc.record({
        type: fc.constant('timestamptz'),
        value: fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2200-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
      }),
      fc.record({
        type: fc.constant('jsonb'),
        value: fc.dictionary(
          fc.string().filter(noNul),
          fc.oneof(fc.integer(), fc.string().filter(noNul), fc.boolean()),
        ),
      }),
      fc.record({ type: fc.constant('text'), value: fc.constant(null) }),
    );
    await fc.assert(
      fc.asyncProperty(
        cases,
        fc.constantFrom<'array' | 'object'>('array', 'object'),
        async ({ type, value }, rowMode) => {
          const text = `SELECT $1::${type} AS v, $2::int AS n`;
          const expected = await client.query(text, [value, 7], { rowMode });
          const got = await statements.query(text, [value, 7], { rowMode }, false);
          expect(got.rows).toEqual(expected.rows);
          expect(got.fields).toEqual(expected.fields);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('count the rows a write changed, and answer RETURNING rows', async () => {
    const statements = namedStatements(client);
    const inserted = await statements.query(
      'INSERT INTO items (id, name) VALUES ($1, $2), ($3, $4) RETURNING id',
      [1, 'one', 2, 'two'],
      undefined,
      false,
    );
    expect(inserted.rows).toEqual([{ id: 1 }, { id: 2 }]);
    const updated = await statements.query(
      'UPDATE items SET name = $1 WHERE id > $2',
      ['x', 0],
      undefined,
      false,
    );
    expect(updated.affectedRows).toBe(2);
    expect(updated.rows).toEqual([]);
    await client.exec('DELETE FROM items');
  });

  it('throw the database’s error with its code, and leave the statement usable', async () => {
    const statements = namedStatements(client);
    const insert = 'INSERT INTO items (id, name) VALUES ($1, $2)';
    await statements.query(insert, [10, 'ten'], undefined, false);
    await expect(statements.query(insert, [10, 'again'], undefined, false)).rejects.toMatchObject({
      code: '23505',
      constraint: 'items_pkey',
    });
    await expect(
      statements.query('SELECT $1::int AS n', ['not a number'], undefined, false),
    ).rejects.toMatchObject({
      code: '22P02',
    });
    await expect(statements.query('SELECT nothing FROM $1', [1], undefined, false)).rejects.toMatchObject({
      code: '42601',
    });
    await statements.query(insert, [11, 'eleven'], undefined, false);
    expect((await client.query('SELECT id FROM items ORDER BY id')).rows).toEqual([{ id: 10 }, { id: 11 }]);
    await client.exec('DELETE FROM items');
  });

  it('keep at most their bound prepared, closing the least recently run', async () => {
    const own = await PGlite.create();
    const statements = namedStatements(own, { max: 3 });
    const preparedCount = async () =>
      (await own.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]?.n;
    const texts = [1, 2, 3, 4, 5].map((k) => `SELECT $1::int + ${k} AS n`);
    for (const [k, text] of texts.entries()) {
      expect((await statements.query(text, [100], undefined, false)).rows).toEqual([{ n: 101 + k }]);
    }
    expect(statements.size).toBe(3);
    expect(await preparedCount()).toBe(3);
    // The first was closed: it is prepared again, in place of the least recently run.
    expect((await statements.query(texts[0] ?? '', [1], undefined, false)).rows).toEqual([{ n: 2 }]);
    expect(statements.size).toBe(3);
    expect(await preparedCount()).toBe(3);
    await own.close();
  });
});

describe('the embedded database through drizzle', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.executeSql('CREATE TABLE marks (id int PRIMARY KEY, at timestamptz NOT NULL)');
  });
  afterAll(() => database.close());

  it('waits for a transaction in progress before a statement from outside it runs', async () => {
    let inside!: () => void;
    const started = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO marks (id, at) VALUES (${1}, ${'2026-01-01T00:00:00Z'})`);
        inside();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rolled back');
      })
      .catch((err: Error) => err.message);
    await started;
    // Sent while the transaction holds the connection: it must not run inside it (it would see
    // the row the transaction then takes back).
    const outside = await database.db.execute(sql`SELECT count(*)::int AS n FROM marks WHERE id > ${0}`);
    expect(await transaction).toBe('rolled back');
    expect(rowsOf(outside)).toEqual([{ n: 0 }]);
  });

  it('reads instants as drizzle maps them, and as Date objects for plain SQL', async () => {
    await database.db.execute(sql`INSERT INTO marks (id, at) VALUES (${2}, ${'2026-03-04T05:06:07.089Z'})`);
    const viaDrizzle = await database.db.execute(sql`SELECT at FROM marks WHERE id = ${2}`);
    expect(typeof rowsOf(viaDrizzle)[0]?.at).toBe('string');
    expect(new Date(String(rowsOf(viaDrizzle)[0]?.at)).toISOString()).toBe('2026-03-04T05:06:07.089Z');
    // The job queue's SQL reads them as node-postgres does.
    const plain = await database.executeSql('SELECT at FROM marks WHERE id = $1', [2]);
    expect(plain.rows[0]).toEqual({ at: new Date('2026-03-04T05:06:07.089Z') });
  });
});
