import qs from 'qs';

// SPEC §7 uses Ransack-style `q[status_eq]=3` filters: qs nests them (two levels, bounded lists).
const QS_OPTIONS = { depth: 2, arrayLimit: 50, parameterLimit: 100 } as const;
/** Query strings kept parsed (first in, first out) and the longest one kept. */
const MAX_KEPT = 500;
const MAX_KEPT_LENGTH = 512;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The router's query string parser. qs costs ~2 µs for a filtered trainer list, as much as the
 * rest of a micro-cached answer's own work, and the same few addresses are asked again and
 * again (the discovery pages): their parsed queries are kept, frozen so that no request can
 * change what the next one reads (validation makes new objects; nothing of ours writes to
 * `request.query`). Issue 8, ADR 0024.
 */
export function createQueryStringParser(): (query: string) => Record<string, unknown> {
  const kept = new Map<string, Record<string, unknown>>();
  return (query) => {
    if (query.length === 0) return {};
    const known = kept.get(query);
    if (known !== undefined) return known;
    const parsed = qs.parse(query, QS_OPTIONS);
    if (query.length > MAX_KEPT_LENGTH) return parsed;
    if (kept.size >= MAX_KEPT) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    kept.set(query, deepFreeze(parsed));
    return parsed;
  };
}
