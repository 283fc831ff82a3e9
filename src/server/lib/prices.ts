/** Whole cents as the API's dollar amounts (5665 → 56.65). */
export const dollars = (cents: number) => cents / 100;

/**
 * A training's price lines as the API gives them (servicePriceShape): the price, the service fee
 * and the processing fee, each in dollars and in cents.
 */
export function priceFields(priceCents: number, serviceFeeCents: number, processingFeeCents: number) {
  return {
    price: dollars(priceCents),
    price_cents: priceCents,
    client_service_fee: dollars(serviceFeeCents),
    client_service_fee_cents: serviceFeeCents,
    stripe_fee: dollars(processingFeeCents),
    stripe_fee_cents: processingFeeCents,
  };
}
