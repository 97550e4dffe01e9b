/**
 * The shapes of the sandbox's answers, as PayPal's OpenAPI documents give them: orders,
 * captures, refunds and their HATEOAS links, built from the stored rows.
 */
import type {
  paypalSandboxCaptures,
  paypalSandboxOrders,
  SandboxPayer,
  SandboxPurchaseUnit,
} from '../db/schema/index.ts';
import { fromCents } from './values.ts';

export type SandboxCapture = typeof paypalSandboxCaptures.$inferSelect;

/** An order as the approval page and the API read it. */
export type SandboxOrder = {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  unit: SandboxPurchaseUnit;
  brandName: string | undefined;
  returnUrl: string | undefined;
  cancelUrl: string | undefined;
  payer: SandboxPayer | undefined;
  capture: SandboxCapture | undefined;
  declineNextCapture: boolean;
  createTime: string;
  updateTime: string;
};

export type SandboxAnswer = { status: number; body: unknown };

/** One call to the sandbox's REST API and its answer, as they went over the wire. */
export type SandboxExchange = {
  method: string;
  /** The API path, without the sandbox's mount point: `/v2/checkout/orders/…/capture`. */
  path: string;
  headers: Record<string, string>;
  /** The request body as parsed (`{}` for an empty JSON body), undefined without one. */
  body: unknown;
  status: number;
  /** The answer's text. */
  answer: string;
};

export type OrderRow = typeof paypalSandboxOrders.$inferSelect;

/** The sandbox merchant's account id, shaped like PayPal's. */
export const SANDBOX_MERCHANT_ID = 'SANDBXMERCHNT';
const PAYEE = { email_address: 'merchant@sandbox.example', merchant_id: SANDBOX_MERCHANT_ID };

export function toOrder(row: OrderRow, capture: SandboxCapture | undefined): SandboxOrder {
  return {
    id: row.id,
    intent: 'CAPTURE',
    status: row.status as SandboxOrder['status'],
    unit: row.purchaseUnit,
    brandName: row.brandName ?? undefined,
    returnUrl: row.returnUrl ?? undefined,
    cancelUrl: row.cancelUrl ?? undefined,
    payer: row.payer ?? undefined,
    capture,
    declineNextCapture: row.declineNextCapture,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

export function orderLinks(baseUrl: string, order: SandboxOrder) {
  const self = `${baseUrl}/v2/checkout/orders/${order.id}`;
  return [
    { href: self, rel: 'self', method: 'GET' },
    { href: `${baseUrl}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
    { href: self, rel: 'update', method: 'PATCH' },
    { href: `${self}/capture`, rel: 'capture', method: 'POST' },
  ];
}

export function orderBody(baseUrl: string, order: SandboxOrder) {
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    ...(order.payer
      ? {
          payment_source: {
            paypal: {
              email_address: order.payer.email_address,
              account_id: order.payer.payer_id,
              account_status: 'VERIFIED',
              name: order.payer.name,
            },
          },
          payer: order.payer,
        }
      : {}),
    purchase_units: [
      {
        ...order.unit,
        payee: PAYEE,
        ...(order.capture ? { payments: { captures: [captureBody(baseUrl, order.capture)] } } : {}),
      },
    ],
    create_time: order.createTime,
    update_time: order.updateTime,
    links:
      order.status === 'COMPLETED'
        ? [{ href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }]
        : orderLinks(baseUrl, order),
  };
}

export function captureBody(baseUrl: string, capture: SandboxCapture) {
  const cents = capture.amountCents;
  const fee = Math.round(cents * 0.0349) + 49;
  const currency = capture.currencyCode;
  const amount = { currency_code: currency, value: fromCents(cents) };
  return {
    id: capture.id,
    status: capture.status,
    amount,
    final_capture: true,
    seller_protection: {
      status: 'ELIGIBLE',
      dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
    },
    seller_receivable_breakdown: {
      gross_amount: amount,
      paypal_fee: { currency_code: currency, value: fromCents(fee) },
      net_amount: { currency_code: currency, value: fromCents(Math.max(0, cents - fee)) },
    },
    ...(capture.customId ? { custom_id: capture.customId } : {}),
    ...(capture.invoiceId ? { invoice_id: capture.invoiceId } : {}),
    links: [
      { href: `${baseUrl}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
      {
        href: `${baseUrl}/v2/payments/captures/${capture.id}/refund`,
        rel: 'refund',
        method: 'POST',
      },
      {
        href: `${baseUrl}/v2/checkout/orders/${capture.orderId}`,
        rel: 'up',
        method: 'GET',
      },
    ],
    create_time: capture.createdAt.toISOString(),
    update_time: capture.updatedAt.toISOString(),
  };
}

/** Payments v2 refund, as `captures.refund` answers it. */
export function refundBody(
  baseUrl: string,
  refund: { id: string; cents: number; time: Date },
  capture: SandboxCapture & { refundedCents: number },
) {
  const money = (cents: number) => ({
    currency_code: capture.currencyCode,
    value: fromCents(cents),
  });
  return {
    id: refund.id,
    status: 'COMPLETED',
    amount: money(refund.cents),
    ...(capture.invoiceId ? { invoice_id: capture.invoiceId } : {}),
    ...(capture.customId ? { custom_id: capture.customId } : {}),
    seller_payable_breakdown: {
      gross_amount: money(refund.cents),
      paypal_fee: { currency_code: capture.currencyCode, value: '0.00' },
      net_amount: money(refund.cents),
      total_refunded_amount: money(capture.refundedCents),
    },
    payer: PAYEE,
    create_time: refund.time.toISOString(),
    update_time: refund.time.toISOString(),
    links: [
      { href: `${baseUrl}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${baseUrl}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
    ],
  };
}
