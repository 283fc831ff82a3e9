import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { athletes } from '../../db/schema';
import { createReadCache } from '../../lib/read-cache';
import { book, bookingBody, createBookingParties, createTrainer } from '../../testing/booking-factories';
import { testAppForFile, withTwoServerProcesses } from '../../testing/test-app';

// What a write drops from the read cache (ADR 0037): only the answers made of what it changed,
// however it was written, in this process and every other one on the database.

const NOW = new Date('2026-11-22T12:00:00Z');
const readCache = createReadCache({ ttlSeconds: 600 });
const t = testAppForFile({ context: { readCache, now: () => NOW } });
const reads = (name: string) => readCache.readsByName()[name] ?? 0;

let parties: Awaited<ReturnType<typeof createBookingParties>>;
let trainerPage: string;

beforeAll(async () => {
  parties = await createBookingParties(t.db(), NOW, { seats: 3 });
  trainerPage = `/v1/client/athletes/${parties.trainer.slug}`;
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

describe('the read cache (ADR 0037)', () => {
  it('keeps a trainer page through writes that change nothing it shows', async () => {
    const first = await get(trainerPage);
    const readsBefore = reads('athlete');
    // A player signs in, updates their profile and signs out; another trainer is booked.
    const other = await createBookingParties(t.db(), NOW);
    expect(
      (await book(t.app, other.player, bookingBody(other.service, other.entry, { card_id: other.card.id })))
        .statusCode,
    ).toBe(201);
    const update = await t.put('/v1/client/profiles', parties.player.headers, {
      client: { first_name: 'Renamed' },
    });
    expect(update.statusCode).toBe(200);
    expect((await t.send('DELETE', '/v1/client/sessions', other.player.headers)).statusCode).toBe(200);

    expect(await get(trainerPage)).toBe(first);
    expect(reads('athlete')).toBe(readsBefore);
  });

  it('shows a booking of the trainer on the next visit', async () => {
    const before = await get(trainerPage);
    const readsBefore = reads('athlete');
    const { player, service, entry, card } = parties;
    expect((await book(t.app, player, bookingBody(service, entry, { card_id: card.id }))).statusCode).toBe(
      201,
    );
    const after = await get(trainerPage);
    // Read again, once: on PostgreSQL the write's announcement reaches this process on several
    // connections (ADR 0038) and only its first arrival counts (migration 0019); a repeat
    // arriving while the page is read would make it read again.
    expect(reads('athlete') - readsBefore).toBe(1);
    expect(after).not.toBe(before);
  });

  it('shows a change made straight in the database, and drops the lists that hold the trainer', async () => {
    const list = `/v1/client/athletes?q[name_start]=${parties.trainer.firstName}`;
    expect(await get(list)).toContain(parties.trainer.firstName);
    await get(trainerPage);
    await t.db().update(athletes).set({ firstName: 'Zephyrine' }).where(eq(athletes.id, parties.trainer.id));
    expect(await get(trainerPage)).toContain('Zephyrine');
    expect(await get(`/v1/client/athletes?q[name_start]=Zephyrine`)).toContain('Zephyrine');
    expect(await get(list)).not.toContain(`"first_name":"${parties.trainer.firstName}"`);
  });

  it('sends a kept answer compressed as the client asks, the same document as plain', async () => {
    const plain = await get(trainerPage);
    const br = await t.app.inject({ method: 'GET', url: trainerPage, headers: { 'accept-encoding': 'br' } });
    const gzip = await t.app.inject({
      method: 'GET',
      url: trainerPage,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(JSON.parse(plain).data.attributes.slug).toBe(parties.trainer.slug);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'drops what another server process kept when this one writes (PostgreSQL LISTEN/NOTIFY)',
    () =>
      withTwoServerProcesses(
        process.env.TEST_DATABASE_URL ?? '',
        'replicas',
        async ({ first, second, db, waitFor }) => {
          const trainer = await createTrainer(db, NOW, { firstName: 'Quinn' });
          const page = `/v1/client/athletes/${trainer.slug}`;
          expect((await second.inject({ method: 'GET', url: page })).body).toContain('Quinn');
          // The first process changes the trainer; the second one's kept page is dropped once the
          // notification arrives (milliseconds), without waiting for its 600 seconds.
          await first.inject({ method: 'GET', url: page });
          await db.update(athletes).set({ firstName: 'Rowan' }).where(eq(athletes.id, trainer.id));
          let body = '';
          await waitFor(async () => {
            body = (await second.inject({ method: 'GET', url: page })).body;
            return body.includes('Rowan');
          });
          expect(body).toContain('Rowan');
        },
      ),
  );
});
