import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

/** A read whose answers are numbered, naming `names(arg)`; `gate` holds it until released. */
function countedRead(names: (arg: number) => string[]) {
  let reads = 0;
  let gate: Promise<void> | undefined;
  return {
    get reads() {
      return reads;
    },
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        gate = undefined;
        release();
      };
    },
    read: async (arg: number) => {
      reads += 1;
      const answer = { arg, version: reads, names: names(arg) };
      if (gate) await gate;
      return answer;
    },
  };
}

const byArg = (arg: number) => [`athlete:${arg}`];

describe('read cache (ADR 0037)', () => {
  it('shares one read between callers arriving together and keeps its answer', async () => {
    const cache = createReadCache({ ttlSeconds: 60 });
    const source = countedRead(byArg);
    const read = cache.define('t', (_a, v) => v.names, source.read);
    const answers = await Promise.all([read(1), read(1), read(1)]);
    expect(answers.map((a) => a.version)).toEqual([1, 1, 1]);
    expect((await read(1)).version).toBe(1);
    expect(source.reads).toBe(1);
  });

  it('drops only the answers made of what changed', async () => {
    const cache = createReadCache({ ttlSeconds: 60 });
    const source = countedRead(byArg);
    const read = cache.define('t', (_a, v) => v.names, source.read);
    await read(1);
    await read(2);
    cache.invalidate('athlete:1 college:9');
    expect((await read(1)).version).toBe(3);
    expect((await read(2)).version).toBe(2);
    cache.invalidate('sports');
    expect((await read(1)).version).toBe(3);
    expect(source.reads).toBe(3);
  });

  it("drops everything on '*'", async () => {
    const cache = createReadCache({ ttlSeconds: 60 });
    const source = countedRead(byArg);
    const read = cache.define('t', (_a, v) => v.names, source.read);
    await read(1);
    await read(2);
    cache.invalidate('*');
    await read(1);
    await read(2);
    expect(source.reads).toBe(4);
  });

  it('never keeps, nor hands out, an answer read before a change announced while it was read', async () => {
    const cache = createReadCache({ ttlSeconds: 60 });
    const source = countedRead(byArg);
    const read = cache.define('t', (_a, v) => v.names, source.read);
    const release = source.hold();
    const before = read(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.reads).toBe(1);
    // The write commits and is announced while the first read is still running…
    cache.invalidate('athlete:1');
    // …and a visitor arriving now joins that read: both get a fresh answer.
    const joined = read(1);
    release();
    expect((await before).version).toBe(2);
    expect((await joined).version).toBe(2);
    expect((await read(1)).version).toBe(2);
  });

  it('keeps nothing with a time of 0, but still shares a read in flight', async () => {
    const cache = createReadCache({ ttlSeconds: 0 });
    const source = countedRead(byArg);
    const read = cache.define('t', (_a, v) => v.names, source.read);
    await Promise.all([read(1), read(1)]);
    await read(1);
    expect(source.reads).toBe(2);
  });

  it('names what the reads inside some work were made of', async () => {
    const cache = createReadCache({ ttlSeconds: 60 });
    const read = cache.define(
      't',
      (_a, v) => v.names,
      countedRead((arg) => [`athlete:${arg}`, 'sports']).read,
    );
    const { value, references } = await cache.collecting(async () => {
      const [a, b] = await Promise.all([read(1), read(2)]);
      return a.version + b.version;
    });
    expect(value).toBe(3);
    expect(references.sort()).toEqual(['athlete:1', 'athlete:2', 'sports']);
  });
  it('drops the answers kept longest ago once the kept bytes pass the bound (ADR 0044)', async () => {
    const cache = createReadCache({ ttlSeconds: 60, maxBytes: 250 });
    const source = countedRead(byArg);
    const read = cache.define('t', (_a, v) => v.names, source.read, { weigh: () => 100 });
    for (const arg of [1, 2, 3]) await read(arg);
    expect(source.reads).toBe(3);
    // 300 bytes were kept: the first answer went; the two after it are still kept.
    await read(3);
    await read(2);
    expect(source.reads).toBe(3);
    await read(1);
    expect(source.reads).toBe(4);
  });

  it('counts a dropped answer out of the bound: an invalidated answer frees its bytes', async () => {
    const cache = createReadCache({ ttlSeconds: 60, maxBytes: 250 });
    const source = countedRead(byArg);
    const read = cache.define('t', (_a, v) => v.names, source.read, { weigh: () => 100 });
    await read(1);
    await read(2);
    cache.invalidate('athlete:2');
    await new Promise((resolve) => setImmediate(resolve));
    await read(3);
    // 1 and 3 kept (200 bytes): 1 is still an answer from the cache.
    await read(1);
    expect(source.reads).toBe(3);
  });
});

describe('read cache bounds (ADR 0050)', () => {
  it('keeps at most `size` answers, dropping the oldest, and still drops by name what is kept', async () => {
    const cache = createReadCache({ ttlSeconds: 60, size: 3 });
    const source = countedRead(byArg);
    const read = cache.define('t', (_a, v) => v.names, source.read);
    for (const arg of [1, 2, 3, 4]) await read(arg);
    expect(source.reads).toBe(4);
    // 1 went (the oldest); 2, 3 and 4 are kept.
    await read(4);
    await read(3);
    await read(2);
    expect(source.reads).toBe(4);
    await read(1);
    expect(source.reads).toBe(5);
    // A name drops exactly its answers, wherever they are in the order.
    cache.invalidate('athlete:3');
    await new Promise((resolve) => setImmediate(resolve));
    await read(4);
    await read(1);
    expect(source.reads).toBe(5);
    await read(3);
    expect(source.reads).toBe(6);
  });
});
