import type { AppContext } from '../../context';
import { notFound, unprocessable } from '../../lib/errors';
import {
  acceptBookingRequest,
  rejectBookingRequest,
  requestCancellation,
} from '../bookings/booking-transitions.service';
import { transferCharge } from '../payments/payments.service';
import { loadProfile } from '../trainer-account/trainer-account.service';
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

export const NO_PAYOUT_ACCOUNT = 'Connect a payout account first';

/**
 * Pays a completed booking's price out to the trainer (ADR 0009 transfer_charge), into the
 * account named or the trainer's connected one.
 */
export async function transferPayout(
  ctx: AppContext,
  athleteId: number,
  bookingId: number,
  accountId: string | undefined,
): Promise<PayoutRow> {
  const payout = await findPayout(ctx.db, athleteId, bookingId);
  if (!payout) throw notFound('Payout');
  const account = accountId ?? (await loadProfile(ctx.db, athleteId)).stripeAccountId;
  if (!account) throw unprocessable([{ account_id: NO_PAYOUT_ACCOUNT }]);
  await transferCharge(ctx, athleteId, payout.payment.id, account);
  const moved = await findPayout(ctx.db, athleteId, bookingId);
  if (!moved) throw notFound('Payout');
  return moved;
}
