import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { KeptDocument } from './kept-bodies';
import { createReadCache } from './read-cache';

// A kept answer holds its brotli form alone (ADR 0050) and still sends the same document to
// every client, however it asks.

/** A trainer page's shape: a few hundred slots, the bulk of a 40-50 KB document. */
function trainerDocument(id: number) {
  const start = Date.UTC(2026, 11, 1, 8);
  return {
    data: {
      id: String(id),
      type: 'athlete',
      attributes: {
        id,
        first_name: 'Laura',
        last_name: 'Koch',
        generated_slots: Array.from({ length: 400 }, (_, i) => ({
          from_time: new Date(start + i * 3_600_000).toISOString(),
          to_time: new Date(start + (i + 1) * 3_600_000).toISOString(),
          booking_date: new Date(start + i * 3_600_000).toISOString().slice(0, 10),
          selected_trainings: [id * 10 + (i % 3)],
          seats_left: i % 4,
        })),
      },
    },
  };
}

async function serve(kept: KeptDocument<object>) {
  const app = Fastify();
  app.get('/', (request, reply) => kept.send(request, reply));
  const ask = async (encoding?: string) =>
    app.inject({ method: 'GET', url: '/', headers: encoding ? { 'accept-encoding': encoding } : {} });
  return { app, ask };
}

describe('a kept document', () => {
  it('sends the same JSON to every client after it is packed, in the brotli form it keeps', async () => {
    const document = trainerDocument(7);
    const text = JSON.stringify(document);
    const kept = new KeptDocument(document);
    const held = kept.pack();
    expect(held).toBeLessThan(text.length / 5);
    const { app, ask } = await serve(kept);
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(text);
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    // A server-rendered page reads the object back from it.
    expect(kept.document).toEqual(document);
    await app.close();
  });

  it('sends a small document as it is, packed or not', async () => {
    const kept = new KeptDocument({ data: [] });
    kept.pack();
    const { app, ask } = await serve(kept);
    const res = await ask('br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('{"data":[]}');
    await app.close();
  });

  it('lets the read cache keep a catalogue of trainer pages in little memory', async () => {
    // 1 MB holds about ten of these pages as objects and text; packed, it holds all a hundred.
    const cache = createReadCache({ ttlSeconds: 60, maxBytes: 1024 * 1024 });
    let reads = 0;
    const read = cache.define(
      'athlete',
      (id: number) => [`athlete:${id}`],
      async (id: number) => {
        reads++;
        return new KeptDocument(trainerDocument(id));
      },
    );
    for (let id = 1; id <= 100; id++) await read(id);
    for (let id = 1; id <= 100; id++) await read(id);
    expect(reads).toBe(100);
    expect((await read(42)).document.data.attributes.id).toBe(42);
  });
});

describe('the memory a kept answer holds', () => {
  it('is its brotli form, not the 16 KB chunk zlib wrote it in', () => {
    const kept = new KeptDocument(trainerDocument(3));
    const held = kept.pack();
    const brotli = kept.body.encoded('br');
    expect(brotli.length).toBe(held);
    // Its own buffer, or a slice of Node's shared 8 KB pool for small ones: never a private 16 KB chunk.
    expect(brotli.buffer.byteLength === brotli.length || brotli.buffer.byteLength <= 8192).toBe(true);
    expect(brotli.buffer.byteLength).toBeLessThan(16 * 1024);
  });
});

describe('the brotli form of a kept answer', () => {
  it('is made fast for its first visitor and made small once a second one is sent it', async () => {
    const document = trainerDocument(11);
    const text = JSON.stringify(document);
    const kept = new KeptDocument(document);
    const first = kept.pack();
    const { app, ask } = await serve(kept);
    const one = await ask('br');
    expect(one.rawPayload.length).toBe(first);
    expect(brotliDecompressSync(one.rawPayload).toString()).toBe(text);
    const two = await ask('br');
    // The second visitor gets the form already made; the better one follows it.
    expect(two.rawPayload.length).toBe(first);
    await new Promise((resolve) => setImmediate(resolve));
    const three = await ask('br');
    expect(three.rawPayload.length).toBeLessThan(first * 0.9);
    expect(brotliDecompressSync(three.rawPayload).toString()).toBe(text);
    // Every other client still gets the same text from it.
    expect(gunzipSync((await ask('gzip')).rawPayload).toString()).toBe(text);
    expect((await ask()).body).toBe(text);
    expect(kept.document).toEqual(document);
    await app.close();
  });

  it('of an answer asked once stays the fast one', async () => {
    const kept = new KeptDocument(trainerDocument(12));
    const held = kept.pack();
    const { app, ask } = await serve(kept);
    await ask('br');
    await new Promise((resolve) => setImmediate(resolve));
    expect(kept.body.encoded('br').length).toBe(held);
    await app.close();
  });
});
