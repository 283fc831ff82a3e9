import { describe, expect, it } from 'vitest';
import { createAthlete, createCalendarEntry, createService } from '../../testing/factories';
import { testAppAt } from '../../testing/test-app';

// A schedule offers "Book now" on an opening when its free_slot is above zero (SPEC §2). For a
// package that must mean the package can be booked, and books a session there (ADR 0028):
// judged on the trainer's whole grid, not on the one opening.
const day = (n: number) => new Date(Date.UTC(2026, 10, 22 + n, 15));

const t = testAppAt(new Date('2026-11-22T12:00:00Z'));

const freeSlots = async (athleteId: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/client/calendar_entries?id=${athleteId}` });
  expect(res.statusCode).toBe(200);
  return new Map(
    (res.json().data as { attributes: { id: number; free_slot: number } }[]).map((d) => [
      d.attributes.id,
      d.attributes.free_slot,
    ]),
  );
};

describe('a package on a trainer’s schedule', () => {
  it('shows seats only on openings holding one of its sessions, and none while it cannot be held', async () => {
    const db = t.database.db;
    const athlete = await createAthlete(db);
    const pkg = await createService(db, athlete, {
      name: 'Two-Session Package',
      trainingType: 'group',
      maxSeats: 3,
      package: true,
      sessionsCount: 2,
      packageStart: '2026-11-23',
      packageEnd: '2026-12-20',
    });
    const first = await createCalendarEntry(db, {
      athleteId: athlete.id,
      serviceIds: [pkg.id],
      from: day(2),
      seats: 3,
    });
    // One opening for a two-session package: it cannot be sold, so no seats anywhere.
    expect((await freeSlots(athlete.id)).get(first.id)).toBe(0);

    const second = await createCalendarEntry(db, {
      athleteId: athlete.id,
      serviceIds: [pkg.id],
      from: day(4),
      seats: 3,
    });
    const third = await createCalendarEntry(db, {
      athleteId: athlete.id,
      serviceIds: [pkg.id],
      from: day(6),
      seats: 3,
    });
    const seats = await freeSlots(athlete.id);
    // The package books the first two days; the third opening holds none of its sessions.
    expect(seats.get(first.id)).toBe(3);
    expect(seats.get(second.id)).toBe(3);
    expect(seats.get(third.id)).toBe(0);
  });
});
