import type { PaymentAttributes } from '../../../shared/api/payments';
import { dollars, priceFields } from '../../lib/prices';
import type { PaymentDetails } from './payments.repository';

export function paymentResource({ payment, booking, card }: PaymentDetails) {
  const attributes: PaymentAttributes = {
    id: payment.id,
    booking_id: booking.id,
    status: payment.status,
    amount: dollars(payment.amountCents),
    amount_cents: payment.amountCents,
    ...priceFields(booking.priceCents, booking.serviceFeeCents, booking.processingFeeCents),
    card: card
      ? {
          id: card.id,
          brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
        }
      : null,
    failure_message: payment.failureMessage,
    transfer_amount: payment.transferAmountCents === null ? null : dollars(payment.transferAmountCents),
    transfer_amount_cents: payment.transferAmountCents,
    created_at: payment.createdAt.toISOString(),
  };
  return { id: String(payment.id), type: 'payment' as const, attributes };
}
