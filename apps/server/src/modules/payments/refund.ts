import type {
  PackageKind,
  RefundOrderInput,
  RefundPreview,
  RefundResult,
} from '@leadvault/contract';
import { FREE_ORDER_PREFIX } from '@leadvault/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { orderRefunds, orders } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { type Actor, recordActivity, SHOP_ACTOR } from '../activity/index.ts';
import type { Viewer } from '../auth/index.ts';
import { applyPaymentToCredits, heldPurchaseCredits } from '../credits/index.ts';
import { issueCreditNote } from '../invoices/index.ts';
import {
  centsToPayPalValue,
  findOrderForPayment,
  ORDER_NOT_FOUND,
  type OrderEmailDeps,
  type OrderRow,
  payableCents,
  payPalValueToCents,
  queueRefundEmail,
  toOrderFromRecord,
} from '../orders/index.ts';
import { PAYPAL_ACTOR } from './actors.ts';
import type { SettleDeps } from './deps.ts';
import { type PayPalCapture, PayPalError, type PayPalRefund } from './paypal-client.ts';

/** What is known about a refund PayPal made: from its API answer or from its webhook event. */
export type RefundFacts = {
  /** The refunded capture: our order's transactionId. */
  captureId?: string;
  /** Used to find the order when the capture id is not known. */
  paypalOrderId?: string;
  /** PayPal's refund id. */
  refundId?: string;
  amountCents?: number;
  /** The webhook event that reported the refund, when one did. */
  eventType?: string;
};

export type MarkRefundedResult =
  /** This call moved the order from Received to Refunded and recorded it. */
  | { outcome: 'refunded'; order: OrderRow }
  /** Already Refunded (the webhook after our own refund, a second delivery): nothing changed. */
  | { outcome: 'already-refunded'; order: OrderRow }
  /** The order was not paid (e.g. a capture returned because the order was cancelled). */
  | { outcome: 'not-received'; order: OrderRow }
  | { outcome: 'no-order' };

async function findOrderOfRefund(tx: DbOrTx, facts: RefundFacts): Promise<OrderRow | undefined> {
  const matches = [
    facts.captureId ? eq(orders.transactionId, facts.captureId) : undefined,
    facts.paypalOrderId ? eq(orders.paypalOrderId, facts.paypalOrderId) : undefined,
  ].filter((match) => match !== undefined);
  for (const match of matches) {
    const [order] = await tx.select().from(orders).where(match).for('update').limit(1);
    if (order) return order;
  }
  return undefined;
}

/** A refunded order is no longer Completed (or Delivered): its purchase is undone. */
const REFUNDED_ORDER_STATUS = 'Cancelled';

/**
 * THE one place an order becomes Refunded after PayPal returned its money: called by the back
 * office's refund and by the PAYMENT.CAPTURE.REFUNDED / REVERSED webhook, in the caller's
 * transaction. Only a Received order changes (which withdraws its access links, takes back a
 * credit pack's unspent credits, cancels the order and mails the customer); a second call
 * for the same refund (our answer and PayPal's webhook, a redelivery) finds it Refunded and
 * changes nothing. The activity entry names whoever asked for the refund in the back office
 * (with their reason), or PayPal for refunds made outside the shop.
 *
 * Anything else a refund must undo (e.g. credits the order granted) belongs here, in `tx`.
 */
export async function markOrderRefunded(
  tx: DbOrTx,
  facts: RefundFacts,
  mail: OrderEmailDeps,
): Promise<MarkRefundedResult> {
  const order = await findOrderOfRefund(tx, facts);
  if (!order) return { outcome: 'no-order' };
  if (order.paymentStatus === 'Refunded') return { outcome: 'already-refunded', order };
  if (order.paymentStatus !== 'Received') return { outcome: 'not-received', order };

  const captureId = order.transactionId ?? facts.captureId;
  const [intent] = captureId
    ? await tx.select().from(orderRefunds).where(eq(orderRefunds.captureId, captureId)).limit(1)
    : [];
  const now = new Date();
  const [row] = await tx
    .update(orders)
    .set({ paymentStatus: 'Refunded', orderStatus: REFUNDED_ORDER_STATUS, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'Received')))
    .returning();
  if (!row) return { outcome: 'already-refunded', order };

  const amountCents = facts.amountCents ?? payableCents(order);
  if (captureId) {
    const completed = {
      status: 'completed',
      paypalRefundId: facts.refundId ?? null,
      amountCents,
      completedAt: now,
    };
    await tx
      .insert(orderRefunds)
      .values({ captureId, orderId: order.id, kind: 'paypal', ...completed })
      .onConflictDoUpdate({ target: orderRefunds.captureId, set: completed });
  }
  const actor: Actor =
    intent?.requestedByUserId && intent.requestedByEmail
      ? { user: { id: intent.requestedByUserId, email: intent.requestedByEmail } }
      : PAYPAL_ACTOR;
  const reason = intent?.reason ?? undefined;
  const statuses = `Payment Received → Refunded, order ${order.orderStatus} → ${REFUNDED_ORDER_STATUS}`;
  await recordActivity(tx, actor, {
    action: 'order.status',
    entity: 'order',
    entityId: order.id,
    summary: reason ? `${statuses}: ${reason}` : statuses,
    details: {
      paymentStatus: { from: 'Received', to: 'Refunded' },
      orderStatus: { from: order.orderStatus, to: REFUNDED_ORDER_STATUS },
      captureId,
      refundId: facts.refundId,
      amount: centsToPayPalValue(amountCents),
      ...(reason ? { reason } : {}),
      ...(facts.eventType ? { event: facts.eventType } : {}),
    },
  });
  const credits = await heldPurchaseCredits(tx, { userId: row.customerUserId, orderId: row.id });
  await applyPaymentToCredits(tx, row, { from: 'Received', to: 'Refunded', actor });
  await issueCreditNote(tx, row);
  await queueRefundEmail(tx, mail, row, amountCents, credits);
  return { outcome: 'refunded', order: row };
}

/** A refund PayPal did not make: its reason, for the staff member; nothing changed here. */
function refusedRefund(error: unknown, deps: Pick<SettleDeps, 'log'>): HttpError {
  if (!(error instanceof PayPalError)) throw error;
  const because = error.details[0]?.description ?? error.message;
  if (error.status >= 400 && error.status < 500) {
    return new HttpError(
      422,
      error.issue ?? 'REFUND_REFUSED',
      `PayPal refused the refund: ${because}`,
    );
  }
  deps.log.error(
    { status: error.status, name: error.errorName, debugId: error.debugId, message: error.message },
    'PayPal refund failed',
  );
  return new HttpError(
    502,
    'PAYPAL_UNAVAILABLE',
    `PayPal could not refund the payment now: ${because} Nothing was changed; please try again in a moment.`,
  );
}

const refundAmountCents = (refund: PayPalRefund, fallback: number) =>
  payPalValueToCents(refund.amount?.value) ?? fallback;

/**
 * `POST /api/orders/:id/refund`: the back office returns a Received order's whole payment
 * through PayPal, then marks it Refunded. The request is written down first (who, why), so
 * whichever of PayPal's answer and its webhook arrives first records it as this person's refund.
 * The PayPal-Request-Id comes from the order and its capture: a retry or a double click is the
 * same refund at PayPal. A refund PayPal refuses changes nothing and answers PayPal's reason.
 */
export async function refundOrder(
  deps: SettleDeps,
  viewer: Viewer,
  id: string,
  input: RefundOrderInput,
  options: { mockResponse?: string } = {},
): Promise<RefundResult> {
  const record = isUuid(id) ? await findOrderForPayment(deps.db, { id }) : undefined;
  if (!record) throw notFound(ORDER_NOT_FOUND);
  const { order } = record;
  if (order.paymentStatus === 'Refunded') {
    throw new HttpError(409, 'ALREADY_REFUNDED', 'This payment has already been refunded.');
  }
  if (order.paymentStatus !== 'Received') {
    throw conflict(`Only a received payment can be refunded; this one is ${order.paymentStatus}.`);
  }
  const captureId = order.transactionId;
  if (captureId?.startsWith(FREE_ORDER_PREFIX)) {
    throw new HttpError(
      409,
      'NO_PAYPAL_CAPTURE',
      'This order was paid in full by a discount code: there is no PayPal payment to refund. Change the payment status instead.',
    );
  }
  if (!captureId) {
    throw new HttpError(
      409,
      'NO_PAYPAL_CAPTURE',
      'This order has no PayPal payment to refund: it was marked Received by hand. Return the money outside PayPal, then change the payment status.',
    );
  }

  const requested = {
    kind: 'staff',
    reason: input.reason,
    requestedByUserId: viewer.user.id,
    requestedByEmail: viewer.user.email,
  };
  await deps.db
    .insert(orderRefunds)
    .values({ captureId, orderId: order.id, status: 'requested', ...requested })
    .onConflictDoUpdate({
      target: orderRefunds.captureId,
      set: requested,
      where: eq(orderRefunds.status, 'requested'),
    });
  const forgetRequest = () =>
    deps.db
      .delete(orderRefunds)
      .where(and(eq(orderRefunds.captureId, captureId), eq(orderRefunds.status, 'requested')));

  let refund: PayPalRefund;
  try {
    refund = await deps.paypal.refundCapture(captureId, {
      requestId: `refund-${order.id}-${captureId}`,
      mockResponse: options.mockResponse,
    });
  } catch (error) {
    // PayPal answered "no": nothing happened there. Without an answer (timeout, outage) the
    // refund may have gone through, and the request stays for the webhook to find.
    if (error instanceof PayPalError && error.status >= 400 && error.status < 500) {
      await forgetRequest();
    }
    throw refusedRefund(error, deps);
  }
  if (refund.status === 'FAILED' || refund.status === 'CANCELLED') {
    await forgetRequest();
    const why = refund.status_details?.reason ? ` (${refund.status_details.reason})` : '';
    throw new HttpError(
      422,
      'REFUND_FAILED',
      `PayPal refused the refund: the refund is ${refund.status}${why}.`,
    );
  }

  const amountCents = refundAmountCents(refund, payableCents(order));
  const marked = await deps.db.transaction((tx) =>
    markOrderRefunded(tx, { captureId, refundId: refund.id, amountCents }, deps),
  );
  deps.log.info(
    { orderId: order.orderId, refundId: refund.id, outcome: marked.outcome },
    'order refunded from the back office',
  );
  const now = await findOrderForPayment(deps.db, { id: order.id });
  if (!now) throw notFound(ORDER_NOT_FOUND);
  return {
    ...toOrderFromRecord(now),
    refund: {
      id: refund.id,
      status: refund.status,
      amount: amountCents / 100,
    },
  };
}

/**
 * `GET /api/orders/:id/refund-preview`: what refunding this order would take back, for the
 * Admin's confirmation. Reads only; the refund itself decides again in its own transaction.
 */
export async function previewRefund(db: DbOrTx, id: string): Promise<RefundPreview> {
  const record = isUuid(id) ? await findOrderForPayment(db, { id }) : undefined;
  if (!record) throw notFound(ORDER_NOT_FOUND);
  const { order } = record;
  return {
    amount: payableCents(order) / 100,
    packageKind: order.packageKind as PackageKind,
    credits:
      order.packageKind === 'credit_pack'
        ? await heldPurchaseCredits(db, { userId: order.customerUserId, orderId: order.id })
        : null,
  };
}

/**
 * Gives back a capture that cannot pay for its order (the order was cancelled or changed while
 * PayPal captured). Safe to run from the capture and the webhook at once: the PayPal-Request-Id
 * is the capture's, so PayPal refunds once, and the refund row (keyed by capture) lets exactly
 * one caller write the activity entry. Answers whether the money is back with the buyer.
 */
export async function returnUnsettledCapture(
  deps: SettleDeps,
  order: OrderRow,
  capture: PayPalCapture,
  paypalOrderId: string,
  reason: string,
): Promise<boolean> {
  const amount = capture.amount ?? { currency_code: 'USD', value: '0.00' };
  const facts = { captureId: capture.id, paypalOrderId, amount: amount.value, reason };
  let refund: PayPalRefund;
  try {
    refund = await deps.paypal.refundCapture(capture.id, {
      requestId: `refund-unsettled-${capture.id}`,
    });
  } catch (error) {
    // Refunded by another request already (e.g. at PayPal's dashboard): the money is back.
    if (error instanceof PayPalError && error.issue === 'CAPTURE_FULLY_REFUNDED') return true;
    deps.log.error(
      { err: error, orderId: order.orderId, captureId: capture.id },
      'a captured payment that cannot settle could not be refunded',
    );
    await recordActivity(deps.db, SHOP_ACTOR, {
      action: 'order.refund-failed',
      entity: 'order',
      entityId: order.id,
      summary: `Captured payment ${capture.id} (${amount.value} ${amount.currency_code}) could not be refunded automatically; refund it at PayPal. ${reason}`,
      details: { ...facts, error: error instanceof Error ? error.message : String(error) },
    });
    return false;
  }

  await deps.db.transaction(async (tx) => {
    const [first] = await tx
      .insert(orderRefunds)
      .values({
        captureId: capture.id,
        orderId: order.id,
        kind: 'unsettled',
        status: 'completed',
        reason,
        paypalRefundId: refund.id,
        amountCents: refundAmountCents(refund, payPalValueToCents(amount.value) ?? 0),
        completedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ captureId: orderRefunds.captureId });
    if (!first) return;
    await recordActivity(tx, SHOP_ACTOR, {
      action: 'order.refund',
      entity: 'order',
      entityId: order.id,
      summary: `Captured payment refunded at PayPal (${amount.value} ${amount.currency_code}): ${reason}`,
      details: { ...facts, currency: amount.currency_code, refundId: refund.id },
    });
  });
  deps.log.warn(
    { orderId: order.orderId, captureId: capture.id, refundId: refund.id },
    'captured payment refunded: it could not settle the order',
  );
  return true;
}
