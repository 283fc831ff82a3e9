import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';
import type { Db } from '../db/client';
import { bookingEntries, bookings, calendarEntries, payments } from '../db/schema';
import { issueAthleteToken, issueClientToken } from '../features/auth/sessions.service';
import { type ClientInsert, insertClient } from '../features/clients/clients.repository';
import { createAthlete, createCalendarEntry, createCard, createService } from './factories';
import { testAppAt } from './test-app';

let counter = 0;

/**
 * A player without a password (no hashing: fast enough to make fifty) and a live token.
 * Grade 9 in spring 2026 (passing year 2029), male.
 */
export async function createPlayer(db: Db, now: Date, overrides: Partial<ClientInsert> = {}) {
  counter += 1;
  const row = await insertClient(db, {
    email: `booker${counter}-${Math.random().toString(36).slice(2, 8)}@example.test`,
    firstName: `Booker${counter}`,
    lastName: 'Player',
    passingYear: 2029,
    gender: 1,
    ...overrides,
  });
  const token = await issueClientToken(db, row.id, now);
  return { ...row, token, headers: { 'auth-token': token } };
}

export async function createTrainer(db: Db, now: Date, overrides: Parameters<typeof createAthlete>[1] = {}) {
  const athlete = await createAthlete(db, overrides);
  const token = await issueAthleteToken(db, athlete.id, now);
  return { ...athlete, token, headers: { 'auth-token': token } };
}

/** A trainer's training offered in one opening `hoursAhead` from now with `seats` seats. */
export async function createBookableService(
  db: Db,
  now: Date,
  options: {
    seats?: number;
    hoursAhead?: number;
    service?: Parameters<typeof createService>[2];
    trainer?: { id: number; slug: string };
  } = {},
) {
  const trainer = options.trainer ?? (await createTrainer(db, now));
  const seats = options.seats ?? 1;
  // Several seats are a group's: an individual training has one seat whatever the opening says.
  const service = await createService(db, trainer, {
    ...(seats > 1 ? { trainingType: 'group' as const, maxSeats: seats } : {}),
    ...options.service,
  });
  const entry = await createCalendarEntry(db, {
    athleteId: trainer.id,
    serviceIds: [service.id],
    from: new Date(now.getTime() + (options.hoursAhead ?? 48) * 3600_000),
    seats,
  });
  return { trainer, service, entry };
}

export function bookingBody(
  service: { id: number; slug?: string },
  entry: { fromTime: Date; toTime: Date; bookingDate: string },
  extra: { card_id?: number; notes?: string; location?: string; address?: string; player_id?: number } = {},
) {
  const { card_id, ...booking } = extra;
  return {
    booking: {
      provided_service_id: service.id,
      // The training's link, as the player app sends it (ADR 0072).
      ...(service.slug === undefined ? {} : { provided_service_slug: service.slug }),
      booking_date: entry.bookingDate,
      from_time: entry.fromTime.toISOString(),
      to_time: entry.toTime.toISOString(),
      ...booking,
    },
    ...(card_id === undefined ? {} : { card_id }),
  };
}

/** POSTs a booking and returns the response (a shortcut for set-ups). */
export async function book(
  app: FastifyInstance,
  player: { headers: Record<string, string> },
  body: object,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/v1/client/bookings',
    headers: { ...player.headers, ...headers },
    payload: body,
  });
}

/**
 * Seats left in an opening whose sessions all start at its start (as the test openings'
 * do): its cap less the seats its sessions hold, as the database counts them.
 */
export async function freeSlotOf(db: Db, entryId: number): Promise<number | undefined> {
  const [row] = await db
    .select({
      maxSlot: calendarEntries.maxSlot,
      taken: sql<number>`coalesce((SELECT sum(s.seats_taken) FROM training_sessions s
        WHERE s.calendar_entry_id = calendar_entries.id), 0)::int`,
    })
    .from(calendarEntries)
    .where(eq(calendarEntries.id, entryId));
  return row ? row.maxSlot - Number(row.taken) : undefined;
}

export async function bookingsOf(db: Db, clientId: number) {
  return db.select().from(bookings).where(eq(bookings.clientId, clientId));
}

export async function paymentsOf(db: Db, bookingId: number) {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId));
}

export async function entriesOf(db: Db, bookingId: number) {
  return db.select().from(bookingEntries).where(eq(bookingEntries.bookingId, bookingId));
}

/** A player's fields with a parent named and reachable, as the emails and the trainer's schedule show them. */
export const PAT_RIVERA = {
  firstName: 'Pat',
  lastName: 'Rivera',
  parentFirstName: 'Sam',
  parentLastName: 'Rivera',
  parentContactNumber: '+1 (859) 555-0101',
};

export type Trainer = Awaited<ReturnType<typeof createTrainer>>;
export type Player = Awaited<ReturnType<typeof createPlayer>>;

/**
 * Who a booking needs: a trainer (a fresh one unless `trainer` is given) offering a training in
 * one opening (createBookableService's options), and a fresh player (`player`: their fields)
 * with a saved card.
 */
export async function createBookingParties(
  db: Db,
  now: Date,
  options: Omit<NonNullable<Parameters<typeof createBookableService>[2]>, 'trainer'> & {
    trainer?: Trainer;
    player?: Parameters<typeof createPlayer>[2];
  } = {},
) {
  const { player: playerFields, ...training } = options;
  const trainer = options.trainer ?? (await createTrainer(db, now));
  const { service, entry } = await createBookableService(db, now, { ...training, trainer });
  const { player, card } = await createPlayerWithCard(db, now, playerFields);
  return { trainer, service, entry, player, card };
}

/** A fresh player (`fields`: their own) with a saved card. */
export async function createPlayerWithCard(db: Db, now: Date, fields?: Parameters<typeof createPlayer>[2]) {
  const player = await createPlayer(db, now, fields);
  return { player, card: await createCard(db, player.id) };
}

/** `n` fresh players, each with a saved card. */
export async function createPlayersWithCards(db: Db, now: Date, n: number) {
  const list = [];
  for (let i = 0; i < n; i += 1) list.push(await createPlayerWithCard(db, now));
  return list;
}

/** A fresh trainer's paid training, booked by a fresh player with a saved card. */
export async function bookPaidService(app: FastifyInstance, db: Db, now: Date) {
  const { trainer, service, entry, player, card } = await createBookingParties(db, now);
  const response = await book(app, player, bookingBody(service, entry, { card_id: card.id }));
  return { trainer, player, card, response, bookingId: Number(response.json().data.id) };
}

/**
 * The file's test app on a clock stopped at `now` (testAppAt), with the booking factories above
 * bound to its database, clock and app: `t.parties()`, `t.player()`, `t.book(player, body)`.
 */
export function bookingTestApp(now: Date, options: Omit<AppOptions, 'database'> = {}) {
  const t = testAppAt(now, options);
  return Object.assign(t, {
    trainer: (fields?: Parameters<typeof createTrainer>[2]) => createTrainer(t.db(), now, fields),
    player: (fields?: Parameters<typeof createPlayer>[2]) => createPlayer(t.db(), now, fields),
    playerWithCard: (fields?: Parameters<typeof createPlayer>[2]) =>
      createPlayerWithCard(t.db(), now, fields),
    bookableService: (options?: Parameters<typeof createBookableService>[2]) =>
      createBookableService(t.db(), now, options),
    parties: (options?: Parameters<typeof createBookingParties>[2]) =>
      createBookingParties(t.db(), now, options),
    card: (clientId: number, options?: Parameters<typeof createCard>[2]) =>
      createCard(t.db(), clientId, options),
    book: (player: { headers: Record<string, string> }, body: object, headers?: Record<string, string>) =>
      book(t.app, player, body, headers),
  });
}
