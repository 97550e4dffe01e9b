import type {
  AdminPaymentSetting,
  PaymentResult,
  UpdatePaymentSettingInput,
} from '@leadvault/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/index.ts';
import { orders, paymentSettings } from '../../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/route-schema.ts';
import { recordActivity } from '../activity/index.ts';
import type { Viewer } from '../auth/index.ts';
import {
  centsToPayPalValue,
  claimCapture,
  findOwnOrder,
  findReadableOrder,
  ORDER_NOT_FOUND,
  type OrderRecord,
  type OrderRow,
  payableCents,
  releaseCapture,
  toOrderFromRecord,
} from '../orders/index.ts';
import type { SettleDeps } from './deps.ts';
import { PayPalError } from './paypal-client.ts';
import type { PayPalSetup } from './paypal-setup.ts';
import { type Settlement, settlePayPalOrder } from './settle.ts';

export const paymentsNotConfigured = () =>
  new HttpError(503, 'PAYMENTS_NOT_CONFIGURED', 'PayPal configuration not available');

/** Turns PayPal's refusals into answers the pay page can show; PayPal outages into 502. */
function fromPayPalError(error: unknown, deps: Pick<SettleDeps, 'log'>): unknown {
  if (!(error instanceof PayPalError)) return error;
  if (error.status === 422 && error.issue === 'INSTRUMENT_DECLINED') {
    return new HttpError(
      422,
      'INSTRUMENT_DECLINED',
      'The card or account was declined. Please choose another way to pay.',
    );
  }
  if (error.status === 422) {
    const detail = error.details[0];
    return new HttpError(
      422,
      error.issue ?? 'PAYMENT_REFUSED',
      detail?.description ?? error.message,
    );
  }
  if (error.status === 404) return notFound('PayPal does not know this payment.');
  deps.log.error(
    { status: error.status, name: error.errorName, debugId: error.debugId, message: error.message },
    'PayPal call failed',
  );
  return new HttpError(
    502,
    'PAYPAL_UNAVAILABLE',
    'PayPal could not process the request. Please try again in a moment.',
  );
}

function notPending(record: OrderRecord): HttpError {
  return conflict(`This order cannot be paid: its payment is ${record.order.paymentStatus}.`);
}

/** The answer of a capture or of payment-received, from what settling did. */
function paymentResult(settlement: Settlement): PaymentResult {
  switch (settlement.outcome) {
    case 'received':
      return { ...toOrderFromRecord(settlement.record), alreadyReceived: false };
    case 'already-received':
      return { ...toOrderFromRecord(settlement.record), alreadyReceived: true };
    case 'not-captured':
      if (settlement.captureStatus === 'REFUNDED') {
        throw new HttpError(
          409,
          'PAYMENT_REFUNDED',
          'This payment was refunded to you at PayPal; the order was not paid.',
        );
      }
      if (settlement.captureStatus === 'DECLINED' || settlement.captureStatus === 'FAILED') {
        throw new HttpError(422, 'PAYMENT_DECLINED', settlement.reason);
      }
      throw new HttpError(409, 'PAYMENT_NOT_CAPTURED', settlement.reason);
    case 'returned':
      if (settlement.refunded) {
        throw new HttpError(
          409,
          'PAYMENT_REFUNDED',
          `${settlement.reason} The payment was refunded to you at PayPal.`,
        );
      }
      throw new HttpError(
        409,
        'PAYMENT_NOT_SETTLED',
        `${settlement.reason} The payment could not be refunded automatically; our staff have been told and will refund it.`,
      );
    case 'refused':
      throw conflict(settlement.reason);
  }
}

/**
 * What PayPal is asked to take: the order's price less its discount. With a discount the amount
 * carries its breakdown (item_total − discount = value), so the buyer sees both at PayPal.
 */
export function payPalAmount(order: Pick<OrderRow, 'packagePriceCents' | 'discountCents'>) {
  const money = (cents: number) => ({ currency_code: 'USD', value: centsToPayPalValue(cents) });
  const amount = money(payableCents(order));
  if (order.discountCents <= 0) return amount;
  return {
    ...amount,
    breakdown: { item_total: money(order.packagePriceCents), discount: money(order.discountCents) },
  };
}

/** PayPal order for the buyer's Pending order, priced from the database. Answers PayPal's id. */
export async function startPayPalPayment(
  deps: SettleDeps,
  viewer: Viewer,
  orderId: string,
): Promise<{ id: string }> {
  const record = await findOwnOrder(deps.db, viewer, { id: orderId });
  if (!record) throw notFound(ORDER_NOT_FOUND);
  const { order } = record;
  if (order.paymentStatus === 'Received') {
    throw new HttpError(409, 'ALREADY_RECEIVED', 'Payment has already been received.');
  }
  if (order.paymentStatus !== 'Pending') throw notPending(record);

  const payPage = `${deps.publicUrl}/pay-now/${order.id}`;
  let paypalOrderId: string;
  try {
    const created = await deps.paypal.createOrder({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: order.orderId,
          amount: payPalAmount(order),
          custom_id: order.id,
          invoice_id: order.orderId,
          description: `${order.packageName} - ${order.orderId}`.slice(0, 127),
        },
      ],
      application_context: {
        brand_name: 'LeadVault',
        shipping_preference: 'NO_SHIPPING',
        user_action: 'PAY_NOW',
        // Used by the sandbox's same-window flow (and PayPal's redirect fallback).
        return_url: `${payPage}?paypal=approved`,
        cancel_url: `${payPage}?paypal=cancelled`,
      },
    });
    paypalOrderId = created.id;
  } catch (error) {
    throw fromPayPalError(error, deps);
  }

  // A newer PayPal order replaces an older, unpaid one: only the newest can be captured here.
  const [updated] = await deps.db
    .update(orders)
    .set({ paypalOrderId, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'Pending')))
    .returning({ id: orders.id });
  if (!updated) throw conflict('This order is no longer awaiting payment.');
  return { id: paypalOrderId };
}

/**
 * Captures the buyer's approved PayPal order and settles it. The PayPal-Request-Id is derived
 * from our order, PayPal's and the number of declined captures so far: a retried or concurrent
 * capture is the same request to PayPal, which captures once and replays its answer, while the
 * capture after a declined card (and the buyer's new choice) is a new request, not a replay of
 * the decline.
 */
export async function capturePayPalPayment(
  deps: SettleDeps,
  viewer: Viewer,
  paypalOrderId: string,
  options: { mockResponse?: string } = {},
): Promise<PaymentResult> {
  const record = await findOwnOrder(deps.db, viewer, { paypalOrderId });
  if (!record) throw notFound(ORDER_NOT_FOUND);
  if (record.order.paymentStatus === 'Received') {
    return { ...toOrderFromRecord(record), alreadyReceived: true };
  }
  if (record.order.paymentStatus !== 'Pending') throw notPending(record);

  // Claimed before PayPal takes the money, released once the order is settled: a cancel in
  // between is refused instead of closing an order that is being paid.
  const claimedAt = await claimCapture(deps.db, record.order.id);
  if (!claimedAt) {
    const now = await findOwnOrder(deps.db, viewer, { id: record.order.id });
    if (now?.order.paymentStatus === 'Received') {
      return { ...toOrderFromRecord(now), alreadyReceived: true };
    }
    throw notPending(now ?? record);
  }
  try {
    return await captureAndSettle(deps, viewer, record, paypalOrderId, options);
  } finally {
    await releaseCapture(deps.db, record.order.id, claimedAt);
  }
}

async function captureAndSettle(
  deps: SettleDeps,
  viewer: Viewer,
  record: OrderRecord,
  paypalOrderId: string,
  options: { mockResponse?: string },
): Promise<PaymentResult> {
  const byViewer = { ...deps, actor: viewer };
  let settlement: Settlement;
  try {
    const { order } = await byViewer.paypal.captureOrder(paypalOrderId, {
      requestId: `capture-${record.order.id}-${paypalOrderId}-${record.order.captureAttempt}`,
      mockResponse: options.mockResponse,
    });
    settlement = await settlePayPalOrder(byViewer, paypalOrderId, order, record);
  } catch (error) {
    // Captured by an earlier request (another tab, a lost answer): settle from what PayPal says.
    if (error instanceof PayPalError && error.issue === 'ORDER_ALREADY_CAPTURED') {
      settlement = await settleOrThrow(byViewer, paypalOrderId);
    } else {
      if (error instanceof PayPalError && error.issue === 'INSTRUMENT_DECLINED') {
        await countDeclinedCapture(deps.db, record.order);
      }
      throw fromPayPalError(error, deps);
    }
  }
  return paymentResult(settlement);
}

/** Moves the order to its next capture attempt, once however many declines race here. */
async function countDeclinedCapture(db: Db, order: { id: string; captureAttempt: number }) {
  await db
    .update(orders)
    .set({ captureAttempt: sql`${orders.captureAttempt} + 1` })
    .where(and(eq(orders.id, order.id), eq(orders.captureAttempt, order.captureAttempt)));
}

/**
 * `PUT /api/payment-received/:id`: never trusts the body. Asks PayPal about the order's PayPal
 * payment and settles from its answer; an uncaptured payment changes nothing (409).
 */
export async function confirmPayment(
  deps: SettleDeps,
  viewer: Viewer,
  id: string,
): Promise<PaymentResult> {
  const record = await findReadableOrder(deps.db, viewer, id);
  if (!record) throw notFound(ORDER_NOT_FOUND);
  if (record.order.paymentStatus === 'Received') {
    return { ...toOrderFromRecord(record), alreadyReceived: true };
  }
  if (!record.order.paypalOrderId) {
    throw new HttpError(
      409,
      'PAYMENT_NOT_CAPTURED',
      'No PayPal payment has been made for this order yet.',
    );
  }
  return paymentResult(await settleOrThrow({ ...deps, actor: viewer }, record.order.paypalOrderId));
}

async function settleOrThrow(deps: SettleDeps, paypalOrderId: string): Promise<Settlement> {
  try {
    return await settlePayPalOrder(deps, paypalOrderId);
  } catch (error) {
    if (error instanceof PayPalError && error.status === 404) {
      throw new HttpError(409, 'PAYMENT_NOT_CAPTURED', 'PayPal has no record of this payment.');
    }
    throw fromPayPalError(error, deps);
  }
}

// -- the back office's payment setting (docs/decisions/007-payment-client-id.md) -----------

const PAYMENT_SETTING_NOT_FOUND = 'No payment information found';

type PaymentSettingRow = typeof paymentSettings.$inferSelect;

function toAdminPaymentSetting(row: PaymentSettingRow, paypal: PayPalSetup): AdminPaymentSetting {
  const activeClientId = paypal.clientId ?? '';
  return {
    _id: row.id,
    email: row.email,
    activeClientId,
    mode: paypal.sandbox ? 'sandbox' : paypal.client ? 'paypal' : 'off',
    inUse: row.email !== '' && row.email === activeClientId,
  };
}

/** The stored payment setting (the first record) beside the client id checkout uses. */
export async function listPaymentSettings(
  db: DbOrTx,
  paypal: PayPalSetup,
): Promise<AdminPaymentSetting[]> {
  const rows = await db
    .select()
    .from(paymentSettings)
    .orderBy(asc(paymentSettings.position), asc(paymentSettings.createdAt))
    .limit(1);
  return rows.map((row) => toAdminPaymentSetting(row, paypal));
}

/**
 * Stores the client id the admin typed. Checkout keeps loading PayPal with the configured client
 * id, which must match the configured secret; the answer says whether the two are the same.
 */
export async function updatePaymentSetting(
  db: Db,
  paypal: PayPalSetup,
  viewer: Viewer,
  id: string,
  input: UpdatePaymentSettingInput,
): Promise<AdminPaymentSetting> {
  if (!isUuid(id)) throw notFound(PAYMENT_SETTING_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(paymentSettings)
      .where(eq(paymentSettings.id, id))
      .for('update');
    if (!current) throw notFound(PAYMENT_SETTING_NOT_FOUND);
    const [row] = await tx
      .update(paymentSettings)
      .set({ email: input.email, updatedAt: new Date() })
      .where(eq(paymentSettings.id, id))
      .returning();
    if (!row) throw notFound(PAYMENT_SETTING_NOT_FOUND);
    if (current.email !== row.email) {
      await recordActivity(tx, viewer, {
        action: 'payment.clientId',
        entity: 'paymentSetting',
        entityId: id,
        summary: 'PayPal client id changed',
        // Client ids are public (they are in every checkout page), so both may be kept.
        details: { email: { from: current.email, to: row.email } },
      });
    }
    return toAdminPaymentSetting(row, paypal);
  });
}
