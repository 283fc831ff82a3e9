import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { insertedRow } from '../db/queries';
import {
  athletes,
  calendarEntries,
  calendarEntryServices,
  cards,
  positions,
  providedServiceLocations,
  providedServices,
  sandboxPaymentMethods,
  sports,
  trainingSessions,
} from '../db/schema';
import { type ClientInsert, insertClient } from '../features/clients/clients.repository';
import { serviceSlug } from '../features/trainer-services/private-link';
import { hashPassword } from '../lib/passwords';

let counter = 0;
const next = () => ++counter;

/**
 * A registered client with a known password and its one (active) player; fields as a sign-up
 * would leave them. Overrides name the account's and the player's columns alike (ADR 0045).
 */
export async function createClient(db: Db, overrides: Partial<ClientInsert> & { password?: string } = {}) {
  const n = next();
  const { password = 'correct-horse-7', ...rest } = overrides;
  const row = await insertClient(db, {
    email: `player${n}@example.test`,
    passwordHash: await hashPassword(password),
    firstName: `Pat${n}`,
    lastName: 'Player',
    parentFirstName: 'Sam',
    parentLastName: 'Player',
    passingYear: 2029,
    ...rest,
  });
  return { ...row, password };
}

export async function createSport(db: Db, name: string, positionNames: string[]) {
  const sport = await db
    .insert(sports)
    .values({ name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${next()}` })
    .returning()
    .then(insertedRow('sport'));
  if (positionNames.length > 0) {
    await db
      .insert(positions)
      .values(
        positionNames.map((p) => ({ sportId: sport.id, name: p, displayName: p.slice(0, 2).toUpperCase() })),
      );
  }
  return sport;
}

/** A trainer with one sport; slug and email unique per call. */
export async function createAthlete(db: Db, overrides: Partial<typeof athletes.$inferInsert> = {}) {
  const n = next();
  const row = await db
    .insert(athletes)
    .values({
      slug: `trainer-${n}`,
      firstName: `Taylor${n}`,
      lastName: 'Trainer',
      email: `trainer${n}@example.test`,
      gender: 'female',
      passingYear: 2027,
      city: 'Lexington',
      state: 'KY',
      timeZone: 'America/New_York',
      ...overrides,
    })
    .returning()
    .then(insertedRow('athlete'));
  return row;
}

/** A published, public training option of the athlete; slug `{athleteSlug}-{n}` (a private one's with its secret, ADR 0072). */
export async function createService(
  db: Db,
  athlete: { id: number; slug: string },
  overrides: Partial<typeof providedServices.$inferInsert> & {
    locations?: { location: string; address: string }[];
  } = {},
) {
  const n = next();
  const {
    locations = [{ location: 'Riverside Park Field 3', address: '100 Riverside Dr, Lexington, KY' }],
    ...rest
  } = overrides;
  const row = await db
    .insert(providedServices)
    .values({
      athleteId: athlete.id,
      name: `Speed and Agility ${n}`,
      slug: serviceSlug(athlete.slug, n, overrides.privacySetting ?? 'public'),
      slugTitle: `speed-and-agility-${n}`,
      trainingType: 'individual',
      priceCents: 5000,
      clientServiceFeeCents: 500,
      stripeFeeCents: 165,
      durationMinutes: 60,
      maxSeats: 1,
      // Every day: a test's opening is bookable whatever weekday its date falls on.
      days: [0, 1, 2, 3, 4, 5, 6],
      ...rest,
    })
    .returning()
    .then(insertedRow('service'));
  if (locations.length > 0 && row.trainingType !== 'virtual') {
    await db
      .insert(providedServiceLocations)
      .values(locations.map((l) => ({ ...l, providedServiceId: row.id, city: 'Lexington', state: 'KY' })));
  }
  return row;
}

/**
 * An opening of the athlete offering the given services, each session in it up to `seats`
 * seats. `freeSlot` below `seats` stands for other players' bookings: the first service's
 * session at the opening's start then holds the rest of its seats.
 */
export async function createCalendarEntry(
  db: Db,
  input: {
    athleteId: number;
    serviceIds: number[];
    from: Date;
    minutes?: number;
    seats?: number;
    freeSlot?: number;
  },
) {
  const seats = input.seats ?? 1;
  const to = new Date(input.from.getTime() + (input.minutes ?? 60) * 60_000);
  const entry = await db
    .insert(calendarEntries)
    .values({
      athleteId: input.athleteId,
      bookingDate: input.from.toISOString().slice(0, 10),
      fromTime: input.from,
      toTime: to,
      maxSlot: seats,
    })
    .returning()
    .then(insertedRow('calendar entry'));
  if (input.serviceIds.length > 0) {
    await db
      .insert(calendarEntryServices)
      .values(
        input.serviceIds.map((providedServiceId) => ({ calendarEntryId: entry.id, providedServiceId })),
      );
  }
  const taken = seats - (input.freeSlot ?? seats);
  const first = input.serviceIds[0];
  if (taken > 0 && first !== undefined) {
    const [service] = await db
      .select({ duration: providedServices.durationMinutes })
      .from(providedServices)
      .where(eq(providedServices.id, first));
    const endsAt = new Date(input.from.getTime() + (service?.duration ?? 60) * 60_000);
    await db.insert(trainingSessions).values({
      athleteId: input.athleteId,
      providedServiceId: first,
      calendarEntryId: entry.id,
      startsAt: input.from,
      endsAt,
      blocksUntil: endsAt,
      maxSeats: seats,
      seatsTaken: taken,
    });
  }
  return entry;
}

/** A saved card as the payment sandbox would have made it (`declines` for the declining test card). */
export async function createCard(
  db: Db,
  clientId: number,
  options: { declines?: boolean; isDefault?: boolean } = {},
) {
  const n = next();
  const providerCardId = `card_sandbox_test_${n}`;
  await db.insert(sandboxPaymentMethods).values({
    token: providerCardId,
    brand: 'visa',
    last4: options.declines ? '0002' : '4242',
    expMonth: 12,
    expYear: 2034,
    declines: options.declines ?? false,
  });
  const card = await db
    .insert(cards)
    .values({
      clientId,
      brand: 'visa',
      last4: options.declines ? '0002' : '4242',
      expMonth: 12,
      expYear: 2034,
      stripeId: providerCardId,
      isDefault: options.isDefault ?? false,
    })
    .returning()
    .then(insertedRow('card'));
  return card;
}
