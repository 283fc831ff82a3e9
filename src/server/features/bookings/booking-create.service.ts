import { randomUUID } from 'node:crypto';
import { type CreateBookingBody, TERMS_CHANGED_MESSAGE } from '../../../shared/api/bookings';
import { cityAndStateLabel, fullAddress } from '../../../shared/domain/booking-events';
import { respondByFor } from '../../../shared/domain/booking-status';
import { freeCancellationUntil } from '../../../shared/domain/cancellation-policy';
import { checkEligibility } from '../../../shared/domain/eligibility';
import { priceLines } from '../../../shared/domain/pricing';
import {
  type GridSlot,
  type HeldSession,
  packageSessions,
  serviceSlots,
} from '../../../shared/domain/session-grid';
import type { AppContext } from '../../context';
import {
  isCheckViolation,
  isExclusionViolation,
  isForeignKeyViolation,
  isRetryableConflict,
  isUniqueViolation,
  PLAYER_ONE_PLACE,
} from '../../db/pg-errors';
import { formatDateTime } from '../../integrations/email/email-format';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { gridService, gridUntil, loadGridAround, loadTrainerGrid } from '../calendar/session-grid.repository';
import { findClientCard, setDefaultCard } from '../cards/cards.repository';
import { ensureCustomerRef } from '../cards/cards.service';
import { type PlacedHold, placeHold, releaseHold, takeHold } from '../payments/provider-calls.service';
import { assertReachable } from '../trainer-services/private-link';
import { claimedPlace, OFFER_GONE_MESSAGE } from '../waitlist/waitlist.service';
import {
  findOfferingEntry,
  findPlayer,
  findServiceWithLocations,
  HoldReleasedError,
  holdsSeatAt,
  playerBusyDuring,
  reserveSeats,
  type SeatOutcome,
  type ServiceRow,
  type SessionClaim,
} from './booking-create.repository';
import { queueBookingEmail } from './booking-notifications.service';
import { findBookingByIdempotencyKey } from './bookings.repository';

export const SOLD_OUT_MESSAGE = 'Sold Out — All available timeslots booked';
export const PACKAGE_FULL_MESSAGE = 'This training has no more spots available';
export const ALREADY_BOOKED_MESSAGE = 'You already booked this time slot';
/** `packageSession`: which of a package's sessions clashes, as the family reads it. */
export const playerBusyMessage = (firstName: string, packageSession?: string) =>
  packageSession
    ? `${firstName} already has a training booked at the time of this package's session on ${packageSession}`
    : `${firstName} already has a training booked at this time`;
export const HELD_FOR_ANOTHER_PLAYER_MESSAGE =
  'This spot is held for the player who was on the waitlist: it can only be booked for them';
export const SLOT_PASSED_MESSAGE = 'This time slot has passed';
export const TOO_LATE_MESSAGE = 'This time slot starts too soon to be booked';
export const ADD_PAYMENT_METHOD_MESSAGE = 'Add payment method';
export const BOOKING_TOOK_TOO_LONG_MESSAGE = 'This booking took too long to confirm. Please try again.';

/**
 * A booking request's answer. `created` false: a retry with the same Idempotency-Key, answered
 * with the first booking. `delivery`: a new booking's emails, committed with it, being handed to
 * the mailer (it never fails): the caller awaits it beside its next step, not before it.
 */
export interface BookingCreated {
  bookingId: number;
  created: boolean;
  delivery: Promise<void>;
}

const NOTHING_TO_DELIVER: Promise<void> = Promise.resolve();

export interface CreateBookingInput {
  clientId: number;
  body: CreateBookingBody;
  idempotencyKey: string | null;
}

/**
 * A player's booking request, in named steps: a retried request gets its first answer; the
 * training must be bookable and the player eligible; the sessions, place, price and card are
 * settled; the card hold is placed (a decline books nothing); the seats are taken with the
 * booking, its payment and its email in one transaction, and the hold released if they are gone.
 */
export async function createBooking(ctx: AppContext, input: CreateBookingInput): Promise<BookingCreated> {
  const now = ctx.now();
  const retried = await answerRetry(ctx, input);
  if (retried) return retried;

  const { service, locations } = await bookableService(ctx, input.body.booking);
  const offer = await claimedPlaceOf(ctx, input, service, now);
  const lines = priceLines(service);
  // The time, the player and the card are looked up at once (one round trip instead of three,
  // ADR 0052); a request wrong in several ways is still answered for the first of them.
  const [{ claims, requestDeadlineHours, freeCancellationHours }, player, card] = await inOrder(
    chosenSessions(ctx, service, input.body.booking, now, offer !== null),
    checkPlayerMayBook(ctx, input, service, now, offer?.playerId),
    cardToHold(ctx, input, lines.totalCents),
  );
  refuseChangedTerms(input.body.booking.quote, claims, lines.totalCents);
  const place = resolveLocation(service, locations, input.body.booking.location, input.body.booking.address);

  // Before a card is touched, a seat the player holds already and another training of theirs at
  // this time are refused, looked up at once. A free booking leaves both to the seat transaction
  // (one round trip less): it checks the seat under lock, and the database refuses the clash
  // (`booking_entries_player_one_place`), answered with the same sentence (`answerSeatError`).
  if (card) {
    const [seatCheck] = await inOrder(
      refuseSeatAlreadyHeld(ctx, input, player.id, service, claims),
      refusePlayerBusy(ctx, player, service, claims),
    );
    if (seatCheck) return seatCheck;
  }

  const hold = card ? await holdTheAmount(ctx, input, service, card, lines.totalCents) : null;
  const booking = {
    ...bookingValues({ service, claims, place, lines, card, now, requestDeadlineHours, input }),
    // The policy in force now is the booking's for good (ADR 0046).
    ...bookingPolicy(claims, freeCancellationHours),
    playerId: player.id,
  };
  let outcome: SeatOutcome;
  try {
    outcome = await withRetries(() =>
      reserveSeats(ctx.db, {
        clientId: input.clientId,
        idempotencyKey: input.idempotencyKey,
        athleteId: service.athleteId,
        providedServiceId: service.id,
        booking,
        sessions: claims,
        payment:
          card && hold
            ? {
                cardId: card.id,
                amountCents: lines.totalCents,
                status: 'authorized',
                provider: ctx.payments.name,
                providerAuthorizationId: hold.authorizationId,
                idempotencyKey: hold.key,
              }
            : null,
        // The hold's call, the booking and its email commit together (ADR 0029).
        takeHold: hold ? (tx, paymentId) => takeHold(tx, hold, paymentId, now) : null,
        announce: (tx, bookingId, sessionStarts) =>
          queueBookingEmail(ctx, tx, bookingId, 'requested', { sessionStarts }),
        claim: offer ? { entryId: offer.entryId, now } : undefined,
        now,
      }),
    );
  } catch (error) {
    return answerSeatError(ctx, input, service, hold, error, { player, claims });
  }
  if (outcome.kind === 'created' && card && !card.isDefault)
    await keepAsDefault(ctx, input.clientId, card.id);
  return answerOutcome(ctx, input, service, hold, outcome);
}

/**
 * The card a family just booked with is the one their next checkout offers first (the first card
 * listed is the default, SPEC §6): after a decline and a new card, the declined one no longer
 * comes back. Two bookings at once with different cards race for the one default; either wins.
 */
async function keepAsDefault(ctx: AppContext, clientId: number, cardId: number): Promise<void> {
  try {
    await ctx.db.transaction((tx) => setDefaultCard(tx, clientId, cardId));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * Checks' answers, awaited together; the first of them to fail (in this order, not in time) is
 * the request's error, as when they ran one after another.
 */
async function inOrder<T extends unknown[]>(...checks: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(checks);
  return settled.map((one) => {
    if (one.status === 'rejected') throw one.reason;
    return one.value;
  }) as T;
}

interface BookingPlayer {
  id: number;
  firstName: string;
  timeZone: string;
}

/**
 * The sentence for another training of the player's at the time of these sessions (a player
 * trains in one place at a time), naming the package's session that clashes; undefined when free.
 */
async function playerBusySentence(
  ctx: AppContext,
  player: BookingPlayer,
  service: ServiceRow,
  claims: SessionClaim[],
): Promise<string | undefined> {
  const busy = await playerBusyDuring(ctx.db, player.id, service.id, claims);
  if (busy === undefined) return undefined;
  // Of a package, the session that clashes: the family sees which one to look at.
  const clash =
    claims.length > 1 ? claims.find((c) => c.startsAt < busy.endsAt && c.endsAt > busy.startsAt) : undefined;
  return playerBusyMessage(busy.firstName, clash && formatDateTime(clash.startsAt, player.timeZone));
}

async function refusePlayerBusy(
  ctx: AppContext,
  player: BookingPlayer,
  service: ServiceRow,
  claims: SessionClaim[],
): Promise<void> {
  const sentence = await playerBusySentence(ctx, player, service, claims);
  if (sentence !== undefined) throw conflict(sentence);
}

/** Drafts and unpublished trainings cannot be booked; private ones only by their link (ADR 0072). */
async function bookableService(
  ctx: AppContext,
  booking: { provided_service_id: number; provided_service_slug?: string | undefined },
) {
  const found = await findServiceWithLocations(ctx.db, booking.provided_service_id);
  const service = assertReachable(found?.service, booking.provided_service_slug);
  return { service, locations: found?.locations ?? [] };
}

/** A claimed waitlist offer (ADR 0047): the account's own, for this time, still open. */
async function claimedPlaceOf(ctx: AppContext, input: CreateBookingInput, service: ServiceRow, now: Date) {
  const entryId = input.body.waitlist_entry_id;
  if (entryId == null) return null;
  const from = input.body.booking.from_time;
  return claimedPlace(ctx, input.clientId, entryId, service.id, from ? new Date(from) : null, now);
}

/**
 * The player the booking is for — a claimed waitlist place's (ADR 0047), else `player_id`, else
 * the active one (ADR 0045) — and the training's grade and gender rules (SPEC §8 dialogs)
 * checked for them. Another family's player is not found (404).
 */
async function checkPlayerMayBook(
  ctx: AppContext,
  input: CreateBookingInput,
  service: ServiceRow,
  now: Date,
  placePlayerId?: number,
) {
  const asked = input.body.booking.player_id;
  // A claimed place's seat is held for its player: a booking for another is refused, not moved.
  if (placePlayerId !== undefined && asked !== undefined && asked !== placePlayerId) {
    throw unprocessable([{ player_id: HELD_FOR_ANOTHER_PLAYER_MESSAGE }]);
  }
  const playerId = placePlayerId ?? asked;
  const player = await findPlayer(ctx.db, input.clientId, playerId);
  if (!player) throw notFound(playerId === undefined ? 'Client' : 'Player');
  const eligibility = checkEligibility(
    { gender: service.gender, min_grade: service.minGrade, max_grade: service.maxGrade },
    { gender: player.gender, passing_year: player.passingYear },
    now,
    player.timeZone,
  );
  if (!eligibility.ok) throw unprocessable([{ [eligibility.reason]: eligibility.message }]);
  return player;
}

/**
 * What the checkout showed must be what is booked (ADR 0061): the same total and the same
 * sessions, start and end. A quote is optional (SPEC's body has none); the web app sends it.
 */
function refuseChangedTerms(
  quote: CreateBookingBody['booking']['quote'],
  claims: readonly { startsAt: Date; endsAt: Date }[],
  totalCents: number,
): void {
  if (!quote) return;
  const shown = quote.sessions
    .map((s) => ({ start: Date.parse(s.from_time), end: Date.parse(s.to_time) }))
    .sort((a, b) => a.start - b.start);
  const booked = claims
    .map((c) => ({ start: c.startsAt.getTime(), end: c.endsAt.getTime() }))
    .sort((a, b) => a.start - b.start);
  const same =
    quote.total_cents === totalCents &&
    shown.length === booked.length &&
    shown.every((s, i) => s.start === booked[i]?.start && s.end === booked[i]?.end);
  if (!same) throw conflict(TERMS_CHANGED_MESSAGE);
}

/** The client's own card for a paid training; none for a free one. */
async function cardToHold(ctx: AppContext, input: CreateBookingInput, totalCents: number) {
  if (totalCents <= 0) return undefined;
  if (!input.body.card_id) throw unprocessable([{ card_id: ADD_PAYMENT_METHOD_MESSAGE }]);
  const card = await findClientCard(ctx.db, input.clientId, input.body.card_id);
  if (!card) throw notFound('Card');
  return card;
}

/**
 * Cheap check before the card is touched (the seat transaction checks again under lock). A
 * retry with the same key may have booked it a moment ago: that booking is then the answer.
 */
async function refuseSeatAlreadyHeld(
  ctx: AppContext,
  input: CreateBookingInput,
  playerId: number,
  service: ServiceRow,
  claims: SessionClaim[],
) {
  const starts = claims.map((c) => c.startsAt);
  if (!(await holdsSeatAt(ctx.db, input.clientId, playerId, service.id, starts))) return null;
  const retry = await answerRetry(ctx, input);
  if (retry) return retry;
  throw conflict(ALREADY_BOOKED_MESSAGE);
}

/** The hold comes first so that a decline books nothing; it is released if the seat is gone. */
async function holdTheAmount(
  ctx: AppContext,
  input: CreateBookingInput,
  service: ServiceRow,
  card: { id: number; stripeId: string },
  amountCents: number,
): Promise<PlacedHold> {
  const placed = await placeHold(ctx, `booking-${input.clientId}-${input.idempotencyKey ?? randomUUID()}`, {
    customerRef: await ensureCustomerRef(ctx, input.clientId),
    providerCardId: card.stripeId,
    amountCents,
    description: `Booking of ${service.name}`,
  });
  // The provider's own sentence ('Your card was declined.'): a base error, shown as is (SPEC §8).
  if (!placed.ok) throw unprocessable([{ base: placed.message }]);
  return placed.hold;
}

function bookingValues(step: {
  service: ServiceRow;
  claims: SessionClaim[];
  place: { location: string | null; address: string | null };
  lines: ReturnType<typeof priceLines>;
  card: { id: number } | undefined;
  now: Date;
  requestDeadlineHours: number;
  input: CreateBookingInput;
}) {
  const { service, claims, place, lines } = step;
  const first = claims[0];
  const last = claims[claims.length - 1];
  if (!first || !last) throw notFound('Time slot');
  return {
    athleteId: service.athleteId,
    providedServiceId: service.id,
    status: 'pending' as const,
    respondBy: respondByFor(step.now, first.startsAt, step.requestDeadlineHours),
    package: service.package,
    sessionsCount: claims.length,
    location: place.location,
    address: place.address,
    trainingStartDateTime: first.startsAt,
    trainingEndDateTime: last.endsAt,
    notes: step.input.body.booking.notes,
    priceCents: lines.trainingCents,
    serviceFeeCents: lines.serviceFeeCents,
    processingFeeCents: lines.processingFeeCents,
    amountCents: lines.totalCents,
    cardId: step.card?.id ?? null,
  };
}

function bookingPolicy(claims: SessionClaim[], hours: number | null) {
  const first = claims[0];
  return {
    freeCancellationHours: first ? hours : null,
    freeCancellationUntil: first ? freeCancellationUntil(first.startsAt, hours) : null,
  };
}

function soldOutMessage(service: ServiceRow): string {
  return service.package ? PACKAGE_FULL_MESSAGE : SOLD_OUT_MESSAGE;
}

/** The seat transaction failed: a racing twin's booking is the answer, else the hold goes. */
async function answerSeatError(
  ctx: AppContext,
  input: CreateBookingInput,
  service: ServiceRow,
  hold: PlacedHold | null,
  error: unknown,
  asked: { player: BookingPlayer; claims: SessionClaim[] },
): Promise<BookingCreated> {
  if (input.idempotencyKey !== null && isUniqueViolation(error, 'bookings_client_idempotency_key')) {
    // Two identical requests raced past each other: the other one's booking is the answer,
    // and the hold (same provider key, same authorization) belongs to it, so it stays.
    const retry = await answerRetry(ctx, input);
    if (retry) return retry;
  }
  if (hold) await releaseHold(ctx, hold);
  if (error instanceof HoldReleasedError) throw conflict(BOOKING_TOOK_TOO_LONG_MESSAGE);
  // Another booking of this player's at this time: a free booking's only check, or one that went
  // in since a paid booking's check (a race).
  if (isExclusionViolation(error, PLAYER_ONE_PLACE)) {
    const sentence = await playerBusySentence(ctx, asked.player, service, asked.claims);
    if (sentence) throw conflict(sentence);
    // No other training: this one's seat, taken by a request of the family's that raced this one
    // into the seats' statement (ADR 0076), which answers as the check before the seat would.
    const retry = await refuseSeatAlreadyHeld(ctx, input, asked.player.id, service, asked.claims);
    if (retry) return retry;
    throw conflict(playerBusyMessage(asked.player.firstName));
  }
  if (isCheckViolation(error, 'training_sessions_seats') || isExclusionViolation(error))
    throw conflict(soldOutMessage(service));
  // The player was removed from the account while this booking was being made (ADR 0045).
  if (isForeignKeyViolation(error, 'bookings_player_id_players_id_fk')) throw notFound('Player');
  throw error;
}

/** Only a new booking is announced: a retried request already had its email. */
async function answerOutcome(
  ctx: AppContext,
  input: CreateBookingInput,
  service: ServiceRow,
  hold: PlacedHold | null,
  outcome: SeatOutcome,
): Promise<BookingCreated> {
  if (outcome.kind === 'created') {
    return { bookingId: outcome.bookingId, created: true, delivery: ctx.mailer.deliver(outcome.emails) };
  }
  if (outcome.kind === 'duplicate') {
    const retry = await answerRetry(ctx, input);
    if (retry) return retry;
  }
  if (hold) await releaseHold(ctx, hold);
  if (outcome.kind === 'offer_gone') throw conflict(OFFER_GONE_MESSAGE);
  throw conflict(outcome.kind === 'duplicate' ? ALREADY_BOOKED_MESSAGE : soldOutMessage(service));
}

export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'was already used for a different booking request';

/**
 * A request whose Idempotency-Key already made a booking is answered with that booking, if
 * it asks for the same thing (training, time, card, player, notes); the same key with another request
 * is refused, never silently answered with the first booking.
 */
async function answerRetry(
  ctx: AppContext,
  input: CreateBookingInput,
): Promise<(BookingCreated & { created: false }) | undefined> {
  if (input.idempotencyKey === null) return undefined;
  const existing = await findBookingByIdempotencyKey(ctx.db, input.clientId, input.idempotencyKey);
  if (!existing) return undefined;
  const request = input.body.booking;
  const same =
    existing.providedServiceId === request.provided_service_id &&
    (existing.package ||
      request.from_time === undefined ||
      Date.parse(request.from_time) === existing.trainingStartDateTime.getTime()) &&
    (input.body.card_id == null || existing.cardId === input.body.card_id) &&
    (request.player_id === undefined || existing.playerId === request.player_id) &&
    (request.notes ?? null) === (existing.notes ?? null);
  if (!same) throw unprocessable([{ idempotency_key: IDEMPOTENCY_KEY_REUSED_MESSAGE }]);
  return { bookingId: existing.id, created: false, delivery: NOTHING_TO_DELIVER };
}

/**
 * The sessions a booking takes, as the session grid computes them from the trainer's
 * openings and held sessions: the one slot asked for, or a package's sessions (ADR 0028).
 * What the trainer page shows and what is accepted here are the same computation.
 */
async function chosenSessions(
  ctx: AppContext,
  service: ServiceRow,
  request: CreateBookingBody['booking'],
  now: Date,
  claimsOffer = false,
): Promise<{ claims: SessionClaim[]; requestDeadlineHours: number; freeCancellationHours: number | null }> {
  const option = gridService(service);
  if (service.package) {
    const grid = await loadTrainerGrid(
      ctx.db,
      service.athleteId,
      now,
      gridUntil(now, 0, [service.packageEnd]),
    );
    const sessions = grid && packageSessions(option, grid.windows, grid.sessions, grid.rules, now);
    // Fewer sessions than promised can be held: the package is sold out, never sold short.
    if (!grid || !sessions) throw conflict(PACKAGE_FULL_MESSAGE);
    return {
      claims: sessions.map((slot) => toClaim(slot, grid.rules.bufferMinutes)),
      requestDeadlineHours: grid.requestDeadlineHours,
      freeCancellationHours: grid.freeCancellationHours,
    };
  }
  let start: Date;
  if (request.from_time !== undefined) start = new Date(request.from_time);
  else if (request.calendar_entry_id !== undefined) {
    const entry = await findOfferingEntry(ctx.db, service, request.calendar_entry_id);
    if (!entry) throw notFound('Time slot');
    start = entry.fromTime;
  } else throw unprocessable([{ from_time: "can't be blank" }]);
  if (start.getTime() <= now.getTime()) throw unprocessable([{ base: SLOT_PASSED_MESSAGE }]);
  const grid = await loadGridAround(ctx.db, service.athleteId, start, now);
  if (!grid) throw notFound('Time slot');
  // The whole day around the start is computed, so a time inside the notice period is told
  // apart from one that is not on the grid at all.
  // A claimed offer's held seat is this player's: the grid sees it free (ADR 0047).
  const sessions = claimsOffer ? withOneSeatFreed(grid.sessions, service.id, start) : grid.sessions;
  const all = serviceSlots(option, grid.windows, sessions, { ...grid.rules, minNoticeMinutes: 0 }, now);
  const slot = all.find((s) => s.startsAt.getTime() === start.getTime());
  if (!slot) throw notFound('Time slot');
  if (start.getTime() < now.getTime() + grid.rules.minNoticeMinutes * 60_000) {
    throw unprocessable([{ base: TOO_LATE_MESSAGE }]);
  }
  if (slot.seatsLeft <= 0) throw conflict(SOLD_OUT_MESSAGE);
  return {
    claims: [toClaim(slot, grid.rules.bufferMinutes)],
    requestDeadlineHours: grid.requestDeadlineHours,
    freeCancellationHours: grid.freeCancellationHours,
  };
}

function withOneSeatFreed(sessions: HeldSession[], serviceId: number, start: Date): HeldSession[] {
  return sessions.map((s) =>
    s.providedServiceId === serviceId && s.startsAt.getTime() === start.getTime()
      ? { ...s, seatsTaken: s.seatsTaken - 1 }
      : s,
  );
}

export function toClaim(slot: GridSlot, bufferMinutes: number): SessionClaim {
  return {
    calendarEntryId: slot.windowId,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    blocksUntil: new Date(slot.endsAt.getTime() + bufferMinutes * 60_000),
    maxSeats: slot.capacity,
  };
}

/** Runs the seat transaction again after a deadlock between two bookings (at most 3 tries). */
export async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !isRetryableConflict(error)) throw error;
    }
  }
}

/**
 * Where the training happens: one of the service's places (chosen by its name and street, as the
 * booking page lists them), kept on the booking with its city and state so that every page, email
 * and calendar event of it says where to go; none for virtual trainings.
 */
function resolveLocation(
  service: ServiceRow,
  locations: { location: string; address: string; city: string | null; state: string | null }[],
  location: string | null,
  address: string | null,
): { location: string | null; address: string | null } {
  if (service.trainingType === 'virtual') return { location: null, address: null };
  if (locations.length === 0) return { location, address };
  const kept = (l: (typeof locations)[number]) => ({
    location: l.location,
    address: fullAddress(l.address, cityAndStateLabel(l.city, l.state)),
  });
  if (location === null && address === null) {
    const only = locations.length === 1 ? locations[0] : undefined;
    if (!only) throw unprocessable([{ location: 'Please select a training location' }]);
    return kept(only);
  }
  const match = locations.find(
    (l) =>
      (location === null || l.location === location) &&
      (address === null || l.address === address || kept(l).address === address),
  );
  if (!match) throw unprocessable([{ location: 'is not offered for this training' }]);
  return kept(match);
}
