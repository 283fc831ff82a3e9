import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney, formatPrice, formatPriceCents } from './money';

describe('money (SPEC §9: USD in en-US, zero or missing price as Free)', () => {
  it('reads a price in dollars, zero or missing as Free', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(null)).toBe('Free');
    expect(formatPrice(45)).toBe('$45.00');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });
  it('reads a price in cents the same way', () => {
    expect(formatPriceCents(5665)).toBe('$56.65');
    expect(formatPriceCents(0)).toBe('Free');
    expect(formatPriceCents(undefined)).toBe('Free');
  });
  it('reads amounts exactly, zero as $0.00', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(12.5)).toBe('$12.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});
