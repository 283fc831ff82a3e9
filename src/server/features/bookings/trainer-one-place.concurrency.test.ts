import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, trainingSessions } from '../../db/schema';
import { book, bookingBody, createPlayer, createTrainer } from '../../testing/booking-factories';
import { createCalendarEntry, createCard, createService } from '../../testing/factories';
import { testAppAt } from '../../testing/test-app';

// On PostgreSQL (TEST_DATABASE_URL) the requests run on separate pool connections and really
// race; on PGlite they queue on its one connection. Both must end the same: the database
// refuses a trainer in two places and a seat sold twice, whatever the order.
const NOW = new Date('2026-03-10T15:00:00Z');
const SOLD_OUT = { errors: ['Sold Out — All available timeslots booked'] };

const t = testAppAt(NOW);
const db = () => t.database.db;

async function players(n: number) {
  const list = [];
  for (let i = 0; i < n; i += 1) {
    const player = await createPlayer(db(), NOW);
    list.push({ player, card: await createCard(db(), player.id) });
  }
  return list;
}

describe('a trainer is one person, under load', () => {
  it('sells the last 3 seats of a group slot to exactly 3 of 50 players at once', async () => {
    const trainer = await createTrainer(db(), NOW);
    const group = await createService(db(), trainer, { trainingType: 'group', maxSeats: 8 });
    const entry = await createCalendarEntry(db(), {
      athleteId: trainer.id,
      serviceIds: [group.id],
      from: new Date(NOW.getTime() + 48 * 3600_000),
      seats: 8,
    });
    // Five seats are taken first, one booking at a time.
    for (const { player, card } of await players(5)) {
      expect((await book(t.app, player, bookingBody(group, entry, { card_id: card.id }))).statusCode).toBe(
        201,
      );
    }
    const racers = await players(50);
    const responses = await Promise.all(
      racers.map(({ player, card }) => book(t.app, player, bookingBody(group, entry, { card_id: card.id }))),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(47);
    for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json()).toEqual(SOLD_OUT);
    const [session] = await db()
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.providedServiceId, group.id));
    expect(session).toMatchObject({ seatsTaken: 8, maxSeats: 8 });
  });

  it('lets 20 players at one individual hour and 10 at a group at the same hour book one session only', async () => {
    const trainer = await createTrainer(db(), NOW);
    const individual = await createService(db(), trainer, { trainingType: 'individual', maxSeats: 1 });
    const group = await createService(db(), trainer, { trainingType: 'group', maxSeats: 4 });
    const entry = await createCalendarEntry(db(), {
      athleteId: trainer.id,
      serviceIds: [individual.id, group.id],
      from: new Date(NOW.getTime() + 72 * 3600_000),
      seats: 4,
    });
    const forIndividual = await players(20);
    const forGroup = await players(10);
    const responses = await Promise.all([
      ...forIndividual.map(({ player, card }) =>
        book(t.app, player, bookingBody(individual, entry, { card_id: card.id })),
      ),
      ...forGroup.map(({ player, card }) =>
        book(t.app, player, bookingBody(group, entry, { card_id: card.id })),
      ),
    ]);
    const codes = responses.map((r) => r.statusCode);
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json()).toEqual(SOLD_OUT);
    const booked = await db()
      .select({ service: bookings.providedServiceId })
      .from(bookings)
      .where(eq(bookings.athleteId, trainer.id));
    const individualCount = booked.filter((b) => b.service === individual.id).length;
    const groupCount = booked.filter((b) => b.service === group.id).length;
    // Either the individual hour (one player) or the group (up to its 4 seats), never both.
    expect(individualCount === 1 ? groupCount : individualCount).toBe(0);
    expect(individualCount === 1 || groupCount === 4).toBe(true);
    const live = await db()
      .select()
      .from(trainingSessions)
      .where(and(eq(trainingSessions.athleteId, trainer.id), gt(trainingSessions.seatsTaken, 0)));
    expect(live).toHaveLength(1);
  });
});
