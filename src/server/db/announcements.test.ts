import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
