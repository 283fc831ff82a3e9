// Benchmark data on top of the demo seed: many trainers with a few training options each, and
// millions of calendar openings. Trainers and options come from the demo generators (believable
// rows); openings are expanded inside the database with generate_series, which is far faster
// than shipping millions of rows over the wire.
import { en, en_US, Faker } from '@faker-js/faker';
import { getTableColumns, max, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AthleteType } from '../../../shared/constants';
import type { Db, Tx } from '../client';
import { athletes, providedServiceLocations, providedServices } from '../schema';
import { buildAthlete, type SeedContext } from './athletes';
import { ENTRY_COLOR, planWeekdays, VIRTUAL_ENTRY_COLOR } from './calendar';
import { seedDemoData } from './demo-data';
import { loadSeedContext } from './reference-store';
import { chunks } from './seed-utils';
import { buildServices, planServices } from './services';

export interface LargeDatasetOptions {
  athletes: number;
  /** Days of openings ahead of `now` (a few past ones are added too). */
  days: number;
  /** In-person openings on each training day (1-3, two hours each, back to back). */
  entriesPerDay: number;
  servicesPerAthlete: number;
  /** Trainers written per transaction. */
  batchSize: number;
  /** Batches written at the same time (each on its own connection); 1 for PGlite. */
  concurrency?: number;
  /**
   * Drop the calendar tables' secondary indexes for the load and build them once at the end,
   * the usual order of a bulk load. For a database nobody else uses meanwhile (the bench's).
   */
  deferIndexes?: boolean;
  now?: Date;
  log?: (line: string) => void;
}

export interface LargeDatasetStats {
  athletes: number;
  services: number;
  locations: number;
  calendarEntries: number;
  calendarEntryServices: number;
  seconds: number;
}

export const largeDatasetOptionsSchema = z.object({
  athletes: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  days: z.coerce.number().int().min(1).max(366).default(60),
  entriesPerDay: z.coerce.number().int().min(1).max(3).default(1),
  servicesPerAthlete: z.coerce.number().int().min(1).max(5).default(3),
  batchSize: z.coerce.number().int().min(100).max(20_000).default(2000),
  concurrency: z.coerce.number().int().min(1).max(16).optional(),
});

// Rows per INSERT: a few MB of JSON at most.
const JSON_CHUNK = 5000;

export async function generateLargeDataset(db: Db, options: LargeDatasetOptions): Promise<LargeDatasetStats> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const started = performance.now();
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);

  const demo = await seedDemoData(db, { now });
  log(demo.seeded ? `demo data seeded (${elapsed()} s)` : 'demo data already present');
  const ctx = await loadSeedContext(db);
  const generationStarted = performance.now();
  const [top] = await db.select({ id: max(athletes.id) }).from(athletes);
  // Slug/email suffixes above every existing id cannot clash with earlier rows or runs.
  const offset = top?.id ?? 0;
  const faker = new Faker({ locale: [en_US, en] });
  faker.seed(2026 + offset);
  const counter = { extra: 0 };
  const stats: LargeDatasetStats = {
    athletes: 0,
    services: 0,
    locations: 0,
    calendarEntries: 0,
    calendarEntryServices: 0,
    seconds: 0,
  };

  const concurrency = options.concurrency ?? 1;
  const withNow = { ...options, now };
  const deferred = options.deferIndexes ? await dropSecondaryIndexes(db, CALENDAR_TABLES) : [];
  let next = 0;
  while (next < options.athletes) {
    // Statistics between waves keep the per-trainer look-ups on their indexes as tables grow
    // (outside the batch transactions: concurrent ANALYZEs of one table would queue on its lock).
    await db.execute(sql`analyze athletes, provided_services`);
    const wave: Array<Promise<void>> = [];
    for (let w = 0; w < concurrency && next < options.athletes; w += 1) {
      const count = Math.min(options.batchSize, options.athletes - next);
      // Built one after another so the data do not depend on how the inserts interleave.
      const batch = buildBatch(faker, ctx, counter, withNow, offset + next, count);
      next += count;
      wave.push(
        insertBatch(db, batch, withNow).then((added) => {
          stats.athletes += count;
          stats.services += added.services;
          stats.locations += added.locations;
          stats.calendarEntries += added.entries;
          stats.calendarEntryServices += added.links;
          log(
            `athletes ${stats.athletes}/${options.athletes}, calendar entries ${stats.calendarEntries} (${elapsed()} s)`,
          );
        }),
      );
    }
    await Promise.all(wave);
  }
  if (deferred.length > 0) {
    await Promise.all(
      deferred.map((definition) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
          await tx.execute(sql.raw(definition));
        }),
      ),
    );
    log(`${deferred.length} calendar indexes built (${elapsed()} s)`);
  }
  // The schools' trainer counts, kept by a trigger the bench's loader may run without
  // (`session_replication_role = replica`): counted once for the whole load (ADR 0056).
  await db.execute(sql`UPDATE colleges c SET athletes_count = (
    SELECT count(*) FROM athletes a WHERE a.college_id = c.id AND a.deleted_at IS NULL)`);
  // So are the athletes list's facet counts (migration 0029, ADR 0059).
  await db.execute(sql`DELETE FROM athlete_facet_counts`);
  await db.execute(sql`INSERT INTO athlete_facet_counts (college_id, gender, sport_id, athlete_type, athletes)
    SELECT coalesce(college_id, 0), gender, coalesce(sport_id, 0), athlete_type, count(*)
    FROM athletes WHERE deleted_at IS NULL GROUP BY 1, 2, 3, 4`);
  // Fresh statistics, so benchmark queries get the plans they would get in production.
  await db.execute(sql`analyze`);
  stats.seconds = (performance.now() - started) / 1000;
  const generationSeconds = Math.max(0.001, (performance.now() - generationStarted) / 1000);
  log(
    `done: ${stats.athletes} athletes, ${stats.services} services, ${stats.locations} locations, ` +
      `${stats.calendarEntries} calendar entries, ${stats.calendarEntryServices} entry-service links ` +
      `in ${stats.seconds.toFixed(1)} s (${Math.round(stats.calendarEntries / generationSeconds)} entries/s, ` +
      `${Math.round(stats.athletes / generationSeconds)} athletes/s after the demo seed)`,
  );
  return stats;
}

const CALENDAR_TABLES = ['calendar_entries', 'calendar_entry_services'];

/** Drops the tables' indexes other than primary keys and unique ones; returns their definitions. */
async function dropSecondaryIndexes(db: Db, tables: readonly string[]): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i
    JOIN pg_class c ON c.relname = i.indexname
    JOIN pg_index x ON x.indexrelid = c.oid
    WHERE i.schemaname = current_schema() AND i.tablename = ANY (${`{${tables.join(',')}}`}::text[])
      AND NOT x.indisunique AND NOT x.indisprimary
  `);
  const indexes = z
    .object({ rows: z.array(z.object({ name: z.string(), definition: z.string() })) })
    .parse(result).rows;
  for (const index of indexes) await db.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
  return indexes.map((index) => index.definition);
}

function buildBatch(
  faker: Faker,
  ctx: SeedContext,
  counter: { extra: number },
  options: LargeDatasetOptions & { now: Date },
  start: number,
  count: number,
) {
  return Array.from({ length: count }, (_, i) => {
    const index = start + i;
    const { row, meta } = buildAthlete({
      faker,
      ctx,
      index,
      athleteType: randomAthleteType(faker),
      claimSlug: (base) => `${base}-${index + 1}`,
    });
    const plans = planServices(faker, counter, options.servicesPerAthlete - 1);
    const services = buildServices({ faker, meta, plans, weekdays: planWeekdays(faker), now: options.now });
    return { slug: meta.slug, athlete: row, services };
  });
}

type Batch = ReturnType<typeof buildBatch>;

async function insertBatch(
  db: Db,
  batch: Batch,
  options: LargeDatasetOptions & { now: Date },
): Promise<{ services: number; locations: number; entries: number; links: number }> {
  return db.transaction(async (tx) => {
    const ids = await insertAthletes(
      tx,
      batch.map((b) => b.athlete),
    );
    const services = batch.flatMap((b) =>
      b.services.map((s) => ({ ...s, athleteId: required(ids.get(b.slug), b.slug) })),
    );
    const serviceIds = new Map<string, number>();
    for (const part of chunks(services, JSON_CHUNK)) {
      const rows = await insertAsJson(
        tx,
        providedServices,
        part.map((s) => ({ ...s.row, athleteId: s.athleteId })),
        sql`id, slug`,
      );
      for (const r of idSlugSchema.parse(rows)) serviceIds.set(r.slug, r.id);
    }
    const locations = services.flatMap((s) =>
      s.locations.map((l) => ({ ...l, providedServiceId: required(serviceIds.get(s.row.slug), s.row.slug) })),
    );
    for (const part of chunks(locations, JSON_CHUNK)) {
      await insertAsJson(tx, providedServiceLocations, part);
    }
    const calendar = await insertCalendar(tx, [...ids.values()], options);
    return { services: services.length, locations: locations.length, ...calendar };
  });
}

function randomAthleteType(faker: Faker): AthleteType {
  return faker.helpers.weightedArrayElement<AthleteType>([
    { value: 'current_college_athlete', weight: 75 },
    { value: 'trainer', weight: 8 },
    { value: 'coach', weight: 5 },
    { value: 'd1_college_coach', weight: 3 },
    { value: 'd2_college_coach', weight: 3 },
    { value: 'd3_college_coach', weight: 2 },
    { value: 'juco_coach', weight: 2 },
    { value: 'naia_coach', weight: 2 },
  ]);
}

async function insertAthletes(
  tx: Tx,
  rows: ReadonlyArray<typeof athletes.$inferInsert>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks(rows, JSON_CHUNK)) {
    const inserted = await insertAsJson(tx, athletes, part, sql`id, slug`);
    for (const r of idSlugSchema.parse(inserted)) ids.set(r.slug, r.id);
  }
  return ids;
}

const idSlugSchema = z.array(z.object({ id: z.coerce.number(), slug: z.string() }));

/**
 * Rows written through one JSON parameter (json_populate_recordset) instead of drizzle's
 * multi-row VALUES: at this scale drizzle's per-value query building took more time than the
 * database's own work (ADR 0025). Every row must carry
 * the same keys (the generators' rows do): a key missing from a row would be NULL here, where
 * drizzle would write the column's default.
 */
async function insertAsJson<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  returning?: SQL,
): Promise<unknown[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((k) => (first as Record<string, unknown>)[k] !== undefined);
  const names = keys.map((k) => {
    const column = columns[k];
    if (!column) throw new Error(`Large dataset: ${k} is not a column`);
    return column.name;
  });
  const records = rows.map((row) => {
    const values = row as Record<string, unknown>;
    if (Object.keys(values).filter((k) => values[k] !== undefined).length !== keys.length) {
      throw new Error('Large dataset: rows of one insert must have the same columns');
    }
    return Object.fromEntries(keys.map((k, i) => [names[i], values[k]]));
  });
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  const result = await tx.execute(sql`
    INSERT INTO ${table} (${list})
    SELECT ${list} FROM json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)
    ${returning ? sql`RETURNING ${returning}` : sql``}
  `);
  return z.object({ rows: z.array(z.unknown()) }).parse(result).rows;
}

const countsSchema = z.object({
  rows: z.array(z.object({ entries: z.coerce.number(), links: z.coerce.number() })).length(1),
});

/**
 * Openings for the given trainers (ids, not a range: concurrent batches interleave ids), on the weekdays of each trainer's first
 * option, at local wall-clock times converted to UTC by the database (DST-aware), plus an
 * evening virtual opening one weekday a week for trainers with a virtual option. Each opening
 * offers up to three matching published options; about one in ten is fully booked. Its trainings
 * are written on the opening too: the bench's loader runs without the trigger that keeps them
 * (migration 0033); with it, the trigger writes the same.
 */
async function insertCalendar(
  tx: Tx,
  athleteIds: readonly number[],
  options: LargeDatasetOptions & { now: Date },
): Promise<{ entries: number; links: number }> {
  const perDay = options.entriesPerDay;
  const result = await tx.execute(sql`
    WITH a AS (
      SELECT id, time_zone, college_id FROM athletes WHERE id = ANY (${`{${athleteIds.join(',')}}`}::int[])
    ), days AS (
      SELECT a.id AS athlete_id, a.time_zone, a.college_id, o.off,
             (${options.now.toISOString()}::timestamptz AT TIME ZONE a.time_zone)::date + o.off AS day
      FROM a CROSS JOIN generate_series(-14, ${options.days - 1}::int) AS o(off)
    ), train_days AS (
      SELECT d.*, CASE WHEN extract(dow FROM d.day) IN (0, 6) THEN time '09:00' ELSE time '16:00' END AS first_start
      FROM days d
      JOIN LATERAL (
        SELECT ps.days FROM provided_services ps WHERE ps.athlete_id = d.athlete_id ORDER BY ps.id LIMIT 1
      ) main ON true
      WHERE extract(dow FROM d.day)::smallint = ANY (main.days)
        AND (d.off >= 0 OR (d.athlete_id + d.off) % 4 = 0)
    ), slots AS (
      SELECT t.athlete_id, t.time_zone, t.college_id, t.off, t.day, k.k, false AS virtual,
             t.first_start + make_interval(hours => 2 * k.k) AS start_local, 120 AS minutes
      FROM train_days t CROSS JOIN generate_series(0, ${perDay - 1}::int) AS k(k)
      UNION ALL
      SELECT t.athlete_id, t.time_zone, t.college_id, t.off, t.day, ${perDay}::int, true,
             t.first_start + make_interval(hours => 2 * ${perDay}::int), 60
      FROM train_days t WHERE extract(dow FROM t.day)::int = t.athlete_id % 7
    ), offered AS MATERIALIZED (
      SELECT s.*, (s.day + s.start_local) AT TIME ZONE s.time_zone AS from_time, svc.ids, svc.seats
      FROM slots s
      JOIN LATERAL (
        SELECT array_agg(x.id ORDER BY x.id) AS ids, max(x.max_seats) AS seats FROM (
          SELECT ps.id, ps.max_seats FROM provided_services ps
          WHERE ps.athlete_id = s.athlete_id AND ps.status = 'published'
            AND (ps.training_type = 'virtual') = s.virtual
            AND (NOT ps.package OR s.day BETWEEN ps.package_start AND ps.package_end)
          ORDER BY ps.id LIMIT 3
        ) x
      ) svc ON svc.seats IS NOT NULL
    ), ins AS (
      INSERT INTO calendar_entries (athlete_id, booking_date, from_time, to_time, max_slot, entry_color, college_id, service_ids)
      SELECT athlete_id, day, from_time, from_time + make_interval(mins => minutes), seats,
             CASE WHEN virtual THEN ${VIRTUAL_ENTRY_COLOR}::text ELSE ${ENTRY_COLOR}::text END,
             college_id, ids
      FROM offered
      RETURNING id, athlete_id, from_time
    ), links AS (
      INSERT INTO calendar_entry_services (calendar_entry_id, provided_service_id)
      SELECT ins.id, unnest(o.ids)
      FROM ins JOIN offered o ON o.athlete_id = ins.athlete_id AND o.from_time = ins.from_time
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM ins) AS entries, (SELECT count(*) FROM links) AS links
  `);
  const row = countsSchema.parse(result).rows[0];
  return { entries: row?.entries ?? 0, links: row?.links ?? 0 };
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Large dataset: missing ${what}`);
  return value;
}
