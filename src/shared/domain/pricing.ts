import { PROCESSING_FEE_PERCENT } from '../constants';

export interface PriceLines {
  trainingCents: number;
  serviceFeeCents: number;
  processingFeeCents: number;
  totalCents: number;
}

/** Checkout lines (SPEC §9): total = price + client_service_fee + stripe_fee, in cents. */
export function priceLines(service: {
  priceCents: number;
  clientServiceFeeCents: number;
  stripeFeeCents: number;
}): PriceLines {
  const trainingCents = Math.max(0, service.priceCents);
  const serviceFeeCents = Math.max(0, service.clientServiceFeeCents);
  const processingFeeCents = Math.max(0, service.stripeFeeCents);
  return {
    trainingCents,
    serviceFeeCents,
    processingFeeCents,
    totalCents: trainingCents + serviceFeeCents + processingFeeCents,
  };
}

/** The processing fee the terms announce: 3% of what is charged before it, rounded to a cent. */
export function processingFeeCents(priceCents: number, serviceFeeCents: number): number {
  return Math.round(((priceCents + serviceFeeCents) * PROCESSING_FEE_PERCENT) / 100);
}
