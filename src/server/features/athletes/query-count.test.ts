// The discovery calls run a fixed number of queries whatever the page size, the number of
// trainings, days or group members (no N+1). Counted with a drizzle logger on an app of its
// own; the count does not depend on the driver, so this runs on PGlite only.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { onceEach } from '../../db/client';
import * as schema from '../../db/schema';
import { createCollege, createGroup } from '../../testing/discovery-factories';
import { createAthlete, createCalendarEntry, createService } from '../../testing/factories';

const NOW = new Date('2026-11-22T12:00:00Z');
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

let client: PGlite;
let app: FastifyInstance;
let queries = 0;
let small: { slug: string; id: number };
let big: { slug: string; id: number };
let smallGroup: string;
let bigGroup: string;
let smallCollege: string;
let bigCollege: string;

async function countQueries(url: string): Promise<number> {
  queries = 0;
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return queries;
}

beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  const db = drizzle({ client, schema, logger: { logQuery: () => void queries++ } });
  await migrate(db, { migrationsFolder });
  app = await buildApp({
    database: {
      db,
      kind: 'pglite',
      migrate: async () => {},
      ping: async () => {},
      executeSql: async () => ({ rows: [] }),
      listen: async (channel, onMessage) => {
        await client.listen(channel, onceEach(onMessage));
      },
      close: () => client.close(),
    },
    logLevel: 'silent',
    context: { now: () => NOW },
  });
  await app.ready();

  const one = await createCollege(db);
  const many = await createCollege(db);
  smallCollege = one.slug;
  bigCollege = many.slug;
  small = await createAthlete(db, { collegeId: one.id });
  const smallService = await createService(db, small);
  await createCalendarEntry(db, {
    athleteId: small.id,
    serviceIds: [smallService.id],
    from: new Date('2026-11-23T15:00:00Z'),
  });

  big = await createAthlete(db, { collegeId: many.id });
  const members = [big.id];
  const serviceIds: number[] = [];
  for (let i = 0; i < 6; i += 1)
    serviceIds.push(
      (await createService(db, big, { trainingType: i % 2 ? 'group' : 'individual', maxSeats: 3 })).id,
    );
  for (let day = 1; day <= 30; day += 1) {
    await createCalendarEntry(db, {
      athleteId: big.id,
      serviceIds: serviceIds.slice(0, 1 + (day % 6)),
      from: new Date(NOW.getTime() + day * 86_400_000 + 3 * 3_600_000),
      seats: 3,
    });
  }
  for (let i = 0; i < 14; i += 1) {
    const a = await createAthlete(db, { collegeId: many.id });
    members.push(a.id);
    const svc = await createService(db, a);
    await createCalendarEntry(db, {
      athleteId: a.id,
      serviceIds: [svc.id],
      from: new Date(NOW.getTime() + (i + 1) * 3_600_000),
    });
  }
  smallGroup = (await createGroup(db, [small.id])).slug;
  bigGroup = (await createGroup(db, members)).slug;
});
afterAll(async () => {
  await app.close();
  await client.close();
});

describe('query counts of the discovery calls', () => {
  it('athletes list: page, count and next availabilities in one statement', async () => {
    expect(await countQueries('/v1/client/athletes?per_page=1')).toBe(1);
    expect(await countQueries('/v1/client/athletes?per_page=100')).toBe(1);
    expect(
      await countQueries(
        `/v1/client/athletes?per_page=100&q[college_slug_eql]=${bigCollege}&q[athlete_search_eql]=KY`,
      ),
    ).toBe(1);
  });

  it('athlete page: athlete, trainings, slots and next availability in one statement', async () => {
    expect(await countQueries(`/v1/client/athletes/${small.slug}`)).toBe(1);
    expect(await countQueries(`/v1/client/athletes/${big.slug}`)).toBe(1);
  });

  it('group page: group, trainers, next availabilities', async () => {
    expect(await countQueries(`/v2/athlete/groups/${smallGroup}`)).toBe(3);
    expect(await countQueries(`/v2/athlete/groups/${bigGroup}`)).toBe(3);
  });

  it('school schedule: college, openings, held sessions (plus the start day for a page number)', async () => {
    expect(await countQueries(`/v1/client/colleges/${smallCollege}?per_page=1`)).toBe(3);
    expect(await countQueries(`/v1/client/colleges/${bigCollege}?per_page=100`)).toBe(3);
    expect(await countQueries(`/v1/client/colleges/${bigCollege}?per_page=2&last_date=2026-11-25`)).toBe(3);
    expect(await countQueries(`/v1/client/colleges/${bigCollege}?per_page=2&page=3`)).toBe(4);
  });

  it('athlete schedule: openings, count, held sessions', async () => {
    expect(await countQueries(`/v1/client/calendar_entries?id=${small.id}`)).toBe(3);
    expect(await countQueries(`/v1/client/calendar_entries?id=${big.id}&per_page=100`)).toBe(3);
  });
});
