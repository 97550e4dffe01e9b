import { randomBytes } from 'node:crypto';
import { ORDER_CODE_ALPHABET, ORDER_CODE_LENGTH } from '@leadvault/contract';

// 252 is the largest multiple of 36 below 256: bytes above it are dropped, so every character
// is equally likely (no modulo bias).
const UNBIASED_LIMIT = 256 - (256 % ORDER_CODE_ALPHABET.length);

/** An order or payment id: 8 characters of A-Z and 0-9 from the system's secure randomness. */
export function generateOrderCode(random: (size: number) => Uint8Array = randomBytes): string {
  let code = '';
  while (code.length < ORDER_CODE_LENGTH) {
    for (const byte of random(ORDER_CODE_LENGTH * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += ORDER_CODE_ALPHABET[byte % ORDER_CODE_ALPHABET.length];
      if (code.length === ORDER_CODE_LENGTH) break;
    }
  }
  return code;
}

/** The spec's order date, dd/mm/yyyy, of the moment in UTC. */
export function formatOrderDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${date.getUTCFullYear()}`;
}

/** Cents as PayPal's amount value: always two decimals ("49.00"). */
export function centsToPayPalValue(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = String(Math.abs(cents % 100)).padStart(2, '0');
  return `${whole}.${rest}`;
}

/** PayPal's amount value as cents, or undefined when it is not a plain decimal amount. */
export function payPalValueToCents(value: string | undefined): number | undefined {
  const match = value?.match(/^(\d{1,12})(?:\.(\d{1,2}))?$/);
  if (!match?.[1]) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** What the buyer pays for an order: its price less the discount, never below zero. */
export function payableCents(order: { packagePriceCents: number; discountCents: number }): number {
  return Math.max(0, order.packagePriceCents - order.discountCents);
}
