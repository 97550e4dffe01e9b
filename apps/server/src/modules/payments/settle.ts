import {
  findOrderForPayment,
  isUniqueViolation,
  markOrderPaid,
  type OrderRecord,
  type OrderRow,
  payableCents,
  payPalValueToCents,
} from '../orders/index.ts';
import { PAYPAL_ACTOR } from './actors.ts';
import type { SettleDeps } from './deps.ts';
import type { PayPalCapture, PayPalOrder } from './paypal-client.ts';
import { returnUnsettledCapture } from './refund.ts';

/** What settling a PayPal order did to our order. */
export type Settlement =
  /** This call moved the order to Received (and mailed the customer). */
  | { outcome: 'received'; record: OrderRecord }
  /** The order had already been Received (by an earlier or a concurrent call). */
  | { outcome: 'already-received'; record: OrderRecord }
  /** PayPal holds no completed capture: nothing changed. */
  | {
      outcome: 'not-captured';
      record: OrderRecord;
      captureStatus: string | undefined;
      reason: string;
    }
  /**
   * PayPal took money that cannot pay for the order (it was cancelled meanwhile, or the amount
   * is not the order's): it was refunded at once (`refunded`), or staff were told it could not be.
   */
  | { outcome: 'returned'; record: OrderRecord; reason: string; refunded: boolean }
  /** The capture belongs to no order of ours, or to another one. */
  | { outcome: 'refused'; record: OrderRecord | undefined; reason: string };

export type SettleDecision =
  | { action: 'fulfil'; captureId: string }
  | { action: 'already-received' }
  | { action: 'not-captured'; captureStatus: string | undefined; reason: string }
  | { action: 'return'; capture: PayPalCapture; reason: string }
  | { action: 'refuse'; reason: string };

/** The capture PayPal's order carries: purchase_units[0].payments.captures[0]. */
function firstCapture(paypalOrder: PayPalOrder): PayPalCapture | undefined {
  return paypalOrder.purchase_units?.[0]?.payments?.captures?.[0];
}

function closedOrder(
  paymentStatus: string,
  capture: PayPalCapture,
): Extract<SettleDecision, { action: 'return' }> {
  return {
    action: 'return',
    capture,
    reason: `The order was ${paymentStatus} when PayPal captured its payment.`,
  };
}

/**
 * Whether this PayPal order pays for this order of ours. Only a COMPLETED capture of exactly the
 * order's price less its discount in USD (what the buyer approved; never re-priced), made for this order (custom_id = our _id), fulfils a Pending order. An
 * order may be COMPLETED at PayPal while its capture was declined: the capture decides. A
 * completed capture for this order that cannot pay for it (closed order, wrong amount) is
 * returned to the buyer.
 */
export function decideSettlement(
  order: Pick<OrderRow, 'id' | 'packagePriceCents' | 'discountCents' | 'paymentStatus'>,
  paypalOrder: PayPalOrder,
): SettleDecision {
  if (order.paymentStatus === 'Received') return { action: 'already-received' };
  const capture = firstCapture(paypalOrder);
  if (!capture) {
    return {
      action: 'not-captured',
      captureStatus: undefined,
      reason: `PayPal has not captured this payment (PayPal order ${paypalOrder.status}).`,
    };
  }
  if (capture.status !== 'COMPLETED') {
    const why = capture.status_details?.reason ? `: ${capture.status_details.reason}` : '';
    return {
      action: 'not-captured',
      captureStatus: capture.status,
      reason: `PayPal has not completed this payment (capture ${capture.status}${why}).`,
    };
  }
  const customId = capture.custom_id ?? paypalOrder.purchase_units?.[0]?.custom_id;
  if (customId !== order.id) {
    return { action: 'refuse', reason: 'The PayPal payment was made for another order.' };
  }
  if (
    capture.amount?.currency_code !== 'USD' ||
    payPalValueToCents(capture.amount.value) !== payableCents(order)
  ) {
    return {
      action: 'return',
      capture,
      reason: `The captured amount (${capture.amount?.value} ${capture.amount?.currency_code}) does not match the order.`,
    };
  }
  if (order.paymentStatus !== 'Pending') return closedOrder(order.paymentStatus, capture);
  return { action: 'fulfil', captureId: capture.id };
}

/**
 * The one way an order becomes paid, called by the capture route, the webhook and
 * payment-received alike. Safe to run twice or concurrently: the conditional update
 * (`where id = ? and payment_status = 'Pending'`) lets exactly one call make the transition,
 * and the unique transaction id makes a second fulfilment with the same capture impossible.
 * Only that call mails the customer; a mail failure never undoes the payment.
 *
 * `known` is PayPal's answer when the caller has it (a capture); otherwise PayPal is asked.
 */
export async function settlePayPalOrder(
  deps: SettleDeps,
  paypalOrderId: string,
  known?: PayPalOrder,
  /** Our order as the caller just read it, used when PayPal's answer names it. */
  ours?: OrderRecord,
): Promise<Settlement> {
  const paypalOrder = known ?? (await deps.paypal.getOrder(paypalOrderId));
  const capture = firstCapture(paypalOrder);
  const ourId = capture?.custom_id ?? paypalOrder.purchase_units?.[0]?.custom_id;
  const record =
    ours && ours.order.id === ourId
      ? ours
      : await findOrderForPayment(deps.db, { id: ourId, paypalOrderId });
  if (!record) {
    deps.log.warn({ paypalOrderId }, 'PayPal order matches none of our orders');
    return { outcome: 'refused', record: undefined, reason: 'No order matches this PayPal order.' };
  }

  const decision = decideSettlement(record.order, paypalOrder);
  switch (decision.action) {
    case 'already-received':
      return { outcome: 'already-received', record };
    case 'not-captured':
      return {
        outcome: 'not-captured',
        record,
        captureStatus: decision.captureStatus,
        reason: decision.reason,
      };
    case 'return':
      return returnCapture(deps, record, decision.capture, paypalOrderId, decision.reason);
    case 'refuse':
      deps.log.warn(
        { orderId: record.order.orderId, paypalOrderId, reason: decision.reason },
        'PayPal payment refused',
      );
      return { outcome: 'refused', record, reason: decision.reason };
    case 'fulfil':
      break;
  }

  let paid: OrderRow | undefined;
  try {
    paid = await deps.db.transaction((tx) =>
      markOrderPaid(tx, deps, deps.actor ?? PAYPAL_ACTOR, record.order, {
        transactionId: decision.captureId,
        paypalOrderId,
        details: { captureId: decision.captureId, paypalOrderId },
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    deps.log.error(
      { err: error, orderId: record.order.orderId, paypalOrderId },
      'capture or PayPal order already belongs to another order',
    );
    return { outcome: 'refused', record, reason: 'This payment already belongs to another order.' };
  }

  if (!paid) {
    // Another call won the race, or the order was closed meanwhile: then the money goes back.
    const now = await findOrderForPayment(deps.db, { id: record.order.id });
    if (!now) return { outcome: 'refused', record: now, reason: 'The order is gone.' };
    if (now.order.paymentStatus === 'Received') return { outcome: 'already-received', record: now };
    const capture = firstCapture(paypalOrder);
    if (!capture) throw new Error('a fulfilled decision without a capture');
    const closed = closedOrder(now.order.paymentStatus, capture);
    return returnCapture(deps, now, capture, paypalOrderId, closed.reason);
  }

  deps.log.info({ orderId: paid.orderId, captureId: decision.captureId }, 'order paid');
  // A segment order's files are being cut now: its answer says so (the cut was started above).
  const links = paid.segment
    ? {
        ...record.links,
        cut: {
          status: 'preparing' as const,
          rowCount: paid.segment.rowCount,
          rows: 0,
          replaced: 0,
          readyAt: null,
          files: [],
        },
      }
    : record.links;
  return { outcome: 'received', record: { order: paid, links } };
}

async function returnCapture(
  deps: SettleDeps,
  record: OrderRecord,
  capture: PayPalCapture,
  paypalOrderId: string,
  reason: string,
): Promise<Settlement> {
  const refunded = await returnUnsettledCapture(deps, record.order, capture, paypalOrderId, reason);
  return { outcome: 'returned', record, reason, refunded };
}
