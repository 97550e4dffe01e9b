import { z } from 'zod';
import { PACKAGE_KINDS } from './content.ts';
import { Order } from './orders.ts';
import { TEXT_MAX, text } from './text.ts';

/**
 * `GET /api/payments`: the spec's payment settings list; the first item's `email` holds the
 * PayPal client id. `sdkUrl` is the JS SDK to load: PayPal's own, or the local sandbox's
 * stand-in (give it to PayPalScriptProvider as `sdkBaseUrl`). Empty when payments are off.
 */
export const PaymentSetting = z.object({
  _id: z.string(),
  email: z.string(),
  sdkUrl: z.string(),
});
export type PaymentSetting = z.infer<typeof PaymentSetting>;
export const PaymentSettingsResponse = z.array(PaymentSetting);

/** `POST /api/paypal/orders`: our order's `_id`; the server reads the amount itself. */
export const CreatePayPalOrderInput = z.object({
  orderId: text({ label: 'orderId', max: 100, required: 'orderId is required.' }),
});
export type CreatePayPalOrderInput = z.infer<typeof CreatePayPalOrderInput>;

/** PayPal's order id, what the JS SDK's `createOrder` callback must return. */
export const CreatePayPalOrderResponse = z.object({ id: z.string() });
export type CreatePayPalOrderResponse = z.infer<typeof CreatePayPalOrderResponse>;

/**
 * The answer of a capture (`POST /api/paypal/orders/:id/capture`) and of
 * `PUT /api/payment-received/:id`: the order, and whether it had already been Received before
 * this call (the page then shows 'Payment has already been received.').
 */
export const PaymentResult = Order.extend({ alreadyReceived: z.boolean() });
export type PaymentResult = z.infer<typeof PaymentResult>;

/** Error codes a payment call may answer besides the usual ones (422 unless noted). */
export const PAYMENT_ERROR_CODES = [
  /** The card was declined: call `actions.restart()` so the buyer picks another one. */
  'INSTRUMENT_DECLINED',
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'ORDER_NOT_APPROVED',
  'PAYMENT_DECLINED',
  /** 409 from `POST /api/paypal/orders`: 'Payment has already been received.' */
  'ALREADY_RECEIVED',
  /** 409: PayPal has not (yet) captured the payment; nothing was changed. */
  'PAYMENT_NOT_CAPTURED',
  /** 502/503: PayPal could not be reached or payments are not configured. */
  'PAYPAL_UNAVAILABLE',
  'PAYMENTS_NOT_CONFIGURED',
  /**
   * 409 from a capture: the order was cancelled (or did not match) while PayPal captured; the
   * payment was refunded at once (PAYMENT_REFUNDED) or staff must refund it (PAYMENT_NOT_SETTLED).
   */
  'PAYMENT_REFUNDED',
  'PAYMENT_NOT_SETTLED',
  /** 409 from a cancel or status change: a PayPal capture of the order is under way. */
  'CAPTURE_IN_PROGRESS',
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

/** Longest reason a staff member may give for a refund. */
export const REFUND_REASON_MAX = TEXT_MAX.short;

/** `POST /api/orders/:id/refund` (Admins): the whole payment goes back through PayPal. */
export const RefundOrderInput = z.object({
  reason: text({
    label: 'Reason',
    max: REFUND_REASON_MAX,
    required: 'Give a reason for the refund.',
  }),
});
export type RefundOrderInput = z.infer<typeof RefundOrderInput>;

/** The refunded order (paymentStatus Refunded, no access links) and PayPal's refund. */
export const RefundResult = Order.extend({
  refund: z.object({
    /** PayPal's refund id. */
    id: z.string(),
    /** COMPLETED, or PENDING while PayPal finishes it. */
    status: z.string(),
    /** In dollars, like `packagePrice`. */
    amount: z.number(),
  }),
});
export type RefundResult = z.infer<typeof RefundResult>;

/**
 * `GET /api/orders/:id/refund-preview` (Admin): what a refund would take back, asked before the
 * Admin confirms. For a credit pack whose credits the order still holds: how many it granted,
 * how many the balance still has to take back, and how many were spent (they stay spent).
 */
export const RefundPreview = z.object({
  amount: z.number(),
  packageKind: z.enum(PACKAGE_KINDS),
  credits: z
    .object({
      granted: z.number().int(),
      toTakeBack: z.number().int(),
      spent: z.number().int(),
    })
    .nullable(),
});
export type RefundPreview = z.infer<typeof RefundPreview>;

/** The refund dialog's sentence about a credit pack's credits (null: nothing to say). */
export function refundCreditsSentence(preview: RefundPreview): string | null {
  const credits = preview.credits;
  if (!credits) return null;
  const word = (count: number) => (count === 1 ? 'credit' : 'credits');
  if (credits.spent === 0) {
    return `All ${credits.granted} ${word(credits.granted)} of this pack are still unspent and will be taken back.`;
  }
  if (credits.toTakeBack === 0) {
    return `All ${credits.granted} ${word(credits.granted)} of this pack were spent: none are left to take back.`;
  }
  return `${credits.toTakeBack} of this pack's ${credits.granted} credits are left to take back; ${credits.spent} ${credits.spent === 1 ? 'was' : 'were'} spent and stay spent.`;
}

/**
 * Error codes of a refund besides the usual ones: 409 ALREADY_REFUNDED / NO_PAYPAL_CAPTURE /
 * CONFLICT (not Received); 422 with PayPal's issue (e.g. CAPTURE_FULLY_REFUNDED,
 * REFUND_NOT_ALLOWED) and PayPal's reason in the message; 502 PAYPAL_UNAVAILABLE.
 */
export const REFUND_ERROR_CODES = [
  'ALREADY_REFUNDED',
  'NO_PAYPAL_CAPTURE',
  'REFUND_FAILED',
] as const;

// -- the back office's payment setting ---------------------------------------------------

/**
 * `GET /api/admin/payments`: the stored client id (`email`, the spec's name) beside the one
 * checkout really uses, which must belong to the same PayPal app as the server's secret
 * (docs/decisions/007-payment-client-id.md).
 */
export const AdminPaymentSetting = z.object({
  _id: z.string(),
  email: z.string(),
  /** The client id checkout loads PayPal with; '' when payments are off. */
  activeClientId: z.string(),
  mode: z.enum(['paypal', 'sandbox', 'off']),
  /** True when the stored id is the one checkout uses. */
  inUse: z.boolean(),
});
export type AdminPaymentSetting = z.infer<typeof AdminPaymentSetting>;
