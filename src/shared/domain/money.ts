// How money reads (SPEC §9: USD in en-US). The API carries prices in dollars, the database and
// the price calculation in cents: the function's name says which one it takes.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A price in dollars: '$45.00', or 'Free' for zero or missing (SPEC §9). */
export function formatPrice(dollars: number | null | undefined): string {
  return dollars == null || dollars <= 0 ? 'Free' : usd.format(dollars);
}

/** A price in cents, read the same way: '$45.00', or 'Free' for zero or missing. */
export function formatPriceCents(cents: number | null | undefined): string {
  return formatPrice(cents == null ? cents : cents / 100);
}

/** An amount in dollars, exactly, zero included ('$0.00'): payouts, earnings. */
export function formatMoney(dollars: number): string {
  return usd.format(dollars);
}

/** An amount in cents, exactly, zero included. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
