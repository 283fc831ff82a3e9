import type { Tx } from '../client';
import { insertedRow } from '../queries';
import {
  bookingEntries,
  bookings,
  cards,
  clients,
  payments,
  sandboxLedger,
  sandboxPaymentMethods,
  trainingSessions,
} from '../schema';

export const DEMO_PLAYER_EMAIL = 'demo@trainhub.example';
export const DEMO_PASSWORD = 'TrainHub2026!';
export const DEMO_TRAINER_EMAILS = ['coach.demo@trainhub.example', 'trainer.demo@trainhub.example'] as const;

export interface DemoPlayerInput {
  passwordHash: string;
  now: Date;
  sportId: number;
  positions: string[];
  highSchool: string;
}

/** The demo parent + player account with one saved sandbox card. */
export async function insertDemoPlayer(
  tx: Tx,
  input: DemoPlayerInput,
): Promise<{ clientId: number; cardId: number }> {
  const dob = new Date(input.now);
  dob.setUTCFullYear(dob.getUTCFullYear() - 15, 2, 14);
  const client = await tx
    .insert(clients)
    .values({
      email: DEMO_PLAYER_EMAIL,
      passwordHash: input.passwordHash,
      guestUser: false,
      firstName: 'Jordan',
      lastName: 'Carter',
      playerEmail: 'jordan.carter@trainhub.example',
      contactNumber: '(859) 555-0142',
      dob: dob.toISOString().slice(0, 10),
      gender: 1,
      street: '412 Walnut St',
      city: 'Lexington',
      state: 'KY',
      postalCode: '40507',
      hometownCity: 'Lexington',
      hometownState: 'KY',
      hometownPostalCode: '40507',
      highSchool: input.highSchool,
      club: 'Northstar Athletic Club',
      jerseyNumber: '8',
      positions: input.positions,
      passingYear: 2029,
      about: 'Sophomore working on speed, footwork and confidence for next season.',
      sportId: input.sportId,
      instagram: 'jordan.carter08',
      timeZone: 'America/New_York',
      parentFirstName: 'Michelle',
      parentLastName: 'Carter',
      parentGender: 2,
      parentStreet: '412 Walnut St',
      parentCity: 'Lexington',
      parentState: 'KY',
      parentPostalCode: '40507',
      parentContactNumber: '(859) 555-0187',
      paymentCustomerId: 'cus_sandbox_demo',
    })
    .returning({ id: clients.id })
    .then(insertedRow('Demo client'));
  // The payment sandbox's own record of the saved card, so charges on it work.
  await tx.insert(sandboxPaymentMethods).values({
    token: 'card_sandbox_demo_4242',
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
    declines: false,
  });
  const card = await tx
    .insert(cards)
    .values({
      clientId: client.id,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      stripeId: 'card_sandbox_demo_4242',
      isDefault: true,
    })
    .returning({ id: cards.id })
    .then(insertedRow('Demo card'));
  return { clientId: client.id, cardId: card.id };
}

export interface BookableEntry {
  id: number;
  fromTime: Date;
}

export interface DemoBookingsInput {
  clientId: number;
  cardId: number;
  athleteId: number;
  service: {
    id: number;
    priceCents: number;
    clientServiceFeeCents: number;
    stripeFeeCents: number;
    durationMinutes: number;
    /** Seats of one session: 1 for an individual training. */
    seats: number;
  };
  location: { location: string; address: string };
  /** Openings of that trainer that offer the service, with seats left. */
  entries: readonly BookableEntry[];
  now: Date;
}

type DemoStatus = 'pending' | 'accepted' | 'completed' | 'rejected' | 'cancelled';

/**
 * One booking in each state the player's lists show, against the trainer-demo account, and a
 * second past session, so a reviewed one and one still waiting for a review both exist.
 */
export async function insertDemoBookings(tx: Tx, input: DemoBookingsInput): Promise<number> {
  const open = input.entries;
  const soon = input.now.getTime() + 24 * 3600_000;
  const upcoming = open.filter((e) => e.fromTime.getTime() > soon).sort(byStart);
  const past = open.filter((e) => e.fromTime.getTime() < input.now.getTime() - 3 * 3600_000).sort(byStart);
  const plan: Array<[DemoStatus, BookableEntry | undefined]> = [
    ['pending', upcoming[0]],
    ['accepted', upcoming[1]],
    ['completed', past.at(-1)],
    ['completed', past.at(-2)],
    ['rejected', upcoming[2]],
    ['cancelled', upcoming[3]],
  ];
  const { service } = input;
  const amountCents = service.priceCents + service.clientServiceFeeCents + service.stripeFeeCents;
  let inserted = 0;
  for (const [status, entry] of plan) {
    if (!entry) throw new Error(`Demo trainer has no opening for a ${status} booking`);
    const startsAt = entry.fromTime;
    const endsAt = new Date(startsAt.getTime() + service.durationMinutes * 60_000);
    const booking = await tx
      .insert(bookings)
      .values({
        clientId: input.clientId,
        athleteId: input.athleteId,
        providedServiceId: service.id,
        status,
        location: input.location.location,
        address: input.location.address,
        trainingStartDateTime: startsAt,
        trainingEndDateTime: endsAt,
        notes: status === 'pending' ? 'Would love to work on footwork before tryouts.' : null,
        trainerNotes: status === 'rejected' ? 'Sorry, I am traveling with the team that weekend.' : null,
        priceCents: service.priceCents,
        serviceFeeCents: service.clientServiceFeeCents,
        processingFeeCents: service.stripeFeeCents,
        amountCents,
        cardId: amountCents > 0 ? input.cardId : null,
      })
      .returning({ id: bookings.id })
      .then(insertedRow('Demo booking'));
    // Rejected and cancelled bookings gave their seat back; the others hold one.
    const holdsSeat = status === 'pending' || status === 'accepted' || status === 'completed';
    await holdDemoSeat(tx, {
      athleteId: input.athleteId,
      serviceId: service.id,
      seats: service.seats,
      bookingId: booking.id,
      entryId: entry.id,
      startsAt,
      endsAt,
      releasedAt: holdsSeat ? null : input.now,
    });
    // The trainer's accept charges the card (SPEC §4), so accepted and completed are paid.
    if ((status === 'accepted' || status === 'completed') && amountCents > 0) {
      await recordDemoCharge(tx, {
        bookingId: booking.id,
        clientId: input.clientId,
        cardId: input.cardId,
        amountCents,
        cardRef: 'card_sandbox_demo_4242',
        customerRef: 'cus_sandbox_demo',
      });
    }
    inserted += 1;
  }
  return inserted;
}

function byStart(a: BookableEntry, b: BookableEntry): number {
  return a.fromTime.getTime() - b.fromTime.getTime();
}

export interface DemoPackageBookingInput {
  athleteId: number;
  service: DemoBookingsInput['service'] & { sessionsCount: number };
  location: { location: string; address: string };
  /** The package's openings, soonest first: its sessions start at their starts. */
  entries: readonly BookableEntry[];
  now: Date;
}

/**
 * Another family (no sign-in) that booked every session of a 1-on-1 package, accepted and
 * paid: its seats are real bookings, which is what leaves the package Sold Out on the trainer
 * page, never a number written into a counter.
 */
export async function insertDemoPackageBooking(tx: Tx, input: DemoPackageBookingInput): Promise<void> {
  const { service } = input;
  const picked = input.entries
    .filter((e) => e.fromTime.getTime() > input.now.getTime() + 24 * 3600_000)
    .slice(0, service.sessionsCount);
  if (picked.length < service.sessionsCount) throw new Error('Demo package has too few openings');
  const family = await tx
    .insert(clients)
    .values({
      email: 'reyes.family@trainhub.example',
      firstName: 'Mateo',
      lastName: 'Reyes',
      passingYear: 2030,
      gender: 1,
      city: 'Seattle',
      state: 'WA',
      timeZone: 'America/Los_Angeles',
      parentFirstName: 'Ana',
      parentLastName: 'Reyes',
      parentContactNumber: '(206) 555-0133',
    })
    .returning({ id: clients.id })
    .then(insertedRow('Demo family'));
  const minutes = service.durationMinutes * 60_000;
  const first = picked[0];
  const last = picked[picked.length - 1];
  if (!first || !last) throw new Error('Demo package has no sessions');
  const amountCents = service.priceCents + service.clientServiceFeeCents + service.stripeFeeCents;
  const booking = await tx
    .insert(bookings)
    .values({
      clientId: family.id,
      athleteId: input.athleteId,
      providedServiceId: service.id,
      status: 'accepted',
      package: true,
      sessionsCount: picked.length,
      location: input.location.location,
      address: input.location.address,
      trainingStartDateTime: first.fromTime,
      trainingEndDateTime: new Date(last.fromTime.getTime() + minutes),
      priceCents: service.priceCents,
      serviceFeeCents: service.clientServiceFeeCents,
      processingFeeCents: service.stripeFeeCents,
      amountCents,
    })
    .returning({ id: bookings.id })
    .then(insertedRow('Demo package booking'));
  for (const entry of picked) {
    await holdDemoSeat(tx, {
      athleteId: input.athleteId,
      serviceId: service.id,
      seats: service.seats,
      bookingId: booking.id,
      entryId: entry.id,
      startsAt: entry.fromTime,
      endsAt: new Date(entry.fromTime.getTime() + minutes),
      releasedAt: null,
    });
  }
  if (amountCents > 0) {
    await recordDemoCharge(tx, {
      bookingId: booking.id,
      clientId: family.id,
      cardId: null,
      amountCents,
      cardRef: 'card_sandbox_demo_family',
      customerRef: 'cus_sandbox_demo_family',
    });
  }
}

/** A seat is a live entry in the session (the trigger counts it), as a real booking makes it. */
async function holdDemoSeat(
  tx: Tx,
  seat: {
    athleteId: number;
    serviceId: number;
    seats: number;
    bookingId: number;
    entryId: number;
    startsAt: Date;
    endsAt: Date;
    releasedAt: Date | null;
  },
): Promise<void> {
  const [session] = await tx
    .insert(trainingSessions)
    .values({
      athleteId: seat.athleteId,
      providedServiceId: seat.serviceId,
      calendarEntryId: seat.entryId,
      startsAt: seat.startsAt,
      endsAt: seat.endsAt,
      blocksUntil: seat.endsAt,
      maxSeats: seat.seats,
    })
    .returning({ id: trainingSessions.id });
  await tx.insert(bookingEntries).values({
    bookingId: seat.bookingId,
    calendarEntryId: seat.entryId,
    sessionId: session?.id ?? null,
    startsAt: seat.startsAt,
    endsAt: seat.endsAt,
    releasedAt: seat.releasedAt,
  });
}

/**
 * The trainer's accept charges the card (SPEC §4): the payment, and the sandbox's own record
 * of that charge, so a refund (an approved cancellation) finds it.
 */
async function recordDemoCharge(
  tx: Tx,
  charge: {
    bookingId: number;
    clientId: number;
    cardId: number | null;
    amountCents: number;
    cardRef: string;
    customerRef: string;
  },
): Promise<void> {
  const id = `ch_sandbox_demo_${charge.bookingId}`;
  await tx.insert(payments).values({
    bookingId: charge.bookingId,
    clientId: charge.clientId,
    cardId: charge.cardId,
    amountCents: charge.amountCents,
    status: 'succeeded',
    provider: 'sandbox',
    providerChargeId: id,
  });
  await tx.insert(sandboxLedger).values({
    id,
    kind: 'charge',
    status: 'succeeded',
    amountCents: charge.amountCents,
    reference: charge.cardRef,
    customerRef: charge.customerRef,
    idempotencyKey: `demo-charge-${charge.bookingId}`,
    description: 'Demo booking',
  });
}
