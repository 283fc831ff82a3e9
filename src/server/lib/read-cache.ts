import { AsyncLocalStorage } from 'node:async_hooks';
import { createCache } from 'async-cache-dedupe';

// The cache of public reads (ADR 0037): answers that are the same for everyone (a trainer's page,
// a school's schedule, the trainer lists, a rendered public page) are kept for a while and
// shared by concurrent visitors (async-cache-dedupe: one read per key at a time). Each answer
// names what it was made of ('athlete:42', 'college:7', …); the database announces what each
// write changed in those same names (migration 0011's triggers, LISTEN/NOTIFY), and only the
// answers naming a changed thing are dropped — in every process listening.

/** What a cached read resolves to: the value and the names of what it was made of. */
interface Kept<T> {
  value: T;
  references: string[];
  /** The invalidation count when the read began: a write announced after it makes it stale. */
  startedAt: number;
}

export interface ReadCacheOptions {
  /** How long an answer is kept at most, in whole seconds; 0 turns caching off (reads still deduped). */
  ttlSeconds: number;
  /** Answers kept per kind of read. */
  size?: number;
}

export interface ReadCache {
  /**
   * `read` behind the cache, as a function of one argument (its key: the argument's stable
   * JSON). `references` names what an answer was made of.
   */
  define<A, T>(
    name: string,
    references: (args: A, value: T) => string[],
    read: (args: A) => Promise<T>,
  ): (args: A) => Promise<T>;
  /** Drops the answers made of any of `references` (a notification's text; '*' drops all). */
  invalidate(payload: string): void;
  /** How many times each kind of read went past the cache (to the database). */
  readsByName(): Record<string, number>;
  /** Runs `work` and names everything the cached reads inside it were made of. */
  collecting<T>(work: () => Promise<T>): Promise<{ value: T; references: string[] }>;
}

// Past this many remembered names, the memory of what was changed when is reset (as if '*').
const MAX_REMEMBERED = 50_000;

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const ttl = Math.max(0, Math.floor(options.ttlSeconds));
  const cache = createCache({
    ttl,
    storage: { type: 'memory', options: { size: options.size ?? 1000, invalidation: true } },
  });
  // When each name was last announced changed (a counter, not a clock), and when everything was.
  let count = 0;
  let everything = 0;
  const changedAt = new Map<string, number>();
  const collector = new AsyncLocalStorage<Set<string>>();
  const reads: Record<string, number> = {};

  const changedSince = (kept: Kept<unknown>) =>
    everything > kept.startedAt ||
    kept.references.some((name) => (changedAt.get(name) ?? 0) > kept.startedAt);

  const readCache: ReadCache = {
    define<A, T>(name: string, references: (args: A, value: T) => string[], read: (args: A) => Promise<T>) {
      const keep = async (args: A): Promise<Kept<T>> => {
        reads[name] = (reads[name] ?? 0) + 1;
        const startedAt = count;
        const value = await read(args);
        return { value, references: references(args, value), startedAt };
      };
      const defined = cache.define(name, { references: (_args, _key, kept) => kept.references }, keep);
      const cached = defined[name] as typeof keep;
      return async (args: A) => {
        let kept = await cached(args);
        // Read before a write it could not see, and kept (or shared with this caller) after the
        // write was announced: dropped, and read again once.
        if (changedSince(kept)) {
          await cache.clear(name, args);
          kept = await cached(args);
        }
        const names = collector.getStore();
        if (names) for (const reference of kept.references) names.add(reference);
        return kept.value;
      };
    },
    invalidate(payload) {
      count++;
      const names = payload.split(' ').filter((name) => name !== '');
      if (names.includes('*') || changedAt.size + names.length > MAX_REMEMBERED) {
        everything = count;
        changedAt.clear();
        void cache.clear();
        return;
      }
      for (const name of names) changedAt.set(name, count);
      void cache.invalidateAll(names);
    },
    readsByName: () => ({ ...reads }),
    async collecting(work) {
      const names = new Set<string>();
      const value = await collector.run(names, work);
      return { value, references: [...names] };
    },
  };
  return readCache;
}
