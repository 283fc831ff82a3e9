// Every status change of a booking goes through here and through the state machine of
// src/shared/domain/booking-status.ts (ADR 0009). Provider calls happen outside transactions.

import type { BookingStatus } from '../../../shared/constants';
import {
  BOOKING_TRANSITIONS,
  type BookingAction,
  CANNOT_CANCEL_MESSAGE,
  CANNOT_UPDATE_MESSAGE,
  playerActionFor,
  releasesSeats,
  settlementOnRelease,
  transitionTarget,
  wasAcceptedBefore,
} from '../../../shared/domain/booking-status';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ApiError, conflict, notFound, unprocessable } from '../../lib/errors';
import { emailEventFor, notifyBookingChange } from './booking-notifications.service';
import {
  completeEndedBookings,
  countHeldSessions,
  findEntryWithBooking,
  insertDuePayment,
  lockBookingIfStatus,
  releaseSeats,
  removeSession,
  updateBookingIfStatus,
  updatePaymentIfStatus,
} from './booking-transitions.repository';
import { type BookingRow, findBookingWithPayment, type PaymentRow } from './bookings.repository';

export const BOOKING_CHANGED_MESSAGE = 'This booking has just changed. Please reload it and try again.';

const REFUSALS: Record<BookingAction, string> = {
  accept: 'Only pending booking requests can be accepted',
  reject: 'Only pending booking requests can be rejected',
  request_cancellation: 'Only pending or accepted bookings can be cancelled',
  cancel: CANNOT_CANCEL_MESSAGE,
  keep: CANNOT_UPDATE_MESSAGE,
  complete: 'Only accepted bookings that have ended can be completed',
  remove_last_session: 'Only sessions of a pending package booking can be removed',
};

interface Current {
  booking: BookingRow;
  payment: PaymentRow | null;
}

type Party = { athleteId: number } | { clientId: number };

async function loadOwn(db: Db, id: number, party: Party): Promise<Current> {
  const current = await findBookingWithPayment(db, id);
  const owns =
    current &&
    ('athleteId' in party
      ? current.booking.athleteId === party.athleteId
      : current.booking.clientId === party.clientId);
  if (!current || !owns) throw notFound('Booking');
  return current;
}

function target(action: BookingAction, { booking, payment }: Current, now: Date): BookingStatus {
  const to = transitionTarget(
    action,
    {
      status: booking.status,
      allowedCancel: booking.allowedCancel,
      acceptedBefore: wasAcceptedBefore({
        amountCents: booking.amountCents,
        payment: payment?.status ?? null,
      }),
      trainingEnd: booking.trainingEndDateTime,
    },
    now,
  );
  if (to === null) throw unprocessable([REFUSALS[action]]);
  return to;
}

/**
 * One move of the state machine in one transaction: the booking (only if still as read),
 * its seats when it ends, its payment's record. A hold is voided at the provider afterwards.
 */
async function move(
  ctx: AppContext,
  current: Current,
  action: BookingAction,
  extra: { trainerNotes?: string | null; allowedCancel?: boolean } = {},
): Promise<void> {
  const now = ctx.now();
  const to = target(action, current, now);
  const { booking, payment } = current;
  const settlement = releasesSeats(to) ? settlementOnRelease(payment?.status ?? null) : 'none';
  await ctx.db.transaction(async (tx) => {
    const moved = await updateBookingIfStatus(
      tx,
      booking.id,
      booking.status,
      { status: to, updatedAt: now, ...extra },
      { requireAllowedCancel: action === 'cancel' },
    );
    if (!moved) throw conflict(BOOKING_CHANGED_MESSAGE);
    if (releasesSeats(to)) await releaseSeats(tx, booking.id, now);
    if (payment && settlement === 'void') {
      await updatePaymentIfStatus(tx, payment.id, payment.status, { status: 'voided', updatedAt: now });
    }
  });
  if (settlement === 'void') await voidHold(ctx, payment);
  if (settlement === 'refund') await refundCharge(ctx, payment);
  await notifyBookingChange(ctx, booking.id, emailEventFor(action));
}

async function voidHold(ctx: AppContext, payment: PaymentRow | null): Promise<void> {
  if (!payment?.providerAuthorizationId) return;
  try {
    await ctx.payments.voidAuthorization({ authorizationId: payment.providerAuthorizationId });
  } catch {
    // The booking is already released; an unvoided hold lapses at the provider by itself.
  }
}

/**
 * A captured booking that is cancelled gets its money back (ADR 0009). The payment becomes
 * `refunded` only once the provider has refunded; a refusal keeps it `succeeded` with the
 * reason for an operator (the provider's refund webhook settles it when done there).
 */
async function refundCharge(ctx: AppContext, payment: PaymentRow | null): Promise<void> {
  if (!payment) return;
  const settle = (patch: Parameters<typeof updatePaymentIfStatus>[3]) =>
    updatePaymentIfStatus(ctx.db, payment.id, payment.status, { ...patch, updatedAt: ctx.now() });
  // Nothing was taken at the provider (older records): there is nothing to give back.
  if (!payment.providerChargeId) {
    await settle({ status: 'refunded' });
    return;
  }
  let failure: string;
  try {
    const refund = await ctx.payments.refund({
      chargeId: payment.providerChargeId,
      idempotencyKey: `refund-payment-${payment.id}`,
    });
    if (refund.ok) {
      await settle({ status: 'refunded', providerRefundId: refund.refundId, failureMessage: null });
      return;
    }
    failure = refund.message;
  } catch (error) {
    failure = error instanceof Error ? error.message : 'Payment provider unavailable';
  }
  await settle({ failureMessage: `Refund failed: ${failure}` });
}

const notesPatch = (notes: string | null | undefined) => (notes ? { trainerNotes: notes } : {});

/** Trainer accepts: the hold is captured; a capture failure leaves the request pending. */
export async function acceptBookingRequest(
  ctx: AppContext,
  athleteId: number,
  bookingId: number,
  notes: string | null | undefined,
): Promise<void> {
  const current = await loadOwn(ctx.db, bookingId, { athleteId });
  const now = ctx.now();
  const { booking, payment } = current;
  target('accept', current, now);
  // Accepted first, so a rejection racing this accept cannot void a hold being captured.
  await ctx.db.transaction(async (tx) => {
    const moved = await updateBookingIfStatus(tx, booking.id, 'pending', {
      status: 'accepted',
      updatedAt: now,
      ...notesPatch(notes),
    });
    if (!moved) throw conflict(BOOKING_CHANGED_MESSAGE);
    if (booking.amountCents > 0 && (!payment || payment.status === 'voided')) {
      await insertDuePayment(tx, {
        bookingId: booking.id,
        clientId: booking.clientId,
        cardId: booking.cardId,
        amountCents: booking.amountCents,
        provider: ctx.payments.name,
      });
    }
  });
  if (payment?.status !== 'authorized' || !payment.providerAuthorizationId) {
    await notifyBookingChange(ctx, booking.id, 'accepted');
    return;
  }

  const captured = await ctx.payments.capture({
    authorizationId: payment.providerAuthorizationId,
    idempotencyKey: `capture-payment-${payment.id}`,
  });
  if (captured.ok) {
    await updatePaymentIfStatus(ctx.db, payment.id, 'authorized', {
      status: 'succeeded',
      providerChargeId: captured.chargeId,
      failureMessage: null,
      updatedAt: ctx.now(),
    });
    await notifyBookingChange(ctx, booking.id, 'accepted');
    return;
  }
  await ctx.db.transaction(async (tx) => {
    await updateBookingIfStatus(tx, booking.id, 'accepted', { status: 'pending', updatedAt: ctx.now() });
    await updatePaymentIfStatus(tx, payment.id, 'authorized', { failureMessage: captured.message });
  });
  throw new ApiError(422, [captured.message]);
}

export async function rejectBookingRequest(
  ctx: AppContext,
  athleteId: number,
  bookingId: number,
  notes: string | null | undefined,
): Promise<void> {
  const current = await loadOwn(ctx.db, bookingId, { athleteId });
  await move(ctx, current, 'reject', notesPatch(notes));
}

/** The trainer asks; the booking waits for the player's answer as incomplete (SPEC §4). */
export async function requestCancellation(
  ctx: AppContext,
  athleteId: number,
  bookingId: number,
  notes: string | null | undefined,
): Promise<void> {
  const current = await loadOwn(ctx.db, bookingId, { athleteId });
  await move(ctx, current, 'request_cancellation', { allowedCancel: true, ...notesPatch(notes) });
}

/** `PUT /v1/client/bookings/{id}`: no status cancels; 'accepted' keeps it after a request. */
export async function changeBookingByPlayer(
  ctx: AppContext,
  clientId: number,
  bookingId: number,
  status: BookingStatus | null,
): Promise<void> {
  const current = await loadOwn(ctx.db, bookingId, { clientId });
  const action = status === null ? 'cancel' : playerActionFor(status);
  if (action === null) throw unprocessable([CANNOT_UPDATE_MESSAGE]);
  await move(ctx, current, action);
}

/** Removes one session of the caller's pending package; the last one cancels the booking. */
export async function removeBookingEntry(
  ctx: AppContext,
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
  const cancelled = await ctx.db.transaction(async (tx) => {
    // The booking row is the lock: two removals at once cannot both think they are not last.
    if (!(await lockBookingIfStatus(tx, booking.id, 'pending'))) throw conflict(BOOKING_CHANGED_MESSAGE);
    if ((await countHeldSessions(tx, booking.id)) > 1) {
      await removeSession(tx, booking.id, entryId, now);
      return false;
    }
    return true;
  });
  if (cancelled) await move(ctx, current, 'remove_last_session');
  return booking.id;
}

/** The roll-over job's work (background jobs issue): accepted and ended → completed. */
export async function completePastBookings(db: Db, now: Date): Promise<number[]> {
  const { from, to } = BOOKING_TRANSITIONS.complete;
  return completeEndedBookings(db, now, from, to);
}
