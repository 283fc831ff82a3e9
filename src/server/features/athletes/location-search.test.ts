import { describe, expect, it } from 'vitest';
import { parseLocationSearch } from './location-search';

describe('parseLocationSearch', () => {
  it("reads Object's own member names as plain text, not as states", () => {
    for (const text of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(parseLocationSearch(text)).toEqual({ kind: 'place', city: text });
    }
    expect(parseLocationSearch('Lexington, __proto__')).toEqual({ kind: 'place', city: 'Lexington' });
    expect(parseLocationSearch('constructor, KY')).toEqual({
      kind: 'place',
      city: 'constructor',
      state: 'KY',
    });
  });

  it('takes a zip over everything else', () => {
    expect(parseLocationSearch('KY, Lexington, 100 Main St, 40502')).toEqual({ kind: 'zip', zip: '40502' });
    expect(parseLocationSearch('Lexington, KY 40502-1234')).toEqual({ kind: 'zip', zip: '40502' });
    expect(parseLocationSearch(' 40502 ')).toEqual({ kind: 'zip', zip: '40502' });
  });

  it('does not read a 5-digit street number as a zip', () => {
    expect(parseLocationSearch('KY, Lexington, 12345 Main St')).toEqual({
      kind: 'place',
      city: 'Lexington',
      state: 'KY',
    });
  });

  it('reads state and city in either order, state codes in any case', () => {
    expect(parseLocationSearch('ky, Lexington, , ')).toEqual({
      kind: 'place',
      city: 'Lexington',
      state: 'KY',
    });
    expect(parseLocationSearch('Lexington, KY, USA')).toEqual({
      kind: 'place',
      city: 'Lexington',
      state: 'KY',
    });
    expect(parseLocationSearch('New York, NY')).toEqual({ kind: 'place', city: 'New York', state: 'NY' });
  });

  it('knows full state names, and a city or a state alone', () => {
    expect(parseLocationSearch('Kentucky')).toEqual({ kind: 'place', state: 'KY' });
    expect(parseLocationSearch('Louisville, kentucky')).toEqual({
      kind: 'place',
      city: 'Louisville',
      state: 'KY',
    });
    expect(parseLocationSearch('Lexington')).toEqual({ kind: 'place', city: 'Lexington' });
  });

  it('filters nothing for empty text or a lone street', () => {
    expect(parseLocationSearch(undefined)).toBeNull();
    expect(parseLocationSearch(' , , ')).toBeNull();
    expect(parseLocationSearch('100 Main St')).toBeNull();
  });
});
