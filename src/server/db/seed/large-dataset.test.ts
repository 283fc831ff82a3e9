import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client';
import { athletes, calendarEntries, calendarEntryServices, providedServices } from '../schema';
import { generateLargeDataset, type LargeDatasetStats } from './large-dataset';

const NOW = new Date('2026-03-02T15:00:00Z');
const count = sql<number>`count(*)::int`;

async function calendarIndexes(database: Database): Promise<string[]> {
  const { rows } = await database.executeSql(
    `SELECT indexname FROM pg_indexes WHERE tablename IN ('calendar_entries', 'calendar_entry_services') ORDER BY 1`,
  );
  return rows.map((r) => (r as { indexname: string }).indexname);
}

// The bench's data set, small: trainers written as JSON rows, openings expanded in the database,
// the calendar's secondary indexes dropped for the load and built again at the end.
describe('generateLargeDataset', () => {
  let database: Database;
  let stats: LargeDatasetStats;
  let indexesBefore: string[];

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    indexesBefore = await calendarIndexes(database);
    stats = await generateLargeDataset(database.db, {
      athletes: 25,
      days: 20,
      entriesPerDay: 2,
      servicesPerAthlete: 3,
      batchSize: 100,
      deferIndexes: true,
      now: NOW,
    });
  });
  afterAll(() => database.close());

  it('writes the trainers, their options and their openings it reports', async () => {
    const generated = await database.db
      .select({ count })
      .from(athletes)
      .where(sql`${athletes.slug} ~ '-[0-9]+$' AND ${athletes.email} LIKE '%@trainhub.example'`);
    expect(stats.athletes).toBe(25);
    expect(generated[0]?.count).toBeGreaterThanOrEqual(25);
    expect(stats.services).toBe(75);
    expect(stats.calendarEntries).toBeGreaterThan(25 * 4);
    expect(stats.calendarEntryServices).toBeGreaterThanOrEqual(stats.calendarEntries);
  });

  it('keeps every column of the rows it was given (arrays and dates included)', async () => {
    const [trainer] = await database.db.select().from(athletes).orderBy(sql`${athletes.id} desc`).limit(1);
    expect(trainer?.firstName).toMatch(/\w/);
    expect(trainer?.timeZone).toMatch(/^America\//);
    expect(trainer?.createdAt).toBeInstanceOf(Date);
    const options = await database.db
      .select()
      .from(providedServices)
      .where(eq(providedServices.athleteId, trainer?.id ?? 0));
    expect(options).toHaveLength(3);
    for (const option of options) {
      expect(option.days.length).toBeGreaterThan(0);
      expect(option.name).toMatch(/\w/);
      if (option.package) expect(option.packageStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const [entries] = await database.db
      .select({ count })
      .from(calendarEntries)
      .where(eq(calendarEntries.athleteId, trainer?.id ?? 0));
    expect(entries?.count).toBeGreaterThan(0);
  });

  it('builds the calendar indexes it dropped for the load', async () => {
    expect(indexesBefore).toContain('calendar_entries_athlete_from_idx');
    expect(await calendarIndexes(database)).toEqual(indexesBefore);
    const [links] = await database.db.select({ count }).from(calendarEntryServices);
    expect(links?.count).toBeGreaterThanOrEqual(stats.calendarEntryServices);
  });
});
