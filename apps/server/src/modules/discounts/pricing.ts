import { DISCOUNT_ERRORS } from '@leadvault/contract';
import type { discountCodes } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** What the code takes off a price in cents: never more than the price (never below zero). */
export function discountOff(
  code: Pick<DiscountCodeRow, 'kind' | 'value'>,
  priceCents: number,
): number {
  const off = code.kind === 'percent' ? Math.round((priceCents * code.value) / 100) : code.value;
  return Math.min(priceCents, Math.max(0, off));
}

export function refused(code: string, message: string): HttpError {
  return new HttpError(400, code, message, [{ field: 'discountCode', message }]);
}

export const unknownCode = (typed: string) =>
  refused(DISCOUNT_ERRORS.unknown, `The discount code ${typed} does not exist.`);

/**
 * Why this code cannot be used on this package now, or nothing. The customer-dependent rules
 * (used up, already used by you) are checked where the redemption is reserved.
 */
export function refusalFor(
  code: DiscountCodeRow,
  packageId: string,
  now: Date,
): HttpError | undefined {
  if (!code.active) {
    return refused(DISCOUNT_ERRORS.inactive, `The discount code ${code.code} is no longer valid.`);
  }
  if (code.validFrom && now < code.validFrom) {
    return refused(
      DISCOUNT_ERRORS.notYetValid,
      `The discount code ${code.code} is not valid yet: it starts on ${code.validFrom.toISOString().slice(0, 10)}.`,
    );
  }
  if (code.validUntil && now >= code.validUntil) {
    return refused(DISCOUNT_ERRORS.expired, `The discount code ${code.code} has expired.`);
  }
  if (code.packageIds && !code.packageIds.includes(packageId)) {
    return refused(
      DISCOUNT_ERRORS.notForPackage,
      `The discount code ${code.code} does not apply to this package.`,
    );
  }
  return undefined;
}

export const usedUp = (code: string) =>
  refused(DISCOUNT_ERRORS.usedUp, `The discount code ${code} has been used up.`);

export const alreadyUsed = (code: string) =>
  refused(DISCOUNT_ERRORS.alreadyUsed, `You have already used the discount code ${code}.`);
