import { describe, expect, it } from 'vitest';
import {
  centsToPayPalValue,
  formatOrderDate,
  generateOrderCode,
  payPalValueToCents,
} from './format.ts';

describe('order and payment ids', () => {
  it('are 8 characters of A-Z and 0-9', () => {
    for (let i = 0; i < 1000; i += 1) expect(generateOrderCode()).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('do not repeat in practice', () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => generateOrderCode()));
    expect(codes.size).toBe(10_000);
  });

  it('use every character and skip the bytes that would bias the alphabet', () => {
    // 252..255 would make A-D likelier (256 % 36 = 4): they are skipped, not folded.
    let call = 0;
    const random = (size: number) => {
      call += 1;
      return Uint8Array.from({ length: size }, (_, i) => (call === 1 ? 252 + (i % 4) : i));
    };
    expect(generateOrderCode(random)).toBe('ABCDEFGH');
    const seen = new Set(Array.from({ length: 2000 }, () => generateOrderCode()).join(''));
    expect(seen.size).toBe(36);
  });
});

describe('order dates', () => {
  it('are dd/mm/yyyy in UTC', () => {
    expect(formatOrderDate(new Date('2024-03-05T10:00:00Z'))).toBe('05/03/2024');
    expect(formatOrderDate(new Date('2024-12-31T23:59:59.999Z'))).toBe('31/12/2024');
    // Late evening in New York is already the next day in UTC.
    expect(formatOrderDate(new Date('2025-01-01T01:30:00-05:00'))).toBe('01/01/2025');
  });
});

describe('money', () => {
  it('answers PayPal values with two decimals', () => {
    expect(centsToPayPalValue(4900)).toBe('49.00');
    expect(centsToPayPalValue(1905)).toBe('19.05');
    expect(centsToPayPalValue(7)).toBe('0.07');
  });

  it('reads PayPal values exactly, refusing anything else', () => {
    expect(payPalValueToCents('49.00')).toBe(4900);
    expect(payPalValueToCents('49')).toBe(4900);
    expect(payPalValueToCents('19.9')).toBe(1990);
    expect(payPalValueToCents('0.07')).toBe(7);
    for (const bad of [undefined, '', '-1.00', '1e3', '49.001', ' 49.00', 'abc']) {
      expect(payPalValueToCents(bad)).toBeUndefined();
    }
  });
});
