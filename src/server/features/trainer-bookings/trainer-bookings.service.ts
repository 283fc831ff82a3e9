import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import {
  acceptBookingRequest,
  rejectBookingRequest,
  requestCancellation,
} from '../bookings/booking-transitions.service';
import { transferCharge } from '../payments/payments.service';
import { findPayout, type PayoutRow } from './trainer-bookings.repository';

export type BookingAnswer = 'accepted' | 'rejected' | 'cancellation_requested';

/**
 * The trainer's answers are the booking state machine's moves (ADR 0009: capture, void, seats,
 * 404 for another trainer's booking); each move emails the player itself (ADR 0013).
 */
export const ANSWER_MOVES: Record<
  BookingAnswer,
  (ctx: AppContext, athleteId: number, bookingId: number, notes: string | null | undefined) => Promise<void>
> = {
  accepted: acceptBookingRequest,
  rejected: rejectBookingRequest,
  cancellation_requested: requestCancellation,
};

/**
 * Pays a completed booking's price out to the trainer (ADR 0009 transfer_charge), into the
 * trainer's connected account (the one named connects it when there is none yet).
 */
export async function transferPayout(
  ctx: AppContext,
  athleteId: number,
  bookingId: number,
  accountId: string | undefined,
): Promise<PayoutRow> {
  const payout = await findPayout(ctx.db, athleteId, bookingId);
  if (!payout) throw notFound('Payout');
  await transferCharge(ctx, athleteId, payout.payment.id, accountId);
  const moved = await findPayout(ctx.db, athleteId, bookingId);
  if (!moved) throw notFound('Payout');
  return moved;
}
