import { describe, expect, it } from 'vitest';
import { createQueryStringParser } from './query-string';

describe('query string parser', () => {
  it('nests Ransack-style filters and keeps plain values as strings', () => {
    const parse = createQueryStringParser();
    expect(parse('page=2&per_page=10&q[status_eq]=3&q[gender_eq]=female')).toEqual({
      page: '2',
      per_page: '10',
      q: { status_eq: '3', gender_eq: 'female' },
    });
    expect(parse('')).toEqual({});
  });

  it('gives a repeated query the same answer, which no request can change for the next', () => {
    const parse = createQueryStringParser();
    const first = parse('q[college_slug_eql]=bluegrass-state&page=1') as { q: Record<string, string> };
    expect(() => {
      first.q.college_slug_eql = 'changed';
    }).toThrow(TypeError);
    expect(parse('q[college_slug_eql]=bluegrass-state&page=1')).toEqual({
      q: { college_slug_eql: 'bluegrass-state' },
      page: '1',
    });
  });

  it('still parses every query after many different ones, and very long ones', () => {
    const parse = createQueryStringParser();
    for (let page = 1; page <= 1200; page++) expect(parse(`page=${page}`)).toEqual({ page: String(page) });
    expect(parse('page=7')).toEqual({ page: '7' });
    const long = `q[athlete_search_eql]=${'a'.repeat(2000)}`;
    expect(parse(long)).toEqual({ q: { athlete_search_eql: 'a'.repeat(2000) } });
  });
});
