import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  athletes,
  bookingEntries,
  bookings,
  clients,
  colleges,
  groups,
  sports,
  trainingSessions,
} from '../../src/server/db/schema';
import { DEMO_PLAYER_EMAIL, seedDemoData } from '../../src/server/db/seed/demo-data';
import { issueClientToken } from '../../src/server/features/auth/sessions.service';
import { insertPlayer } from '../../src/server/features/clients/players.repository';
import { createBooking } from '../../src/server/testing/engagement-factories';
import {
  createAthlete,
  createCalendarEntry,
  createClient,
  createService,
} from '../../src/server/testing/factories';

/** Openings of a free training with many seats, and players with live tokens, for booking runs. */
export interface BookingFixture {
  /** The trainer offering it (its page is one of the mixed traffic's pages). */
  trainerSlug: string;
  serviceId: number;
  /** 1,000 openings of 1,000 seats: each player books each one at most once. */
  openings: { fromTime: string; toTime: string; bookingDate: string }[];
  /** One opening with exactly `seats` seats for the double-booking figure. */
  lastSeats: { fromTime: string; toTime: string; bookingDate: string; seats: number };
  tokens: string[];
  /** The same players' emails (same order), all with `password`, for sign-ins. */
  emails: string[];
  password: string;
}

/**
 * Pages across the catalogue for the mixed traffic (bench/lib/mix.ts): trainers spread evenly
 * over the whole table (every one on the demo data, an evenly spaced sample of the large data
 * set), every school, the sports, and places to search by (each school's state and city).
 */
export interface Catalogue {
  trainerSlugs: string[];
  collegeSlugs: string[];
  sportIds: number[];
  places: string[];
}

export interface BenchData {
  collegeSlug: string;
  groupSlug: string;
  /** Trainer with 10 training options, 60 days of openings and 200 bookings. */
  heavyTrainerSlug: string;
  /** A demo trainer with an ordinary page (a few trainings). */
  demoTrainerSlug: string;
  /** The demo player's email; it gets 500 bookings. */
  playerEmail: string;
  booking: BookingFixture;
  catalogue: Catalogue;
}

/** Trainers in the mixed traffic's catalogue sample: every one up to this many. */
const CATALOGUE_TRAINERS = Number(process.env.BENCH_MIX_TRAINERS ?? 2000);

const DAY = 86_400_000;

/**
 * The demo data plus what the issue's figures need: a trainer with 10 options offered every
 * day for 60 days and 200 bookings, and a player with 500 bookings.
 */
export async function prepareBenchData(db: Db, now = new Date()): Promise<BenchData> {
  await seedDemoData(db, { now });
  const [college] = await db.select().from(colleges).orderBy(colleges.id).limit(1);
  const [group] = await db.select().from(groups).orderBy(groups.id).limit(1);
  const [player] = await db.select().from(clients).where(eq(clients.email, DEMO_PLAYER_EMAIL));
  const [demoTrainer] = await db
    .select()
    .from(athletes)
    .where(eq(athletes.collegeId, college?.id ?? 0))
    .orderBy(athletes.id)
    .limit(1);
  if (!college || !group || !player || !demoTrainer) throw new Error('demo data is missing');

  const trainer = await createAthlete(db, {
    slug: 'bench-heavy-trainer',
    firstName: 'Bench',
    collegeId: college.id,
  });
  const services = [];
  for (let i = 0; i < 10; i++) {
    services.push(
      await createService(db, trainer, { trainingType: 'group', maxSeats: 4, days: [0, 1, 2, 3, 4, 5, 6] }),
    );
  }
  const serviceIds = services.map((s) => s.id);
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let day = 1; day <= 60; day++) {
    for (const hour of [14, 16, 18]) {
      await createCalendarEntry(db, {
        athleteId: trainer.id,
        serviceIds,
        from: new Date(midnight + day * DAY + hour * 3_600_000),
        seats: 4,
      });
    }
  }
  // 200 bookings holding seats in the trainer's sessions, as real ones do: one option per
  // opening time, so the slot computation has 200 seats in sessions to work around. The 180
  // opening times go to the account's player; the 20 booked twice, to a sibling (a player is
  // in one place at a time: booking_entries_player_one_place).
  const sibling = await insertPlayer(db, { clientId: player.id, firstName: 'Riley', lastName: 'Bench' });
  const hours = [14, 16, 18];
  for (let i = 0; i < 200; i++) {
    const day = 1 + (i % 60);
    const hour = hours[Math.floor(i / 60) % hours.length] ?? 14;
    const serviceId = serviceIds[(day * 3 + hour) % serviceIds.length] ?? 0;
    const start = new Date(midnight + day * DAY + hour * 3_600_000);
    const booking = await createBooking(db, {
      clientId: player.id,
      athleteId: trainer.id,
      providedServiceId: serviceId,
      status: i % 3 === 0 ? 'accepted' : 'pending',
      start,
      ...(i >= 180 ? { playerId: sibling.id } : {}),
    });
    await holdSeat(db, { athleteId: trainer.id, serviceId, bookingId: booking.id, start, seats: 4 });
  }
  // 300 more past bookings for the player: 500 with the 200 above and the demo's own.
  for (let i = 0; i < 300; i++) {
    await createBooking(db, {
      clientId: player.id,
      athleteId: trainer.id,
      providedServiceId: serviceIds[i % serviceIds.length] ?? 0,
      status: 'completed',
      start: new Date(midnight - (1 + i) * DAY + 15 * 3_600_000),
    });
  }
  const count = await db.$count(bookings, eq(bookings.clientId, player.id));
  if (count < 500) throw new Error(`player has ${count} bookings, expected at least 500`);
  return {
    collegeSlug: college.slug,
    groupSlug: group.slug,
    heavyTrainerSlug: trainer.slug,
    playerEmail: player.email,
    demoTrainerSlug: demoTrainer.slug,
    booking: await prepareBookingFixture(db, now, midnight),
    catalogue: await catalogueSample(db),
  };
}

async function catalogueSample(db: Db): Promise<Catalogue> {
  const total = await db.$count(athletes);
  const step = Math.max(1, Math.floor(total / CATALOGUE_TRAINERS));
  // Every `step`-th trainer by id: the sample spans the catalogue from its first to its last rows.
  const numbered = db
    .select({ slug: athletes.slug, n: sql<number>`row_number() over (order by ${athletes.id})`.as('n') })
    .from(athletes)
    .as('numbered');
  const trainers = await db
    .select({ slug: numbered.slug })
    .from(numbered)
    .where(sql`(${numbered.n} - 1) % ${step} = 0`)
    .limit(CATALOGUE_TRAINERS);
  const schools = await db
    .select({ slug: colleges.slug, city: colleges.city, state: colleges.state })
    .from(colleges)
    .orderBy(asc(colleges.id));
  const sportRows = await db.select({ id: sports.id }).from(sports).orderBy(asc(sports.id));
  const places = new Set<string>();
  for (const s of schools) {
    places.add(s.state);
    places.add(`${s.state}, ${s.city}`);
  }
  return {
    trainerSlugs: trainers.map((t) => t.slug),
    collegeSlugs: schools.map((s) => s.slug),
    sportIds: sportRows.map((r) => r.id),
    places: [...places],
  };
}

/** The booking's seat in the option's session at `start` (the trigger counts it). */
async function holdSeat(
  db: Db,
  input: { athleteId: number; serviceId: number; bookingId: number; start: Date; seats: number },
) {
  const end = new Date(input.start.getTime() + 60 * 60_000);
  await db
    .insert(trainingSessions)
    .values({
      athleteId: input.athleteId,
      providedServiceId: input.serviceId,
      startsAt: input.start,
      endsAt: end,
      blocksUntil: end,
      maxSeats: input.seats,
    })
    .onConflictDoNothing();
  const [session] = await db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.providedServiceId, input.serviceId),
        eq(trainingSessions.startsAt, input.start),
      ),
    );
  await db.insert(bookingEntries).values({
    bookingId: input.bookingId,
    sessionId: session?.id ?? null,
    startsAt: input.start,
    endsAt: end,
  });
}

const asOpening = (e: { fromTime: Date; toTime: Date; bookingDate: string }) => ({
  fromTime: e.fromTime.toISOString(),
  toTime: e.toTime.toISOString(),
  bookingDate: e.bookingDate,
});

async function prepareBookingFixture(db: Db, now: Date, midnight: number): Promise<BookingFixture> {
  const trainer = await createAthlete(db, { slug: 'bench-booking-trainer', firstName: 'Booking' });
  const service = await createService(db, trainer, {
    priceCents: 0,
    clientServiceFeeCents: 0,
    stripeFeeCents: 0,
    maxSeats: 1000,
    trainingType: 'group',
    gender: 'unisex',
    minGrade: null,
    maxGrade: null,
  });
  // Ten a day (08:00-17:00 UTC) from the day after tomorrow: 100 days of openings.
  const openings = [];
  for (let i = 0; i < 1000; i++) {
    const entry = await createCalendarEntry(db, {
      athleteId: trainer.id,
      serviceIds: [service.id],
      from: new Date(midnight + (2 + Math.floor(i / 10)) * DAY + (8 + (i % 10)) * 3_600_000),
      seats: 1000,
    });
    openings.push(asOpening(entry));
  }
  const seats = 5;
  const last = await createCalendarEntry(db, {
    athleteId: trainer.id,
    serviceIds: [service.id],
    from: new Date(midnight + 45 * DAY + 20 * 3_600_000),
    seats,
  });
  const tokens = [];
  const emails = [];
  const password = 'correct-horse-7';
  for (let i = 0; i < 60; i++) {
    const client = await createClient(db, {
      email: `bench-booker-${i}@example.test`,
      passingYear: 2029,
      gender: 1,
      password,
    });
    tokens.push(await issueClientToken(db, client.id, now));
    emails.push(client.email);
  }
  return {
    trainerSlug: trainer.slug,
    serviceId: service.id,
    openings,
    lastSeats: { ...asOpening(last), seats },
    tokens,
    emails,
    password,
  };
}
