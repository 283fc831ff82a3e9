import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trainingSessions } from '../../db/schema';
import { book, bookingBody, createPlayer, createTrainer } from '../../testing/booking-factories';
import { createCalendarEntry, createService } from '../../testing/factories';
import { testAppAt } from '../../testing/test-app';

// A training made smaller while families book it (ADR 0066). On PostgreSQL (TEST_DATABASE_URL)
// the requests really race on separate connections; on PGlite they queue. Either way no seat is
// sold past what the session allowed when it was taken, the held seats are kept, and the session
// ends at the new size or at the seats held, whichever is more.
const NOW = new Date('2026-03-10T15:00:00Z');
const t = testAppAt(NOW);
const db = () => t.database.db;

describe('a training resized while families book it', () => {
  it('never sells past the seats a session allowed, and leaves it at the new size or the seats held', async () => {
    for (const resizeAt of [0, 2, 5]) {
      const trainer = await createTrainer(db(), NOW);
      const group = await createService(db(), trainer, {
        trainingType: 'group',
        maxSeats: 4,
        priceCents: 0,
        clientServiceFeeCents: 0,
        stripeFeeCents: 0,
      });
      const entry = await createCalendarEntry(db(), {
        athleteId: trainer.id,
        serviceIds: [group.id],
        from: new Date(NOW.getTime() + 48 * 3600_000),
        seats: 4,
      });
      const first = await createPlayer(db(), NOW);
      expect((await book(t.app, first, bookingBody(group, entry))).statusCode).toBe(201);

      const racers = await Promise.all(Array.from({ length: 5 }, () => createPlayer(db(), NOW)));
      const calls = racers.map((player) => () => book(t.app, player, bookingBody(group, entry)));
      const resize = () =>
        t.send('PUT', `/v1/trainer/provided_services/${group.id}`, trainer.headers, {
          provided_service: { max_seats: 2 },
        });
      calls.splice(resizeAt, 0, resize);
      const answers = await Promise.all(calls.map((call) => call()));

      const resized = answers[resizeAt];
      expect(resized?.statusCode).toBe(200);
      const bookings = answers.filter((_, i) => i !== resizeAt).map((a) => a.statusCode);
      for (const code of bookings) expect([201, 409]).toContain(code);
      const booked = bookings.filter((c) => c === 201).length;
      expect(1 + booked).toBeLessThanOrEqual(4);
      const [session] = await db()
        .select()
        .from(trainingSessions)
        .where(eq(trainingSessions.providedServiceId, group.id));
      expect(session).toMatchObject({ seatsTaken: 1 + booked, maxSeats: Math.max(1 + booked, 2) });
      expect(resized?.json().meta).toEqual({ sessions_over_size: 1 + booked > 2 ? 1 : 0 });
      // What families are offered agrees: seats left at the new size, none past it.
      const page = await t.app.inject({ method: 'GET', url: `/v1/client/athletes/${trainer.slug}` });
      const slot = page.json().data.attributes.generated_slots[0];
      expect(slot?.free_slot ?? 0).toBe(Math.max(0, 2 - (1 + booked)));
    }
  });
});
