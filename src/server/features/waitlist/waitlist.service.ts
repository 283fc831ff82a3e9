// The waitlist (ADR 0047): a signed-in family's player waits for a full slot (one training at
// one start); when a seat frees, the first in line is offered it by email and the seat is held
// for them (the offer counts in the session's seats) until the claim window ends; unclaimed,
// it passes to the next. Offers are written in the transaction that frees the seat, so each
// freed seat is offered exactly once, and by the `waitlist.offers` job every minute (lapsed
// offers, and any seat that freed without a move: a trainer's new opening or service).

import { inArray, sql } from 'drizzle-orm';
import type { JoinWaitlistBody } from '../../../shared/api/waitlist';
import { checkEligibility } from '../../../shared/domain/eligibility';
import { type GridSlot, serviceSlots, trainerCancelled } from '../../../shared/domain/session-grid';
import { DEFAULT_CLAIM_HOURS, offerExpiry } from '../../../shared/domain/waitlist';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isCheckViolation, isExclusionViolation, isUniqueViolation } from '../../db/pg-errors';
import { providedServices } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import {
  findPlayer,
  findServiceWithLocations,
  holdsSeatAt,
  lockTrainerSeats,
  openSession,
  playerBusyDuring,
  type ServiceRow,
} from '../bookings/booking-create.repository';
import {
  ALREADY_BOOKED_MESSAGE,
  playerBusyMessage,
  TOO_LATE_MESSAGE,
} from '../bookings/booking-create.service';
import { gridService, loadGridAround } from '../calendar/session-grid.repository';
import { assertReachable } from '../trainer-services/private-link';
import {
  closeWaitingPastCutOff,
  endPlace,
  findClaimHours,
  findLapsedOffers,
  findOfferFacts,
  findOwnPlace,
  findTrainersWithWaiting,
  findWaitingSlots,
  insertPlace,
  lapseOffer,
  listOwnPlaces,
  lockFirstWaiting,
  markOffered,
  type PlaceDetail,
} from './waitlist.repository';
import { waitlistClosedEmail, waitlistLapsedEmail, waitlistOfferEmail } from './waitlist-offer-email';

export const ALREADY_WAITING_MESSAGE = 'You are already on the waitlist for this time slot';
export const NOT_FULL_MESSAGE = 'This time slot still has spots: book it instead';
export const PACKAGE_NO_WAITLIST_MESSAGE = 'Packages have no waitlist';
export const OFFER_GONE_MESSAGE = 'This waitlist offer has expired or was already used';
export const NOT_IN_LINE_MESSAGE = 'You are no longer on this waitlist';
export const SESSION_CANCELLED_MESSAGE = 'The trainer cancelled this session';

/** What offers need of the app: the database, the clock, the link base and the mailer. */
export type OfferContext = Pick<AppContext, 'db' | 'now' | 'publicUrl' | 'mailer'>;

/** The slot of the service at `start` on the trainer's grid (full or not), with the notice rule. */
async function slotAt(db: Db, service: ServiceRow, start: Date, now: Date) {
  const grid = await loadGridAround(db, service.athleteId, start, now);
  if (!grid) return undefined;
  const slot = serviceSlots(
    gridService(service),
    grid.windows,
    grid.sessions,
    { ...grid.rules, minNoticeMinutes: 0 },
    now,
  ).find((s) => s.startsAt.getTime() === start.getTime());
  return slot && { slot, grid };
}

/** Whether a session the trainer cancelled holds their time at `start` (ADR 0047). */
async function trainerCancelledAt(db: Db, athleteId: number, start: Date, now: Date): Promise<boolean> {
  const grid = await loadGridAround(db, athleteId, start, now);
  const t = start.getTime();
  return (grid?.sessions ?? []).some(
    (s) => trainerCancelled(s) && s.startsAt.getTime() <= t && s.blocksUntil.getTime() > t,
  );
}

/** `POST /v1/client/waitlist`: one of the family's players (the active one unless `player_id`) joins the line for a full slot. */
export async function joinWaitlist(
  ctx: OfferContext,
  clientId: number,
  body: JoinWaitlistBody,
): Promise<PlaceDetail> {
  const now = ctx.now();
  const request = body.waitlist_entry;
  const found = await findServiceWithLocations(ctx.db, request.provided_service_id);
  const service = assertReachable(found?.service, request.provided_service_slug);
  if (service.package) throw unprocessable([{ provided_service_id: PACKAGE_NO_WAITLIST_MESSAGE }]);
  const start = new Date(request.starts_at);
  const at = start.getTime() > now.getTime() ? await slotAt(ctx.db, service, start, now) : undefined;
  if (!at) {
    // A time the trainer cancelled is listed nowhere; a page loaded before is told why.
    if (
      start.getTime() > now.getTime() &&
      (await trainerCancelledAt(ctx.db, service.athleteId, start, now))
    ) {
      throw unprocessable([{ base: SESSION_CANCELLED_MESSAGE }]);
    }
    throw notFound('Time slot');
  }
  if (start.getTime() < now.getTime() + at.grid.rules.minNoticeMinutes * 60_000) {
    throw unprocessable([{ base: TOO_LATE_MESSAGE }]);
  }
  if (at.slot.seatsLeft > 0) throw unprocessable([{ base: NOT_FULL_MESSAGE }]);
  const player = await findPlayer(ctx.db, clientId, request.player_id);
  if (!player) throw notFound(request.player_id === undefined ? 'Client' : 'Player');
  const eligibility = checkEligibility(
    { gender: service.gender, min_grade: service.minGrade, max_grade: service.maxGrade },
    { gender: player.gender, passing_year: player.passingYear },
    now,
    player.timeZone,
  );
  if (!eligibility.ok) throw unprocessable([{ [eligibility.reason]: eligibility.message }]);
  if (await holdsSeatAt(ctx.db, clientId, player.id, service.id, [start])) {
    throw conflict(ALREADY_BOOKED_MESSAGE);
  }
  // A player in another training then could never take the seat offered (ADR 0028): often the
  // time is full only because that training of theirs holds the trainer.
  const busy = await playerBusyDuring(ctx.db, player.id, service.id, [at.slot]);
  if (busy) throw conflict(playerBusyMessage(busy.firstName));
  let id: number;
  try {
    ({ id } = await insertPlace(ctx.db, {
      clientId,
      playerId: player.id,
      athleteId: service.athleteId,
      providedServiceId: service.id,
      startsAt: start,
      createdAt: now,
    }));
  } catch (error) {
    if (isUniqueViolation(error, 'waitlist_entries_player_slot_key')) throw conflict(ALREADY_WAITING_MESSAGE);
    throw error;
  }
  return ownPlace(ctx, clientId, id);
}

/** One of the account's places; another family's is not found. */
export async function ownPlace(ctx: Pick<OfferContext, 'db'>, clientId: number, id: number) {
  const row = await findOwnPlace(ctx.db, clientId, id);
  if (!row) throw notFound('Waitlist entry');
  return row;
}

export function listPlaces(ctx: Pick<OfferContext, 'db' | 'now'>, clientId: number) {
  return listOwnPlaces(ctx.db, clientId, ctx.now());
}

/** The player leaves the line; a seat their offer held passes to the next in the same transaction. */
export async function leaveWaitlist(ctx: OfferContext, clientId: number, id: number): Promise<PlaceDetail> {
  await ownPlace(ctx, clientId, id);
  const now = ctx.now();
  const emails = await ctx.db.transaction(async (tx) => {
    const left = await endPlace(tx, id, clientId, 'left', now);
    if (!left) throw unprocessable([NOT_IN_LINE_MESSAGE]);
    return left.status === 'offered' ? offerFreedSeats(ctx, tx, left.athleteId) : [];
  });
  await ctx.mailer.deliver(emails);
  return ownPlace(ctx, clientId, id);
}

/**
 * Offers the trainer's free seats to the first in line of each slot someone waits for, in the
 * caller's transaction (the one that freed the seat): each offer holds its seat (the session's
 * seats check and the trainer-one-place exclusion refuse one too many, and that offer is simply
 * not made) and writes its email to the outbox. Returns the outbox ids to deliver after commit.
 */
export async function offerFreedSeats(ctx: OfferContext, tx: Db, athleteId: number): Promise<number[]> {
  const now = ctx.now();
  const waiting = await findWaitingSlots(tx, athleteId, now);
  if (waiting.length === 0) return [];
  const claimHours = (await findClaimHours(tx, athleteId)) ?? DEFAULT_CLAIM_HOURS;
  const serviceIds = [...new Set(waiting.map((w) => w.serviceId))];
  const services = await tx.select().from(providedServices).where(inArray(providedServices.id, serviceIds));
  const emails: number[] = [];
  for (const { serviceId, startsAt } of waiting) {
    const service = services.find((s) => s.id === serviceId);
    if (service?.status !== 'published' || service.package) continue;
    // Read again for each slot: an offer made for the previous one may have taken the trainer's time.
    const at = await slotAt(tx, service, startsAt, now);
    if (!at || at.slot.seatsLeft <= 0) continue;
    const expiresAt = offerExpiry(now, startsAt, claimHours, at.grid.rules.minNoticeMinutes);
    if (!expiresAt) continue;
    for (let seat = 0; seat < at.slot.seatsLeft; seat++) {
      const email = await offerOneSeat(ctx, tx, service, at.slot, at.grid.rules.bufferMinutes, expiresAt);
      if (email === null) break;
      emails.push(email);
    }
  }
  return emails;
}

/** One offer in a savepoint: a seat the database refuses leaves the caller's transaction whole. */
async function offerOneSeat(
  ctx: OfferContext,
  tx: Db,
  service: ServiceRow,
  slot: GridSlot,
  bufferMinutes: number,
  expiresAt: Date,
): Promise<number | null> {
  const now = ctx.now();
  try {
    return await tx.transaction(async (sp) => {
      // The opening is locked for share like a booking locks it: a trainer's edit waits.
      await sp.execute(sql`SELECT id FROM calendar_entries WHERE id = ${slot.windowId} FOR SHARE`);
      const first = await lockFirstWaiting(sp, service.id, slot.startsAt);
      if (!first) return null;
      // An offer takes a seat of the trainer's session: it takes their seat lock first (ADR 0076).
      await lockTrainerSeats(sp, service.athleteId);
      const session = await openSession(sp, service.athleteId, service.id, {
        calendarEntryId: slot.windowId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        blocksUntil: new Date(slot.endsAt.getTime() + bufferMinutes * 60_000),
        maxSeats: slot.capacity,
      });
      if (session.seatsTaken >= session.maxSeats) return null;
      if (!(await markOffered(sp, first.id, session.id, expiresAt, now))) return null;
      const facts = await findOfferFacts(sp, first.id);
      if (!facts) return null;
      return ctx.mailer.queue(sp, waitlistOfferEmail(facts, first.id, ctx.publicUrl));
    });
  } catch (error) {
    if (isExclusionViolation(error) || isCheckViolation(error, 'training_sessions_seats')) return null;
    throw error;
  }
}

/**
 * Offers the trainer's free seats at once, in a transaction of its own: after a change that may
 * have made seats without a move (a trainer's new or changed opening).
 */
export async function offerSeatsNow(ctx: OfferContext, athleteId: number): Promise<void> {
  const emails = await ctx.db.transaction((tx) => offerFreedSeats(ctx, tx, athleteId));
  await ctx.mailer.deliver(emails);
}

/**
 * The `waitlist.offers` job (every minute): offers past their window lapse, each in its own
 * transaction with the offer of its seat to the next in line; places still waiting when their
 * slot's booking has closed end, each family told in the same transaction; then every trainer
 * with someone waiting gets their free seats offered (seats freed without a move, or a crash's
 * leftovers).
 */
export async function runWaitlistOffers(
  ctx: OfferContext,
  limit = 200,
): Promise<{ lapsed: number; offered: number; closed: number }> {
  const now = ctx.now();
  let lapsed = 0;
  let offered = 0;
  for (const offer of await findLapsedOffers(ctx.db, now, limit)) {
    const moved = await ctx.db.transaction(async (tx) => {
      if (!(await lapseOffer(tx, offer.id, now))) return null;
      const offers = await offerFreedSeats(ctx, tx, offer.athleteId);
      // The family is told, in the same transaction as the lapse (the outbox, ADR 0047).
      const facts = await findOfferFacts(tx, offer.id);
      const passedOn = offers.length > 0;
      const told = facts
        ? [await ctx.mailer.queue(tx, waitlistLapsedEmail(facts, passedOn, ctx.publicUrl))]
        : [];
      return { told, offers };
    });
    if (moved === null) continue;
    lapsed += 1;
    offered += moved.offers.length;
    await ctx.mailer.deliver([...moved.told, ...moved.offers]);
  }
  const closed = await ctx.db.transaction(async (tx) => {
    const told: number[] = [];
    for (const id of await closeWaitingPastCutOff(tx, now, limit)) {
      const facts = await findOfferFacts(tx, id);
      if (facts) told.push(await ctx.mailer.queue(tx, waitlistClosedEmail(facts, ctx.publicUrl)));
    }
    return told;
  });
  await ctx.mailer.deliver(closed);
  for (const athleteId of await findTrainersWithWaiting(ctx.db, now)) {
    const emails = await ctx.db.transaction((tx) => offerFreedSeats(ctx, tx, athleteId));
    offered += emails.length;
    await ctx.mailer.deliver(emails);
  }
  return { lapsed, offered, closed: closed.length };
}

/**
 * The place a booking claims (`waitlist_entry_id`): the account's own, for this training and
 * start, with its offer still open. Returns the player it is for.
 */
export async function claimedPlace(
  ctx: Pick<OfferContext, 'db'>,
  clientId: number,
  entryId: number,
  serviceId: number,
  start: Date | null,
  now: Date,
): Promise<{ entryId: number; playerId: number; startsAt: Date }> {
  const found = await findOwnPlace(ctx.db, clientId, entryId);
  if (!found) throw notFound('Waitlist entry');
  const { entry } = found;
  if (
    entry.providedServiceId !== serviceId ||
    (start !== null && start.getTime() !== entry.startsAt.getTime())
  ) {
    throw unprocessable([{ waitlist_entry_id: 'is for another time slot' }]);
  }
  if (entry.status !== 'offered' || !entry.offerExpiresAt || entry.offerExpiresAt <= now) {
    throw conflict(OFFER_GONE_MESSAGE);
  }
  return { entryId: entry.id, playerId: entry.playerId, startsAt: entry.startsAt };
}
