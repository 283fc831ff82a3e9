import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { athleteDetailResponseSchema, generatedSlotSchema } from '../../../shared/api/athletes';
import { listedFields } from '../../lib/listed-fields';
import {
  book,
  bookingBody,
  createBookingParties,
  createPlayerWithCard,
} from '../../testing/booking-factories';
import { createCalendarEntry, createService } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';
import { showAthlete } from '../athletes/athletes.service';

// The trainer page's answer is shaped partly by its schema's field list rather than zod's encode
// (docs/decisions/0049): it must be the very document z.encode of the whole answer gives.

const NOW = new Date('2026-11-22T12:00:00Z');
const t = testAppForFile({ context: { now: () => NOW } });

let slug: string;

beforeAll(async () => {
  const parties = await createBookingParties(t.db(), NOW, { seats: 3 });
  const { trainer, service, entry } = parties;
  slug = trainer.slug;
  // A second group training and a 30-minute one in openings of their own and in the first one's,
  // a package, and a booking: slots merged, slots apart, seats taken.
  const other = await createService(t.db(), trainer, { trainingType: 'group', maxSeats: 3 });
  const short = await createService(t.db(), trainer, { durationMinutes: 30 });
  const pack = await createService(t.db(), trainer, {
    trainingType: 'group',
    maxSeats: 3,
    package: true,
    packageStart: '2026-11-23',
    packageEnd: '2026-12-10',
    sessionsCount: 2,
  });
  for (let day = 1; day <= 6; day++) {
    await createCalendarEntry(t.db(), {
      athleteId: trainer.id,
      serviceIds: [service.id, other.id, short.id, pack.id],
      from: new Date(NOW.getTime() + day * 86_400_000 + 3 * 3600_000),
      minutes: 120,
      seats: 3,
    });
  }
  const { player, card } = await createPlayerWithCard(t.db(), NOW);
  expect((await book(t.app, player, bookingBody(service, entry, { card_id: card.id }))).statusCode).toBe(201);
});

describe('the trainer page answer', () => {
  it('is byte for byte what zod encodes of the whole document', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/client/athletes/${slug}` });
    expect(res.statusCode).toBe(200);
    const expected = z.encode(athleteDetailResponseSchema, await showAthlete(t.db(), slug, undefined, NOW));
    const attributes = expected.data.attributes;
    expect(attributes.generated_slots.length).toBeGreaterThan(10);
    expect(attributes.generated_slots.some((s) => s.selected_trainings.length > 1)).toBe(true);
    expect(attributes.provided_services.some((p) => (p.package_sessions?.length ?? 0) === 2)).toBe(true);
    expect(res.body).toBe(JSON.stringify(expected));
  });
});

describe('listedFields', () => {
  it('keeps only the fields the schema lists, in its order', () => {
    const slot = {
      selected_trainings: [1],
      free_slot: 2,
      to_time: 'b',
      from_time: 'a',
      training_end_date_time: 'b',
      training_start_date_time: 'a',
      booking_date: '2026-11-23',
      id: 7,
      meeting_link: 'https://example.com/secret',
    };
    const [shaped] = listedFields(generatedSlotSchema, [slot]);
    expect(JSON.stringify(shaped)).toBe(JSON.stringify(z.encode(generatedSlotSchema, slot)));
    expect(shaped).not.toHaveProperty('meeting_link');
  });
});
