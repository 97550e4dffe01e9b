import { z } from 'zod';
import { text } from './text.ts';

/** What kind of discount a code gives: a percent of the price, or a fixed amount off. */
export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Codes are letters, digits, - and _, matched ignoring case (stored upper-cased). */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const DISCOUNT_CODE_MAX = 40;

/** A code as typed at checkout or in the back office: trimmed and upper-cased. */
export const discountCodeText = text({ label: 'Discount code', max: DISCOUNT_CODE_MAX })
  .refine((value) => value === '' || DISCOUNT_CODE_PATTERN.test(value), {
    message: 'A discount code holds only letters, digits, - and _.',
  })
  .transform((value) => value.toUpperCase());

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date like 2026-12-31.' })
  .nullable();

/**
 * The back office's discount code form. `value` is a percent (1-100) for `percent`, an amount
 * in dollars for `fixed`. Dates are whole UTC days, both included; null: open-ended.
 */
export const DiscountCodeInput = z
  .object({
    code: discountCodeText.refine((value) => value !== '', { message: 'Code is required.' }),
    kind: z.enum(DISCOUNT_KINDS, { error: 'Choose percent or fixed amount.' }),
    value: z.number({ error: 'Enter the discount.' }).positive('The discount must be above 0.'),
    /** The packages the code applies to; null: every package. */
    packageIds: z.array(z.string().max(100)).max(500).nullable(),
    validFrom: isoDay,
    validUntil: isoDay,
    redemptionLimit: z
      .number()
      .int('The limit is a whole number.')
      .min(1, 'The limit must be at least 1.')
      .nullable(),
    oncePerCustomer: z.boolean(),
    active: z.boolean(),
  })
  .refine(
    (value) => value.kind === 'fixed' || (Number.isInteger(value.value) && value.value <= 100),
    {
      message: 'A percent discount is a whole number from 1 to 100.',
      path: ['value'],
    },
  )
  .refine((value) => !value.validFrom || !value.validUntil || value.validFrom <= value.validUntil, {
    message: 'Valid until must not be before valid from.',
    path: ['validUntil'],
  })
  .refine((value) => value.packageIds === null || value.packageIds.length > 0, {
    message: 'Choose at least one package, or all packages.',
    path: ['packageIds'],
  });
export type DiscountCodeInput = z.infer<typeof DiscountCodeInput>;

export const DiscountCode = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number(),
  packageIds: z.array(z.string()).nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  redemptionLimit: z.number().int().nullable(),
  /** Orders holding the code now (Pending or paid); a cancelled order gives its use back. */
  redeemed: z.number().int(),
  oncePerCustomer: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type DiscountCode = z.infer<typeof DiscountCode>;
export const DiscountCodeList = z.array(DiscountCode);

/** `POST /api/discount-quote`: what a code takes off a package for the signed-in buyer. */
export const DiscountQuoteInput = z.object({
  packageId: text({ label: 'Package', max: 100, required: 'Choose a package.' }),
  code: discountCodeText.refine((value) => value !== '', { message: 'Enter a discount code.' }),
});
export type DiscountQuoteInput = z.infer<typeof DiscountQuoteInput>;

/** Prices in dollars: `total` = `price` − `discount`, never below zero. */
export const DiscountQuote = z.object({
  code: z.string(),
  price: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type DiscountQuote = z.infer<typeof DiscountQuote>;

/** The error codes a refused discount code answers with (HTTP 400 or 404). */
export const DISCOUNT_ERRORS = {
  unknown: 'DISCOUNT_UNKNOWN',
  notYetValid: 'DISCOUNT_NOT_YET_VALID',
  expired: 'DISCOUNT_EXPIRED',
  inactive: 'DISCOUNT_INACTIVE',
  notForPackage: 'DISCOUNT_NOT_FOR_PACKAGE',
  usedUp: 'DISCOUNT_USED_UP',
  alreadyUsed: 'DISCOUNT_ALREADY_USED',
} as const;

/** The transaction id prefix of an order a discount paid in full (no PayPal payment). */
export const FREE_ORDER_PREFIX = 'FREE-';
