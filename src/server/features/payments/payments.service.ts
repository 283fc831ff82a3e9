import type { CreateChargeBody } from '../../../shared/api/payments';
import type { PaymentStatusName } from '../../../shared/domain/booking-status';
import type { AppContext } from '../../context';
import { ApiError, conflict, notFound, unprocessable } from '../../lib/errors';
import { type BookingParty, isPartyTo } from '../bookings/booking-party';
import { findClientCard } from '../cards/cards.repository';
import { ensureCustomerRef } from '../cards/cards.service';
import {
  claimChargeAttempt,
  findPaymentDetails,
  type PaymentDetails,
  payoutAccountOf,
  updatePaymentIfStatus,
} from './payments.repository';
import { findPendingCallOfPayment } from './provider-calls.repository';
import { type RunResult, recordPaymentCall, runDueCall, runRecordedCall } from './provider-calls.service';

export const ALREADY_PAID_MESSAGE = 'This payment has already been made';
export const ALREADY_TRANSFERRED_MESSAGE = 'Already transferred';
export const AMOUNT_MISMATCH_MESSAGE = 'does not match the booking amount';
export const NO_PAYOUT_ACCOUNT_MESSAGE = 'Connect a payout account first';
export const PAYOUT_ACCOUNT_MISMATCH_MESSAGE = 'does not match your connected payout account';
export const BEING_PROCESSED_MESSAGE = 'This payment is being processed. Please reload it.';

// A payment can be charged while nothing is held or taken for it.
const CHARGEABLE: readonly PaymentStatusName[] = ['pending', 'failed'];
const PAID: readonly PaymentStatusName[] = ['succeeded', 'authorized', 'refunded', 'transferred'];

export async function findOwnPayment(
  ctx: AppContext,
  id: number,
  party: BookingParty,
): Promise<PaymentDetails> {
  const details = await findPaymentDetails(ctx.db, id);
  if (!details) throw notFound('Payment');
  const owner = { clientId: details.payment.clientId, athleteId: details.booking.athleteId };
  if (!isPartyTo(owner, party)) throw notFound('Payment');
  return details;
}

/** `charge-payment-{id}-{attempt}`: a retry of the same attempt is the same charge. */
function nextAttemptKey(paymentId: number, previous: string | null): string {
  const prefix = `charge-payment-${paymentId}-`;
  const last = previous?.startsWith(prefix) ? Number(previous.slice(prefix.length)) : 0;
  return `${prefix}${Number.isInteger(last) ? last + 1 : 1}`;
}

/** SPEC §7 create_charge: pays a booking whose payment is still due (e.g. after a decline). */
export async function createCharge(
  ctx: AppContext,
  clientId: number,
  id: number,
  input: CreateChargeBody['payment'],
): Promise<PaymentDetails> {
  const { payment, booking } = await findOwnPayment(ctx, id, { clientId });
  if (PAID.includes(payment.status)) throw conflict(ALREADY_PAID_MESSAGE);
  if (
    !CHARGEABLE.includes(payment.status) ||
    booking.status === 'rejected' ||
    booking.status === 'cancelled'
  ) {
    throw unprocessable(["This booking can't be paid"]);
  }
  // The amount is the client's confirmation of what it shows, never what is charged.
  if (Math.round(input.amount * 100) !== payment.amountCents) {
    throw unprocessable([{ amount: AMOUNT_MISMATCH_MESSAGE }]);
  }
  const card = await findClientCard(ctx.db, clientId, input.card_id);
  if (!card) throw notFound('Card');
  const customerRef = await ensureCustomerRef(ctx, clientId);
  // An attempt left pending by a crash or an outage is finished with its own key, never
  // made a second time (ADR 0029).
  const unfinished = await findPendingCallOfPayment(ctx.db, payment.id, 'charge');
  if (unfinished) return answerCharge(ctx, clientId, id, await runDueCall(ctx, unfinished.id));

  const key = nextAttemptKey(payment.id, payment.idempotencyKey);
  const callId = await ctx.db.transaction(async (tx) => {
    const claimed = await claimChargeAttempt(
      tx,
      payment.id,
      { statuses: CHARGEABLE, key: payment.idempotencyKey },
      { key, cardId: card.id, now: ctx.now() },
    );
    if (!claimed) throw conflict(BEING_PROCESSED_MESSAGE);
    const request = {
      customerRef,
      providerCardId: card.stripeId,
      amountCents: payment.amountCents,
      description: `Booking ${booking.id}`,
    };
    return (await recordPaymentCall(tx, 'charge', payment.id, key, request, ctx.now())).id;
  });
  return answerCharge(ctx, clientId, id, await runRecordedCall(ctx, callId));
}

async function answerCharge(
  ctx: AppContext,
  clientId: number,
  id: number,
  result: RunResult,
): Promise<PaymentDetails> {
  if (result.ok === true) return findOwnPayment(ctx, id, { clientId });
  // The provider's own sentence ('Your card was declined.'): a base error, shown as is (SPEC §8).
  if (result.ok === false) throw unprocessable([{ base: result.message }]);
  throw conflict(BEING_PROCESSED_MESSAGE);
}

/**
 * SPEC §7 transfer_charge: the trainer's payout for a completed, paid booking. Trainers keep
 * 100% of the training cost; the service and processing fees stay with the platform.
 */
export async function transferCharge(
  ctx: AppContext,
  athleteId: number,
  id: number,
  named: string | undefined,
): Promise<PaymentDetails> {
  const { payment, booking } = await findOwnPayment(ctx, id, { athleteId });
  if (payment.status === 'transferred') throw conflict(ALREADY_TRANSFERRED_MESSAGE);
  if (booking.status !== 'completed' || payment.status !== 'succeeded') {
    throw unprocessable(['Only paid bookings whose training is completed can be paid out']);
  }
  // Payouts go to the trainer's connected account only: a request naming another one is
  // refused, never obeyed; with none connected yet, the one named is connected (ADR 0029).
  const accountId = await payoutAccountOf(ctx.db, athleteId, named);
  if (!accountId) throw unprocessable([{ account_id: NO_PAYOUT_ACCOUNT_MESSAGE }]);
  if (named !== undefined && named !== accountId) {
    throw unprocessable([{ account_id: PAYOUT_ACCOUNT_MISMATCH_MESSAGE }]);
  }
  const result = await ctx.payments.transfer({
    accountId,
    amountCents: booking.priceCents,
    idempotencyKey: `transfer-payment-${payment.id}`,
    description: `Payout for booking ${booking.id}`,
  });
  if (!result.ok) throw new ApiError(422, [result.message]);
  const moved = await updatePaymentIfStatus(ctx.db, payment.id, ['succeeded'], {
    status: 'transferred',
    providerTransferId: result.transferId,
    transferAmountCents: booking.priceCents,
    transferAccountId: accountId,
    updatedAt: ctx.now(),
  });
  // The same idempotency key made the same transfer: the other request recorded it.
  if (!moved) throw conflict(ALREADY_TRANSFERRED_MESSAGE);
  return findOwnPayment(ctx, id, { athleteId });
}
