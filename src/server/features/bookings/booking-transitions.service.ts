// Every status change of a booking goes through here and through the state machine of
// src/shared/domain/booking-status.ts (ADR 0009). Provider calls are recorded in the move's
// transaction and made once it has committed (ADR 0029).

import type { BookingStatus } from '../../../shared/constants';
import {
  BOOKING_TRANSITIONS,
  type BookingAction,
  CANNOT_CANCEL_MESSAGE,
  CANNOT_UPDATE_MESSAGE,
  playerActionFor,
  playerCancelAction,
  REQUEST_EXPIRED_MESSAGE,
  releasesSeats,
  settlementOnRelease,
  transitionTarget,
  WITHDRAW_REFUSED_MESSAGE,
} from '../../../shared/domain/booking-status';
import { FREE_CANCELLATION_ENDED_MESSAGE } from '../../../shared/domain/cancellation-policy';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ApiError, conflict, notFound, unprocessable } from '../../lib/errors';
import { insertPayment, updatePaymentIfStatus } from '../payments/payments.repository';
import { findPendingCallOfPayment } from '../payments/provider-calls.repository';
import { recordPaymentCall, recordVoid, runRecordedCall } from '../payments/provider-calls.service';
import { closePlacesOfCancelledSessions, findOfferFacts } from '../waitlist/waitlist.repository';
import { offerFreedSeats } from '../waitlist/waitlist.service';
import { waitlistSessionCancelledEmail } from '../waitlist/waitlist-offer-email';
import { emailEventFor, queueBookingEmail } from './booking-notifications.service';
import { type BookingParty, isPartyTo } from './booking-party';
import {
  closeCancelledSessions,
  completeEndedBookings,
  countHeldSessions,
  findBookingIds,
  findEntryWithBooking,
  findExpiredRequestIds,
  findLapsedCancellationIds,
  lockBookingIfStatus,
  lockTrainerSession,
  releaseSeats,
  removeSession,
  reopenWithdrawnSeats,
  updateBookingIfStatus,
  withdrawSeats,
} from './booking-transitions.repository';
import { type BookingRow, findBookingWithPayment, type PaymentRow } from './bookings.repository';

export const BOOKING_CHANGED_MESSAGE = 'This booking has just changed. Please reload it and try again.';
export const PAYMENT_IN_FLIGHT_MESSAGE =
  "This booking's payment is still being processed. Please try again in a few minutes.";

const REFUSALS: Record<BookingAction, string> = {
  accept: 'Only pending booking requests can be accepted',
  expire: 'Only pending booking requests past their deadline can expire',
  lapse_cancellation: 'Only cancellation requests unanswered when the training starts take effect alone',
  reject: 'Only pending booking requests can be rejected',
  request_cancellation: 'Only pending or accepted bookings can be cancelled',
  cancel: CANNOT_CANCEL_MESSAGE,
  cancel_free: FREE_CANCELLATION_ENDED_MESSAGE,
  withdraw: WITHDRAW_REFUSED_MESSAGE,
  keep: CANNOT_UPDATE_MESSAGE,
  complete: 'Only accepted bookings that have ended can be completed',
  remove_last_session: 'Only sessions of a pending package booking can be removed',
  close_account: 'Only pending bookings and cancellation requests end with the account',
  close_trainer_account: "Only pending bookings and cancellation requests end with the trainer's account",
};

/** What a move needs of the app: the database, the clock, the provider and the mailer. */
export type MoveContext = Pick<AppContext, 'db' | 'now' | 'publicUrl' | 'payments' | 'mailer'>;

export const NOT_CANCELLED_SESSION_MESSAGE = 'Only a session or seats you cancelled can be reopened';
export const SESSION_STARTED_MESSAGE = 'This session has already started';

/**
 * `POST /v1/trainer/sessions/{id}/reopen`: a trainer who can train after all gives back the time
 * of a session they cancelled, or the seats they cancelled of a group session that goes on (ADR
 * 0047). Those seats are free again, offered first to anyone in line for that time, then bookable
 * by all; the cancelled bookings stay cancelled and refunded.
 */
export async function reopenSession(ctx: MoveContext, athleteId: number, sessionId: number): Promise<void> {
  const now = ctx.now();
  const emails = await ctx.db.transaction(async (tx) => {
    const session = await lockTrainerSession(tx, athleteId, sessionId);
    if (!session) throw notFound('Session');
    if (session.seatsWithdrawn === 0) throw unprocessable([{ base: NOT_CANCELLED_SESSION_MESSAGE }]);
    if (session.startsAt.getTime() <= now.getTime()) throw unprocessable([{ base: SESSION_STARTED_MESSAGE }]);
    await reopenWithdrawnSeats(tx, sessionId);
    return offerFreedSeats(ctx, tx, athleteId);
  });
  await ctx.mailer.deliver(emails);
}

interface Current {
  booking: BookingRow;
  payment: PaymentRow | null;
}

async function loadOwn(db: Db, id: number, party: BookingParty): Promise<Current> {
  const current = await findBookingWithPayment(db, id);
  if (!current || !isPartyTo(current.booking, party)) throw notFound('Booking');
  return current;
}

function target(action: BookingAction, { booking }: Current, now: Date): BookingStatus {
  const to = transitionTarget(
    action,
    {
      status: booking.status,
      allowedCancel: booking.allowedCancel,
      acceptedAt: booking.acceptedAt,
      respondBy: booking.respondBy,
      trainingStart: booking.trainingStartDateTime,
      trainingEnd: booking.trainingEndDateTime,
      freeCancellationUntil: booking.freeCancellationUntil,
    },
    now,
  );
  if (to !== null) return to;
  // A pending request past its deadline has expired (or is about to, by the job): say so.
  if (action === 'accept' && booking.status === 'pending') throw unprocessable([REQUEST_EXPIRED_MESSAGE]);
  throw unprocessable([REFUSALS[action]]);
}

/**
 * One move of the state machine in one transaction: the booking (only if still as read),
 * its seats when it ends, its payment's record, the provider call that settles the money
 * (void of a hold, refund of a charge) and the email that announces it (ADR 0029). The call
 * and the email run once it has committed; a crash leaves them to the reconciler and sweeper.
 */
async function move(
  ctx: MoveContext,
  current: Current,
  action: BookingAction,
  extra: { trainerNotes?: string | null; allowedCancel?: boolean; expiredAt?: Date } = {},
): Promise<void> {
  const now = ctx.now();
  const to = target(action, current, now);
  const { booking, payment } = current;
  const settlement = releasesSeats(to) ? settlementOnRelease(payment?.status ?? null) : 'none';
  // The trainer's cancellation taking effect: approved by the family, or unanswered at the start.
  const trainersCancellation = action === 'cancel' || action === 'lapse_cancellation';
  const { callId, emails } = await ctx.db.transaction(async (tx) => {
    const moved = await updateBookingIfStatus(
      tx,
      booking.id,
      booking.status,
      // Cancel and keep answer the trainer's request: it no longer stands.
      {
        status: to,
        updatedAt: now,
        ...(booking.status === 'incomplete' ? { allowedCancel: false } : {}),
        ...extra,
      },
      { requireAllowedCancel: trainersCancellation },
    );
    if (!moved) throw conflict(BOOKING_CHANGED_MESSAGE);
    // The trainer's cancellation (their request approved) withdraws the seats: the time is not
    // sold again nor offered to the waitlist, and a session left without bookings is cancelled
    // with its places in line (ADR 0047). Any other release gives the seats back.
    const cancelledSessions = trainersCancellation ? await withdrawSeats(tx, booking.id, now) : [];
    if (releasesSeats(to) && !trainersCancellation) await releaseSeats(tx, booking.id, now);
    const callId = payment && releasesSeats(to) ? await settleMoney(tx, payment, settlement, now) : undefined;
    const emails = await queueBookingEmail(ctx, tx, booking.id, emailEventFor(action));
    emails.push(...(await endWaitlistOfCancelledSessions(ctx, tx, cancelledSessions)));
    // A freed seat goes to the first in line, with this move (ADR 0047); a trainer who is
    // leaving has no seats to offer.
    if (releasesSeats(to) && booking.athleteId !== null && action !== 'close_trainer_account') {
      emails.push(...(await offerFreedSeats(ctx, tx, booking.athleteId)));
    }
    return { callId, emails };
  });
  if (callId !== undefined) await runRecordedCall(ctx, callId);
  await ctx.mailer.deliver(emails);
}

/**
 * Sessions the trainer cancelled entirely (no live booking left): the places in line for their
 * time end, each family told in the move's transaction, then the sessions keep only their
 * withdrawn seats. Returns the outbox ids.
 */
async function endWaitlistOfCancelledSessions(
  ctx: MoveContext,
  tx: Db,
  sessionIds: number[],
): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const now = ctx.now();
  const told: number[] = [];
  for (const id of await closePlacesOfCancelledSessions(tx, sessionIds, now)) {
    const facts = await findOfferFacts(tx, id);
    if (facts) told.push(await ctx.mailer.queue(tx, waitlistSessionCancelledEmail(facts, ctx.publicUrl)));
  }
  await closeCancelledSessions(tx, sessionIds);
  return told;
}

/**
 * A released booking's money, in the move's transaction: a hold is voided (the payment says
 * so at once; the void call follows), a captured charge is refunded (ADR 0009: the payment
 * becomes `refunded` when the provider has refunded). Returns the call to run.
 */
async function settleMoney(
  tx: Db,
  payment: PaymentRow,
  settlement: ReturnType<typeof settlementOnRelease>,
  now: Date,
): Promise<number | undefined> {
  // A capture or charge still running (or left to the reconciler) decides what there is to
  // give back: the move waits for it.
  if (await findPendingCallOfPayment(tx, payment.id, ['capture', 'charge'])) {
    throw conflict(PAYMENT_IN_FLIGHT_MESSAGE);
  }
  if (settlement === 'none') return undefined;
  if (settlement === 'void') {
    const voided = await updatePaymentIfStatus(tx, payment.id, payment.status, {
      status: 'voided',
      updatedAt: now,
    });
    if (!voided) throw conflict(BOOKING_CHANGED_MESSAGE);
    if (!payment.providerAuthorizationId) return undefined;
    return (await recordVoid(tx, payment.providerAuthorizationId, payment.id)).id;
  }
  if (settlement !== 'refund') return undefined;
  // Nothing was taken at the provider (older records): there is nothing to give back.
  if (!payment.providerChargeId) {
    const refunded = await updatePaymentIfStatus(tx, payment.id, payment.status, {
      status: 'refunded',
      updatedAt: now,
    });
    if (!refunded) throw conflict(BOOKING_CHANGED_MESSAGE);
    return undefined;
  }
  const call = await recordPaymentCall(
    tx,
    'refund',
    payment.id,
    `refund-payment-${payment.id}`,
    { chargeId: payment.providerChargeId },
    now,
  );
  return call.id;
}

const notesPatch = (notes: string | null | undefined) => (notes ? { trainerNotes: notes } : {});

/**
 * A trainer's answer to a booking of theirs, with the note they wrote: `answer` gets the booking
 * as it is now (another trainer's booking is not found).
 */
function trainerAnswer(
  answer: (ctx: MoveContext, current: Current, notes: string | null | undefined) => Promise<void>,
) {
  return async (ctx: MoveContext, athleteId: number, bookingId: number, notes: string | null | undefined) =>
    answer(ctx, await loadOwn(ctx.db, bookingId, { athleteId }), notes);
}

/**
 * Trainer accepts: the hold is captured. Accepted first, with the capture call recorded in the
 * same transaction, so a rejection racing this accept cannot void a hold being captured. A
 * refused capture puts the request back to pending and answers the provider's reason; an
 * unreachable provider leaves the capture to the reconciler (the email follows the capture).
 */
export const acceptBookingRequest = trainerAnswer(async (ctx, current, notes) => {
  const now = ctx.now();
  const { booking, payment } = current;
  target('accept', current, now);
  const capture = payment?.status === 'authorized' && payment.providerAuthorizationId ? payment : null;
  const { callId, emails } = await ctx.db.transaction(async (tx) => {
    const moved = await updateBookingIfStatus(tx, booking.id, 'pending', {
      status: 'accepted',
      acceptedAt: now,
      updatedAt: now,
      ...notesPatch(notes),
    });
    if (!moved) throw conflict(BOOKING_CHANGED_MESSAGE);
    if (booking.amountCents > 0 && (!payment || payment.status === 'voided')) {
      await insertPayment(tx, {
        status: 'pending',
        bookingId: booking.id,
        clientId: booking.clientId,
        cardId: booking.cardId,
        amountCents: booking.amountCents,
        provider: ctx.payments.name,
      });
    }
    if (!capture?.providerAuthorizationId) {
      return { callId: undefined, emails: await queueBookingEmail(ctx, tx, booking.id, 'accepted') };
    }
    const call = await recordPaymentCall(
      tx,
      'capture',
      capture.id,
      `capture-payment-${capture.id}`,
      { authorizationId: capture.providerAuthorizationId, bookingId: booking.id },
      now,
    );
    return { callId: call.id, emails: [] };
  });
  await ctx.mailer.deliver(emails);
  if (callId === undefined) return;
  const captured = await runRecordedCall(ctx, callId);
  if (captured.ok === false) throw new ApiError(422, [captured.message]);
});

export const rejectBookingRequest = trainerAnswer((ctx, current, notes) =>
  move(ctx, current, 'reject', notesPatch(notes)),
);

/** The trainer asks; the booking waits for the player's answer as incomplete (SPEC §4). */
export const requestCancellation = trainerAnswer((ctx, current, notes) =>
  // The note is the reason for this request: an earlier note (from the accept) no longer applies.
  move(ctx, current, 'request_cancellation', { allowedCancel: true, trainerNotes: notes || null }),
);

/**
 * `PUT /v1/client/bookings/{id}`: no status (or 'cancelled') cancels — the trainer's request
 * approved, a request still unanswered withdrawn (ADR 0068), or within the free cancellation
 * period a cancellation with a full refund (ADR 0046); 'accepted' keeps it after a request.
 */
export async function changeBookingByPlayer(
  ctx: MoveContext,
  clientId: number,
  bookingId: number,
  status: BookingStatus | null,
): Promise<void> {
  const current = await loadOwn(ctx.db, bookingId, { clientId });
  // Cancel approves the trainer's request, or cancels for free under the booking's policy.
  const action =
    status === null || status === 'cancelled' ? playerCancelAction(current.booking) : playerActionFor(status);
  if (action === null) throw unprocessable([CANNOT_UPDATE_MESSAGE]);
  await move(ctx, current, action);
}

/** Removes one session of the caller's pending package; the last one cancels the booking. */
export async function removeBookingEntry(
  ctx: MoveContext,
  clientId: number,
  entryId: number,
): Promise<number> {
  const found = await findEntryWithBooking(ctx.db, entryId);
  if (!found || found.booking.clientId !== clientId) throw notFound('Booking entry');
  const { booking } = found;
  if (booking.status !== 'pending' || !booking.package) {
    throw unprocessable([REFUSALS.remove_last_session]);
  }
  const current = await loadOwn(ctx.db, booking.id, { clientId });
  const now = ctx.now();
  const { cancelled, emails } = await ctx.db.transaction(async (tx) => {
    // The booking row is the lock: two removals at once cannot both think they are not last.
    if (!(await lockBookingIfStatus(tx, booking.id, 'pending'))) throw conflict(BOOKING_CHANGED_MESSAGE);
    if ((await countHeldSessions(tx, booking.id)) > 1) {
      await removeSession(tx, booking.id, entryId, now);
      const removedSession = found.entry.startsAt;
      const emails = await queueBookingEmail(ctx, tx, booking.id, 'package_changed', { removedSession });
      if (booking.athleteId !== null) emails.push(...(await offerFreedSeats(ctx, tx, booking.athleteId)));
      return { cancelled: false, emails };
    }
    return { cancelled: true, emails: [] };
  });
  await ctx.mailer.deliver(emails);
  if (cancelled) await move(ctx, current, 'remove_last_session');
  return booking.id;
}

/**
 * Declines every pending request whose deadline has passed (ADR 0030): seats released, hold
 * voided, the family and the trainer emailed, each in its own transaction like any move. A
 * request answered meanwhile is left as it is. Returns the ids it expired.
 */
export async function expireUnansweredRequests(ctx: MoveContext, limit = 200): Promise<number[]> {
  const now = ctx.now();
  const expired: number[] = [];
  for (const id of await findExpiredRequestIds(ctx.db, now, limit)) {
    const current = await findBookingWithPayment(ctx.db, id);
    if (!current) continue;
    try {
      await move(ctx, current, 'expire', { expiredAt: now });
      expired.push(id);
    } catch (error) {
      // Answered (or expired by another process) since it was read: nothing left to do.
      if (error instanceof ApiError && (error.statusCode === 409 || error.statusCode === 422)) continue;
      throw error;
    }
  }
  return expired;
}

/**
 * Cancels every booking whose trainer's cancellation request was still unanswered when its
 * training started (ADR 0030): as if the family had approved it — refunded in full (or the hold
 * released), the seats withdrawn, the family and the trainer emailed — each in its own
 * transaction like any move. One answered meanwhile is left as it is. Returns their ids.
 */
export async function lapseUnansweredCancellations(ctx: MoveContext, limit = 200): Promise<number[]> {
  const lapsed: number[] = [];
  for (const id of await findLapsedCancellationIds(ctx.db, ctx.now(), limit)) {
    const current = await findBookingWithPayment(ctx.db, id);
    if (!current) continue;
    try {
      await move(ctx, current, 'lapse_cancellation');
      lapsed.push(id);
    } catch (error) {
      if (error instanceof ApiError && (error.statusCode === 409 || error.statusCode === 422)) continue;
      throw error;
    }
  }
  return lapsed;
}

/** The account's accepted bookings still to take place: they keep an account open (ADR 0040). */
export function findUpcomingAcceptedBookings(db: Db, clientId: number, now: Date): Promise<number[]> {
  return findBookingIds(db, { clientId }, ['accepted'], now);
}

/**
 * Ends what still waits on a trainer when its account is deleted (ADR 0040): pending requests
 * and the trainer's cancellation requests are cancelled, seats released, holds voided or charges
 * refunded, the trainer told; each in its own transaction like any move. Returns their ids.
 */
export async function cancelForClosedAccount(ctx: MoveContext, clientId: number): Promise<number[]> {
  const cancelled: number[] = [];
  for (const id of await findBookingIds(ctx.db, { clientId }, ['pending', 'incomplete'])) {
    const current = await findBookingWithPayment(ctx.db, id);
    if (!current) continue;
    try {
      await move(ctx, current, 'close_account');
      cancelled.push(id);
    } catch (error) {
      // Answered by the trainer since it was read (accepted: the caller checks again).
      if (error instanceof ApiError && error.statusCode === 409) continue;
      throw error;
    }
  }
  return cancelled;
}

/** The trainer's accepted bookings still to take place: they keep the account open (ADR 0055). */
export function findTrainerUpcomingAcceptedBookings(db: Db, athleteId: number, now: Date): Promise<number[]> {
  return findBookingIds(db, { athleteId }, ['accepted'], now);
}

/**
 * Ends what still waits on a trainer who deletes their account (ADR 0055): requests not answered
 * yet and the cancellations the trainer asked for are cancelled, seats released, holds voided or
 * charges refunded, each family told that the trainer left; each in its own transaction like any
 * move. Returns their ids.
 */
export async function cancelForClosedTrainerAccount(ctx: MoveContext, athleteId: number): Promise<number[]> {
  const cancelled: number[] = [];
  for (const id of await findBookingIds(ctx.db, { athleteId }, ['pending', 'incomplete'])) {
    const current = await findBookingWithPayment(ctx.db, id);
    if (!current) continue;
    try {
      await move(ctx, current, 'close_trainer_account');
      cancelled.push(id);
    } catch (error) {
      // Answered by the family since it was read (kept: the caller checks again).
      if (error instanceof ApiError && error.statusCode === 409) continue;
      throw error;
    }
  }
  return cancelled;
}

/** The roll-over job's work (background jobs issue): accepted and ended → completed. */
export async function completePastBookings(db: Db, now: Date): Promise<number[]> {
  const { from, to } = BOOKING_TRANSITIONS.complete;
  return completeEndedBookings(db, now, from, to);
}
