import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarEntries, calendarEntryServices } from '../../db/schema';
import { createTrainer } from '../../testing/booking-factories';
import { createCalendarEntry, createService } from '../../testing/factories';
import { testAppAt } from '../../testing/test-app';

// An opening's trainings are read from calendar_entries.service_ids (migration 0033, ADR 0073),
// kept by the database from calendar_entry_services. Whatever the trainer links, unlinks, moves
// or relinks, one at a time or several in one statement, and whatever else tries to write the
// column, it holds the opening's trainings, in order; the trainer page offers each opening for
// exactly those trainings. On PostgreSQL (TEST_DATABASE_URL) two changes of one opening really
// race on separate connections; on PGlite they queue.
const NOW = new Date('2026-03-10T15:00:00Z');
const t = testAppAt(NOW);
const db = () => t.database.db;
const HOUR = 3600_000;

/** Each opening's trainings as calendar_entry_services has them, and as the column says. */
async function bothViews(openingIds: readonly number[]) {
  const rows = await t.database.executeSql(
    `SELECT e.id, e.service_ids AS kept, ARRAY(SELECT s.provided_service_id FROM calendar_entry_services s
       WHERE s.calendar_entry_id = e.id ORDER BY s.provided_service_id) AS linked
     FROM calendar_entries e WHERE e.id = ANY($1::int[]) ORDER BY e.id`,
    [`{${openingIds.join(',')}}`],
  );
  return rows.rows as { id: number; kept: number[]; linked: number[] }[];
}

async function expectKept(openingIds: readonly number[]) {
  const views = await bothViews(openingIds);
  expect(views.map((v) => [v.id, v.kept])).toEqual(views.map((v) => [v.id, v.linked]));
  return views;
}

const step = fc.oneof(
  fc.record({ kind: fc.constant('link' as const), opening: fc.nat(3), service: fc.nat(2) }),
  fc.record({ kind: fc.constant('unlink' as const), opening: fc.nat(3), service: fc.nat(2) }),
  fc.record({
    kind: fc.constant('move' as const),
    opening: fc.nat(3),
    service: fc.nat(2),
    toOpening: fc.nat(3),
    toService: fc.nat(2),
  }),
  // The trainer edits an opening: its trainings replaced in one transaction.
  fc.record({
    kind: fc.constant('relink' as const),
    opening: fc.nat(3),
    services: fc.subarray([0, 1, 2]),
  }),
  // Several openings' links in one statement.
  fc.record({ kind: fc.constant('linkEverywhere' as const), service: fc.nat(2) }),
  fc.record({ kind: fc.constant('unlinkEverywhere' as const), service: fc.nat(2) }),
  // Anything else writing the column is not heard.
  fc.record({
    kind: fc.constant('overwrite' as const),
    opening: fc.nat(3),
    services: fc.subarray([0, 1, 2]),
  }),
  fc.record({ kind: fc.constant('removeOpening' as const), opening: fc.nat(3) }),
);

describe("an opening's trainings kept on the opening", () => {
  it('always equal its links, whatever changes them, and the trainer page offers it for those', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const trainer = await createTrainer(db(), NOW);
        const services = [
          await createService(db(), trainer),
          await createService(db(), trainer),
          await createService(db(), trainer),
        ].map((s) => s.id);
        let openings: number[] = [];
        for (let i = 0; i < 4; i++) {
          const entry = await createCalendarEntry(db(), {
            athleteId: trainer.id,
            serviceIds: i === 0 ? [] : services.slice(0, i),
            from: new Date(NOW.getTime() + (48 + 2 * i) * HOUR),
          });
          openings.push(entry.id);
        }
        const service = (n: number) => services[n % services.length] as number;
        const opening = (n: number) => openings[n % openings.length];
        for (const s of steps) {
          if (s.kind === 'linkEverywhere') {
            // Every opening removed already: nothing to link (drizzle refuses an empty insert).
            if (openings.length === 0) continue;
            await db()
              .insert(calendarEntryServices)
              .values(openings.map((id) => ({ calendarEntryId: id, providedServiceId: service(s.service) })))
              .onConflictDoNothing();
            continue;
          }
          if (s.kind === 'unlinkEverywhere') {
            await db()
              .delete(calendarEntryServices)
              .where(eq(calendarEntryServices.providedServiceId, service(s.service)));
            continue;
          }
          const id = opening(s.opening);
          if (id === undefined) continue;
          const link = (entry: number, serviceId: number) =>
            and(
              eq(calendarEntryServices.calendarEntryId, entry),
              eq(calendarEntryServices.providedServiceId, serviceId),
            );
          if (s.kind === 'link') {
            await db()
              .insert(calendarEntryServices)
              .values({ calendarEntryId: id, providedServiceId: service(s.service) })
              .onConflictDoNothing();
          } else if (s.kind === 'unlink') {
            await db()
              .delete(calendarEntryServices)
              .where(link(id, service(s.service)));
          } else if (s.kind === 'move') {
            const to = opening(s.toOpening) ?? id;
            const [taken] = await db()
              .select()
              .from(calendarEntryServices)
              .where(link(to, service(s.toService)));
            if (!taken)
              await db()
                .update(calendarEntryServices)
                .set({ calendarEntryId: to, providedServiceId: service(s.toService) })
                .where(link(id, service(s.service)));
          } else if (s.kind === 'relink') {
            await db().transaction(async (tx) => {
              await tx.delete(calendarEntryServices).where(eq(calendarEntryServices.calendarEntryId, id));
              if (s.services.length > 0)
                await tx
                  .insert(calendarEntryServices)
                  .values(s.services.map((n) => ({ calendarEntryId: id, providedServiceId: service(n) })));
            });
          } else if (s.kind === 'overwrite') {
            await db()
              .update(calendarEntries)
              .set({ serviceIds: s.services.map(service) })
              .where(eq(calendarEntries.id, id));
          } else {
            await db().delete(calendarEntries).where(eq(calendarEntries.id, id));
            openings = openings.filter((o) => o !== id);
          }
        }
        const views = await expectKept(openings);

        // What a family sees: each opening offered for its linked trainings, in order, or not at all.
        const page = await t.get(`/v1/client/athletes/${trainer.slug}`);
        expect(page.statusCode).toBe(200);
        const offered = new Map<number, number[]>();
        for (const slot of page.json().data.attributes.generated_slots as {
          id: number;
          selected_trainings: number[];
        }[])
          offered.set(slot.id, [...(offered.get(slot.id) ?? []), ...slot.selected_trainings]);
        expect(
          Object.fromEntries([...offered].map(([id, ids]) => [id, [...ids].sort((a, b) => a - b)])),
        ).toEqual(Object.fromEntries(views.filter((v) => v.linked.length > 0).map((v) => [v.id, v.linked])));
      }),
      { numRuns: 12 },
    );
  });

  it('starts empty on a new opening whatever the insert says', async () => {
    const trainer = await createTrainer(db(), NOW);
    const service = await createService(db(), trainer);
    const [entry] = await db()
      .insert(calendarEntries)
      .values({
        athleteId: trainer.id,
        bookingDate: '2026-03-12',
        fromTime: new Date(NOW.getTime() + 48 * HOUR),
        toTime: new Date(NOW.getTime() + 49 * HOUR),
        maxSlot: 1,
        serviceIds: [service.id],
      })
      .returning();
    expect(entry?.serviceIds).toEqual([]);
  });

  it('keeps both trainings when two are added to one opening at the same moment', async () => {
    const trainer = await createTrainer(db(), NOW);
    const [first, second] = [await createService(db(), trainer), await createService(db(), trainer)];
    if (!first || !second) throw new Error('services not made');
    const entry = await createCalendarEntry(db(), {
      athleteId: trainer.id,
      serviceIds: [],
      from: new Date(NOW.getTime() + 48 * HOUR),
    });
    let firstAdded: () => void = () => undefined;
    const added = new Promise<void>((resolve) => {
      firstAdded = resolve;
    });
    // The first change holds its transaction open past the second's start: on PostgreSQL the
    // second's opening is then locked by the first until it commits.
    const one = db().transaction(async (tx) => {
      await tx
        .insert(calendarEntryServices)
        .values({ calendarEntryId: entry.id, providedServiceId: first.id });
      firstAdded();
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    await added;
    const two = db()
      .insert(calendarEntryServices)
      .values({ calendarEntryId: entry.id, providedServiceId: second.id });
    await Promise.all([one, two]);
    const [view] = await expectKept([entry.id]);
    expect(view?.kept).toEqual([first.id, second.id].sort((a, b) => a - b));
  });
});
