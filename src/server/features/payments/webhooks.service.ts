import type { PaymentStatusName } from '../../../shared/domain/booking-status';
import type { AppContext } from '../../context';
import type { PaymentEvent } from '../../integrations/payments/payment-provider';
import { findPaymentByProviderRef, updatePaymentIfStatus } from './payments.repository';
import { claimWebhookEvent } from './webhooks.repository';

export interface WebhookOutcome {
  duplicate: boolean;
  /** The payment that moved, if any. */
  paymentId: number | null;
}

type Move = { from: readonly PaymentStatusName[]; to: PaymentStatusName };

/**
 * How each provider event moves a payment. A payment only moves forward from where the
 * event makes sense: a late `succeeded` never undoes a refund or a payout, a `canceled` only
 * ends a hold.
 */
const MOVES: Record<Exclude<PaymentEvent['kind'], 'other'>, Move> = {
  succeeded: { from: ['pending', 'authorized', 'failed'], to: 'succeeded' },
  failed: { from: ['pending', 'failed'], to: 'failed' },
  canceled: { from: ['authorized'], to: 'voided' },
  refunded: { from: ['succeeded'], to: 'refunded' },
};

/**
 * Applies a verified provider event once: its id is claimed in the same transaction as the
 * payment's move, so a replayed (or concurrently redelivered) event changes nothing.
 */
export function applyPaymentEvent(ctx: AppContext, event: PaymentEvent): Promise<WebhookOutcome> {
  return ctx.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, event.id, event.type))) return { duplicate: true, paymentId: null };
    if (event.kind === 'other') return { duplicate: false, paymentId: null };
    const payment = await findPaymentByProviderRef(tx, event.paymentRef);
    if (!payment) return { duplicate: false, paymentId: null };
    const { from, to } = MOVES[event.kind];
    const moved = await updatePaymentIfStatus(tx, payment.id, from, {
      status: to,
      updatedAt: ctx.now(),
      ...(event.kind === 'failed' ? { failureMessage: event.message } : {}),
      ...(event.kind === 'succeeded' ? { providerChargeId: event.paymentRef, failureMessage: null } : {}),
      ...(event.kind === 'refunded' ? { failureMessage: null } : {}),
    });
    return { duplicate: false, paymentId: moved ? payment.id : null };
  });
}
