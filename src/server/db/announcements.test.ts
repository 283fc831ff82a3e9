import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCollege } from '../testing/discovery-factories';
import { createAthlete, createCalendarEntry, createService } from '../testing/factories';
import { openTestDatabase } from '../testing/test-app';
import { createThrowawayDatabase } from '../testing/throwaway-database';
import { onceEach, openDatabase } from './client';

// A write's announcement on `read_cache` (migrations 0011 and 0019) is acted on once per process,
// however many of its connections it reaches (ADR 0038).

describe('onceEach', () => {
  it('passes an announcement on once, without its id, and a payload without an id each time', () => {
    const got: string[] = [];
    const handle = onceEach((payload) => got.push(payload));
    for (const raw of ['7|athlete:1 athletes', '7|athlete:1 athletes', '8|athlete:1 athletes', '*', '*'])
      handle(raw);
    expect(got).toEqual(['athlete:1 athletes', 'athlete:1 athletes', '*', '*']);
  });

  it('remembers the latest ids, so a repeat long after is acted on again', () => {
    const got: string[] = [];
    const handle = onceEach((payload) => got.push(payload));
    handle('1|a');
    for (let id = 2; id <= 5000; id++) handle(`${id}|b`);
    handle('1|a');
    expect(got.filter((p) => p === 'a')).toHaveLength(2);
  });
});

async function announcementsOfOneWrite(databaseUrl?: string) {
  const database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 4 } : {});
  try {
    await database.migrate();
    const got: string[] = [];
    await database.listen(
      'read_cache',
      (payload) => got.push(payload),
      () => got.push('gap'),
    );
    // Every pooled connection open (and listening) before the write.
    await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
    await database.db.execute(sql`select read_cache_notify(ARRAY['athlete:41', 'athletes'])`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return got;
  } finally {
    await database.close();
  }
}

describe('a write announced to a process', () => {
  it('arrives once on the embedded database', async () => {
    expect(await announcementsOfOneWrite()).toEqual(['athlete:41 athletes']);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'arrives once on PostgreSQL, though every pooled connection and the listener hear it',
    async () => {
      const { databaseUrl, drop } = await createThrowawayDatabase(
        process.env.TEST_DATABASE_URL ?? '',
        'once',
      );
      try {
        expect(await announcementsOfOneWrite(databaseUrl)).toEqual(['athlete:41 athletes']);
      } finally {
        await drop();
      }
    },
  );
});

// Every write to a trainer's rows names the trainer and their college's schedule (migrations 0011,
// 0035), however the rows lead to the trainer: their own column, their training's, their opening's.
describe("what a write to a trainer's rows announces", () => {
  it('names the trainer and their college, for each way the rows lead to the trainer', async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      const college = await createCollege(db);
      const trainer = await createAthlete(db, { collegeId: college.id });
      const other = await createAthlete(db);
      const service = await createService(db, trainer);
      const entry = await createCalendarEntry(db, {
        athleteId: trainer.id,
        serviceIds: [service.id],
        from: new Date('2030-05-01T15:00:00Z'),
        seats: 3,
        freeSlot: 2,
      });
      const got: string[] = [];
      await database.listen(
        'read_cache',
        (payload) => got.push(payload),
        () => got.push('gap'),
      );
      const announced = async (write: string) => {
        got.length = 0;
        await database.executeSql(write);
        await new Promise((resolve) => setTimeout(resolve, 200));
        // The names announced, whatever their order in the payloads.
        return [...new Set(got.flatMap((payload) => payload.split(' ')))].sort();
      };
      const both = [`athlete:${trainer.id}`, `college:${college.id}`].sort();
      // Their own column (athlete_id): an update announces its old and new rows.
      expect(
        await announced(`UPDATE training_sessions SET seats_taken = 2 WHERE calendar_entry_id = ${entry.id}`),
      ).toEqual(both);
      expect(await announced(`UPDATE calendar_entries SET max_slot = 4 WHERE id = ${entry.id}`)).toEqual(
        both,
      );
      expect(
        await announced(`UPDATE provided_services SET price_cents = 6000 WHERE id = ${service.id}`),
      ).toEqual(both);
      // Through their training, through their opening.
      expect(
        await announced(
          `UPDATE provided_service_locations SET location = 'Field 4' WHERE provided_service_id = ${service.id}`,
        ),
      ).toEqual(both);
      expect(
        await announced(`DELETE FROM calendar_entry_services WHERE calendar_entry_id = ${entry.id}`),
      ).toEqual(both);
      // A trainer who moves: both colleges' schedules; one without a college: the trainer alone.
      expect(
        await announced(`UPDATE calendar_entries SET athlete_id = ${other.id} WHERE id = ${entry.id}`),
      ).toEqual([`athlete:${other.id}`, `athlete:${trainer.id}`, `college:${college.id}`].sort());
      // A statement that changes no row announces nothing.
      expect(await announced('UPDATE training_sessions SET seats_taken = seats_taken WHERE false')).toEqual(
        [],
      );
    } finally {
      await database.close();
    }
  });
});
