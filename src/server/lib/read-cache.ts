import { AsyncLocalStorage } from 'node:async_hooks';
import { createCache, createStorage, type StorageInterface } from 'async-cache-dedupe';
import { textBytes } from './kept-bodies';

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
  /** Until when (Date.now() ms) it is kept at most: the clock's own change to it, or the time to keep. */
  expiresAt: number;
  /** About how many bytes of memory the answer holds while kept. */
  bytes: number;
}

export interface ReadCacheOptions {
  /**
   * How long an answer is kept at most, in whole seconds, when it does not know when the clock
   * changes it; 0 turns caching off (reads still deduped).
   */
  ttlSeconds: number;
  /**
   * How long an answer that knows when the clock changes it (`DefineOptions.keepFor`) is kept at
   * most: default 300 s, never less than `ttlSeconds` (ADR 0050).
   */
  timedSeconds?: number;
  /**
   * Answers kept at most, all kinds together. Default 10,000: packed answers are small (a trainer
   * page ~5 KB), so the bytes bound them first (ADR 0050).
   */
  size?: number;
  /**
   * Bytes the kept answers may hold together (about: see `weigh`); past it the answers kept
   * longest ago are dropped first. Default 32 MB.
   */
  maxBytes?: number;
}

/** What `define` may be told about its answers. */
export interface DefineOptions<T> {
  /**
   * About how many bytes an answer holds while kept. Default: an answer with a `pack` method
   * (kept-bodies.ts) is packed when kept and weighs what it then holds; any other, its JSON text
   * counted twice (the text and the objects).
   */
  weigh?: (value: T) => number;
  /**
   * Seconds until the clock alone changes the answer (its first slot's booking closing, its next
   * opening starting); undefined when it cannot tell. An answer that can tell is kept until then
   * (at most `timedSeconds`), one that cannot `ttlSeconds` at most (ADR 0050).
   */
  keepFor?: (value: T) => number | undefined;
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
    options?: DefineOptions<T>,
  ): (args: A) => Promise<T>;
  /** Drops the answers made of any of `references` (a notification's text; '*' drops all). */
  invalidate(payload: string): void;
  /** How many times each kind of read went past the cache (to the database). */
  readsByName(): Record<string, number>;
  /**
   * Runs `work` and names everything the cached reads inside it were made of, and for how many
   * seconds they all stay true by the clock (`keepFor` of an answer made of them).
   */
  collecting<T>(
    work: () => Promise<T>,
  ): Promise<{ value: T; references: string[]; keepFor: number | undefined }>;
}

// Past this many remembered names, the memory of what was changed when is reset (as if '*').
const MAX_REMEMBERED = 50_000;

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const DEFAULT_SIZE = 10_000;
const DEFAULT_TIMED_SECONDS = 300;
// What the storage holds for each answer besides it: its key, its names and their index, the
// entry and its wrappers (about; counted high).
const ENTRY_OVERHEAD_BYTES = 1024;

/** An answer that can shed what it need not hold while kept (a document: its brotli form alone). */
interface Packable {
  /** Drops what can be made again; answers the bytes it still holds. */
  pack(): number;
}

const isPackable = (value: unknown): value is Packable =>
  value !== null && typeof value === 'object' && typeof (value as Partial<Packable>).pack === 'function';

// An answer kept as it is: its objects take about what its JSON text does (measured on trainer,
// school and list documents), so the text is counted twice.
const plainWeight = (value: unknown) =>
  value !== null && typeof value === 'object' ? textBytes(JSON.stringify(value)) * 2 : 64;

/**
 * async-cache-dedupe's memory storage bounds the count of answers, not their size, and a
 * trainer page's document is 50-200 KB: a thousand answers nobody asks for twice (a crawler, a
 * list's every filter) held ~0.5 GB (ADR 0044). This storage keeps the answers in that one and
 * drops the answers written longest ago once their bytes pass `maxBytes` or their count `size`.
 * It indexes the answers' names itself, in sets: the memory storage's index is sorted arrays,
 * which each dropped answer scanned whole for names nearly every answer has ('colleges',
 * 'sports'), in thousands of answers (ADR 0050). An answer that expired and was not asked for
 * since counts until it is the oldest: the bounds err on the side of keeping less.
 */
function boundedStorage(size: number, maxBytes: number): StorageInterface {
  // Never full by itself: the count is bounded here, with the bytes.
  const memory = createStorage('memory', { size: size + 1, invalidation: false });
  // Storage key → bytes, in the order written (a Map keeps insertion order).
  const kept = new Map<string, number>();
  const namesOf = new Map<string, readonly string[]>();
  const keysOf = new Map<string, Set<string>>();
  let total = 0;
  const forget = (key: string) => {
    const bytes = kept.get(key);
    if (bytes !== undefined) {
      kept.delete(key);
      total -= bytes;
    }
    for (const name of namesOf.get(key) ?? []) {
      const keys = keysOf.get(name);
      keys?.delete(key);
      if (keys?.size === 0) keysOf.delete(name);
    }
    namesOf.delete(key);
  };
  const drop = async (key: string) => {
    forget(key);
    await memory.remove(key);
  };
  const storage: Omit<StorageInterface, 'constructor'> = {
    get: (key) => memory.get(key),
    exists: (key) => memory.exists(key),
    getTTL: (key) => memory.getTTL(key),
    refresh: () => memory.refresh(),
    async set(key, value: Kept<unknown>, ttl, references) {
      forget(key);
      if (!(ttl > 0)) return;
      await memory.set(key, value, ttl);
      kept.set(key, value.bytes);
      total += value.bytes;
      const names = [...new Set(references ?? [])];
      namesOf.set(key, names);
      for (const name of names) {
        const keys = keysOf.get(name) ?? new Set<string>();
        keys.add(key);
        keysOf.set(name, keys);
      }
      for (const oldest of kept.keys()) {
        if ((total <= maxBytes && kept.size <= size) || oldest === key) break;
        await drop(oldest);
      }
    },
    remove: drop,
    async invalidate(references) {
      const names = Array.isArray(references) ? references : [references];
      const keys = new Set<string>();
      for (const name of names) for (const key of keysOf.get(name) ?? []) keys.add(key);
      for (const key of keys) await drop(key);
    },
    async clear(name) {
      for (const key of [...kept.keys()]) if (!name || key.startsWith(name)) forget(key);
      await memory.clear(name);
    },
  };
  return storage as StorageInterface;
}

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const ttl = Math.max(0, Math.floor(options.ttlSeconds));
  const timed = ttl > 0 ? Math.max(ttl, Math.floor(options.timedSeconds ?? DEFAULT_TIMED_SECONDS)) : 0;
  /**
   * Whole seconds to keep an answer that stays true by the clock for `own` seconds (infinite:
   * nothing in it changes by the clock), or cannot tell (undefined).
   */
  const secondsToKeep = (own: number | undefined) =>
    own === undefined || Number.isNaN(own) ? ttl : Math.max(0, Math.min(timed, Math.floor(own)));
  const cache = createCache({
    ttl,
    storage: {
      type: 'custom',
      options: {
        storage: boundedStorage(options.size ?? DEFAULT_SIZE, options.maxBytes ?? DEFAULT_MAX_BYTES),
      },
    },
  });
  // When each name was last announced changed (a counter, not a clock), and when everything was.
  let count = 0;
  let everything = 0;
  const changedAt = new Map<string, number>();
  /** What the cached reads inside `collecting` were made of, and when the first of them expires. */
  const collector = new AsyncLocalStorage<{ names: Set<string>; expiresAt: number }>();
  const reads: Record<string, number> = {};

  const changedSince = (kept: Kept<unknown>) =>
    everything > kept.startedAt ||
    kept.references.some((name) => (changedAt.get(name) ?? 0) > kept.startedAt);

  const readCache: ReadCache = {
    define<A, T>(
      name: string,
      references: (args: A, value: T) => string[],
      read: (args: A) => Promise<T>,
      defineOptions: DefineOptions<T> = {},
    ) {
      const weigh =
        defineOptions.weigh ??
        ((value: T) => ENTRY_OVERHEAD_BYTES + (isPackable(value) ? value.pack() : plainWeight(value)));
      const keep = async (args: A): Promise<Kept<T>> => {
        reads[name] = (reads[name] ?? 0) + 1;
        const startedAt = count;
        const value = await read(args);
        // Named and timed before it is packed; weighed (and packed) only when kept.
        const names = references(args, value);
        const seconds = secondsToKeep(defineOptions.keepFor?.(value));
        const bytes = seconds > 0 ? weigh(value) : 0;
        return { value, references: names, startedAt, expiresAt: Date.now() + seconds * 1000, bytes };
      };
      const defined = cache.define(
        name,
        {
          references: (_args, _key, kept) => kept.references,
          ttl: (kept) => Math.max(0, Math.floor((kept.expiresAt - Date.now()) / 1000)),
        },
        keep,
      );
      const cached = defined[name] as typeof keep;
      return async (args: A) => {
        let kept = await cached(args);
        // Read before a write it could not see, and kept (or shared with this caller) after the
        // write was announced: dropped, and read again once.
        if (changedSince(kept)) {
          await cache.clear(name, args);
          kept = await cached(args);
        }
        const collecting = collector.getStore();
        if (collecting) {
          for (const reference of kept.references) collecting.names.add(reference);
          collecting.expiresAt = Math.min(collecting.expiresAt, kept.expiresAt);
        }
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
      const collecting = { names: new Set<string>(), expiresAt: Number.POSITIVE_INFINITY };
      const value = await collector.run(collecting, work);
      const keepFor = Number.isFinite(collecting.expiresAt)
        ? (collecting.expiresAt - Date.now()) / 1000
        : undefined;
      return { value, references: [...collecting.names], keepFor };
    },
  };
  return readCache;
}
