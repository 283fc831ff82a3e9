import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testAppForFile } from '../../testing/test-app';
import { epochMs, queryRows } from './sql-rows';

// `epochMs` reads an instant as whole milliseconds through a double (`date_part`), for speed;
// on the database (both kinds) it must give exactly the millisecond the exact numeric reading
// gives, for any instant a column can hold at microsecond resolution, as the grid relies on it.
const t = testAppForFile();

describe('epochMs', () => {
  it('is the exact whole millisecond of any instant, to the microsecond', async () => {
    // From 1970 to 2200, in microseconds; the sub-millisecond part is drawn apart so that its
    // edges (0 and 999 µs) come up often.
    const instants = fc.array(
      fc.tuple(fc.integer({ min: 0, max: 7_258_118_400_000 }), fc.integer({ min: 0, max: 999 })),
      { minLength: 1, maxLength: 40 },
    );
    await fc.assert(
      fc.asyncProperty(instants, async (pairs) => {
        const micros = pairs.map(([ms, us]) => BigInt(ms) * 1000n + BigInt(us));
        const rows = await queryRows(
          t.db(),
          sql`SELECT ${epochMs(sql`x.at`)} AS fast, floor(extract(epoch FROM x.at) * 1000)::text AS exact
              FROM unnest(${`{${micros.join(',')}}`}::bigint[]) AS m(us)
              CROSS JOIN LATERAL (SELECT to_timestamp(0) + m.us * interval '1 microsecond' AS at) x`,
          z.object({ fast: z.number(), exact: z.string() }),
        );
        expect(rows).toHaveLength(pairs.length);
        rows.forEach((row, i) => {
          expect(Number.isInteger(row.fast)).toBe(true);
          expect(String(row.fast)).toBe(row.exact);
          expect(row.fast).toBe(pairs[i]?.[0]);
        });
      }),
      { numRuns: 60 },
    );
  });
});
