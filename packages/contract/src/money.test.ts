import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatPrice, formatUsd, formatUsdTotal } from './money.ts';

describe('money', () => {
  it('turns cents into the dollars the API answers and back', () => {
    expect(centsToDollars(4900)).toBe(49);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it('formats prices with two decimals and totals with thousands separators', () => {
    expect(formatPrice(49)).toBe('49.00');
    expect(formatUsd(149.5)).toBe('$149.50');
    expect(formatUsdTotal(12345)).toBe('$12,345.00');
  });
});
