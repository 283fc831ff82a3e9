import qs from 'qs';

// SPEC §7 uses Ransack-style `q[status_eq]=3` filters: qs nests them (two levels, bounded lists).
const QS_OPTIONS = { depth: 2, arrayLimit: 50, parameterLimit: 100 } as const;

/** The router's query string parser. */
export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, QS_OPTIONS);
}
