import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string';

describe('query string parser', () => {
  it('nests Ransack-style filters and keeps plain values as strings', () => {
    expect(parseQueryString('page=2&per_page=10&q[status_eq]=3&q[gender_eq]=female')).toEqual({
      page: '2',
      per_page: '10',
      q: { status_eq: '3', gender_eq: 'female' },
    });
    expect(parseQueryString('')).toEqual({});
  });

  it('keeps nesting and lists bounded', () => {
    expect(parseQueryString('a[b][c][d]=1')).toEqual({ a: { b: { c: { '[d]': '1' } } } });
    const many = Array.from({ length: 150 }, (_, i) => `k${i}=1`).join('&');
    expect(Object.keys(parseQueryString(many))).toHaveLength(100);
  });
});
