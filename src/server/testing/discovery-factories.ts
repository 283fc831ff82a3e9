// Reference data for the discovery API tests: colleges, groups, high schools.
import type { Db } from '../db/client';
import { insertedRow } from '../db/queries';
import {
  calendarEntries,
  calendarEntryServices,
  colleges,
  groupAthletes,
  groups,
  highSchools,
} from '../db/schema';

let counter = 0;
const next = () => ++counter;

export async function createCollege(db: Db, overrides: Partial<typeof colleges.$inferInsert> = {}) {
  const n = next();
  const row = await db
    .insert(colleges)
    .values({
      slug: `college-${n}`,
      name: `State University ${n}`,
      nickname: `Wildcats ${n}`,
      city: 'Lexington',
      state: 'KY',
      colorCode: '#0033a0',
      ...overrides,
    })
    .returning()
    .then(insertedRow('college'));
  return row;
}

/** The University of Kentucky (Wildcats, `kentucky`) and Duke University (Blue Devils, `duke`), in that order. */
export async function createKentuckyAndDuke(
  db: Db,
  kentuckyFields: Partial<typeof colleges.$inferInsert> = {},
) {
  const kentucky = await createCollege(db, {
    slug: 'kentucky',
    name: 'University of Kentucky',
    nickname: 'Wildcats',
    ...kentuckyFields,
  });
  const duke = await createCollege(db, { slug: 'duke', name: 'Duke University', nickname: 'Blue Devils' });
  return { kentucky, duke };
}

export async function createGroup(
  db: Db,
  athleteIds: number[],
  overrides: Partial<typeof groups.$inferInsert> = {},
) {
  const n = next();
  const row = await db
    .insert(groups)
    .values({ slug: `group-${n}`, name: `Training Group ${n}`, colorCode: '#cc0000', ...overrides })
    .returning()
    .then(insertedRow('group'));
  if (athleteIds.length > 0) {
    await db.insert(groupAthletes).values(athleteIds.map((athleteId) => ({ groupId: row.id, athleteId })));
  }
  return row;
}

export async function createHighSchool(db: Db, nickname: string, city: string, state = 'KY') {
  const row = await db
    .insert(highSchools)
    .values({ nickname, city, state })
    .returning()
    .then(insertedRow('high school'));
  return row;
}

/** Many one-hour openings of an athlete at once (bulk insert), each offering `serviceIds`. */
export async function createOpenings(db: Db, athleteId: number, serviceIds: number[], starts: Date[]) {
  if (starts.length === 0) return [];
  const rows = await db
    .insert(calendarEntries)
    .values(
      starts.map((from) => ({
        athleteId,
        bookingDate: from.toISOString().slice(0, 10),
        fromTime: from,
        toTime: new Date(from.getTime() + 3_600_000),
        maxSlot: 1,
        freeSlot: 1,
      })),
    )
    .returning({ id: calendarEntries.id });
  await db
    .insert(calendarEntryServices)
    .values(
      rows.flatMap((r) =>
        serviceIds.map((providedServiceId) => ({ calendarEntryId: r.id, providedServiceId })),
      ),
    );
  return rows.map((r) => r.id);
}
