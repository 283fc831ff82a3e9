import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInstant } from './athletes.serializer';

describe('isoInstant', () => {
  it('writes what Date#toISOString writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), (ms) => {
        expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
      }),
      { numRuns: 2000 },
    );
    const edges = [0, -1, 1, 999, -86_400_001, 8.64e15, -8.64e15, Date.parse('2026-11-01T06:30:00Z')];
    for (const ms of edges) expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
    // Around today: whole minutes, as slots are.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), (minutes) => {
        const ms = Date.parse('2026-01-01T00:00:00Z') + minutes * 60_000;
        expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
      }),
    );
  });

  it('throws outside the range of dates, as toISOString does', () => {
    expect(() => isoInstant(8.64e15 + 1)).toThrow(RangeError);
    expect(() => isoInstant(Number.NaN)).toThrow(RangeError);
  });
});
