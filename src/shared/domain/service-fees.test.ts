import { describe, expect, it } from 'vitest';
import { priceLines } from './pricing';
import { feesForPrice } from './service-fees';

describe('feesForPrice', () => {
  it('adds a 10% service fee and 3% processing on what is charged before it', () => {
    // $50.00 → $5.00 service fee, 3% of $55.00 = $1.65 processing; total $56.65.
    const fees = feesForPrice(5000);
    expect(fees).toEqual({ clientServiceFeeCents: 500, stripeFeeCents: 165 });
    expect(priceLines({ priceCents: 5000, ...fees }).totalCents).toBe(5665);
  });

  it('rounds to the cent and leaves free trainings free', () => {
    expect(feesForPrice(1999)).toEqual({ clientServiceFeeCents: 200, stripeFeeCents: 66 });
    expect(feesForPrice(0)).toEqual({ clientServiceFeeCents: 0, stripeFeeCents: 0 });
  });
});
