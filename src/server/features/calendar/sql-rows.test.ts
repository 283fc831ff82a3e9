import { describe, expect, it } from 'vitest';
import { cell, tuples } from './sql-rows';

describe('tuples', () => {
  const rows = tuples<[number, number, number[]]>(cell.int, cell.ms, cell.ints);

  it('takes rows of the right cells as they are, without copying them', () => {
    const value = [
      [1, 1_795_671_064_941, [3, 4]],
      [2, -1, []],
    ];
    expect(rows.parse(value)).toBe(value);
    expect(rows.parse([])).toEqual([]);
  });

  it('refuses what a driver might hand back instead: text, a missing cell, a wrong kind', () => {
    for (const bad of [
      null,
      {},
      [[1, '1795671064941', [3]]],
      [[1, 1_795_671_064_941]],
      [[1, 1_795_671_064_941, [3], 4]],
      [[1.5, 1, []]],
      [[1, 1, ['3']]],
      [[1, 1, null]],
    ]) {
      expect(rows.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
