import { processingFeeCents } from './pricing';

/**
 * The marketplace's service fee on a training: the player pays it on top of the price, so the
 * trainer keeps 100% of the training cost (SPEC §9 checkout text). Same rate as the demo data.
 */
export const SERVICE_FEE_PERCENT = 10;

/** The fees a player will see for a price, computed by the server when a trainer sets it. Free is free. */
export function feesForPrice(priceCents: number): { clientServiceFeeCents: number; stripeFeeCents: number } {
  if (priceCents <= 0) return { clientServiceFeeCents: 0, stripeFeeCents: 0 };
  const clientServiceFeeCents = Math.round((priceCents * SERVICE_FEE_PERCENT) / 100);
  return { clientServiceFeeCents, stripeFeeCents: processingFeeCents(priceCents, clientServiceFeeCents) };
}
