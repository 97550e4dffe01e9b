import { randomBytes, timingSafeEqual } from 'node:crypto';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** PayPal-looking ids: 17 characters of A-Z and 0-9. */
export function paypalId(length = 17): string {
  return Array.from(randomBytes(length), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/** PayPal account ids (payer, merchant): 13 characters without 0, 1, I and O (its `account_id`). */
const ACCOUNT_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export function accountId(): string {
  return Array.from(
    randomBytes(13),
    (byte) => ACCOUNT_ALPHABET[byte % ACCOUNT_ALPHABET.length],
  ).join('');
}

export const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
export const toCents = (value: string) => Math.round(Number(value) * 100);
export const fromCents = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
export const asString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function safeUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
