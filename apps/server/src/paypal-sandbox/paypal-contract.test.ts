import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signInAs, useTestApp } from '../../test/helpers.ts';
import { PayPalContract } from '../../test/paypal-openapi.ts';
import {
  approvedOrder,
  approveInSandbox,
  capture,
  paidOrder,
  placeOrder,
  seedPackage,
  startPayPal,
  webhooksDelivered,
} from '../../test/purchase.ts';
import { paypalSandboxEvents } from '../db/schema/index.ts';
import type { SandboxExchange } from './index.ts';

/**
 * Our PayPal client and the local sandbox held against PayPal's own OpenAPI documents
 * (test/paypal-openapi): every request the shop's client sends and every answer the sandbox
 * gives while real purchases, declines, refunds and webhooks run through the shop's API. The
 * sandbox only proves our client right if it answers as PayPal documents.
 */

const ctx = useTestApp();
let contract: PayPalContract;
const exchanges: SandboxExchange[] = [];
let stopObserving: () => void;

beforeAll(async () => {
  contract = new PayPalContract();
  const sandbox = ctx.app.paypal.sandbox;
  if (!sandbox) throw new Error('the sandbox is not mounted');
  stopObserving = sandbox.observe((exchange) => exchanges.push(exchange));
});
afterAll(() => stopObserving());

const client = () => {
  const found = ctx.app.paypal.client;
  if (!found) throw new Error('no PayPal client');
  return found;
};

const parse = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The problems of every exchange seen so far, by PayPal's documents. */
function problemsOf(seen: SandboxExchange[]): string[] {
  const problems: string[] = [];
  for (const exchange of seen) {
    // OAuth (`/v1/oauth2/token`) is in none of the three documents.
    if (exchange.path === '/v1/oauth2/token') continue;
    const label = `${exchange.method} ${exchange.path} -> ${exchange.status}`;
    for (const problem of contract.checkRequest({
      method: exchange.method,
      path: exchange.path,
      headers: exchange.headers,
      body: exchange.body,
    })) {
      problems.push(`request ${label}: ${problem}`);
    }
    for (const problem of contract.checkResponse({
      method: exchange.method,
      path: exchange.path,
      status: exchange.status,
      body: parse(exchange.answer),
    })) {
      problems.push(`answer ${label}: ${problem}`);
    }
  }
  return problems;
}

describe("the validator reads PayPal's documents", () => {
  it('finds the operations and refuses what breaks their schemas', () => {
    expect(contract.operation('POST', '/v2/checkout/orders/ABC123/capture')?.template).toBe(
      '/v2/checkout/orders/{id}/capture',
    );
    const payee = (merchant_id: string) => ({
      id: 'ABC',
      status: 'CREATED',
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'default',
          amount: { currency_code: 'USD', value: '49.00' },
          payee: { merchant_id },
        },
      ],
    });
    const check = (body: unknown) =>
      contract.checkResponse({
        method: 'GET',
        path: '/v2/checkout/orders/ABC',
        status: 200,
        body,
      });
    // The sandbox answered this before issue 15: 15 characters, where PayPal allows 13.
    expect(check(payee('SANDBOXMERCHANT')).join('\n')).toMatch(/merchant_id/);
    expect(check(payee('SANDBXMERCHNT'))).toEqual([]);
    expect(
      contract.checkRequest({
        method: 'POST',
        path: '/v2/checkout/orders',
        headers: {},
        body: { intent: 'SELL', purchase_units: [] },
      }).length,
    ).toBeGreaterThan(0);
  });
});

describe("every call of a purchase, decline and refund matches PayPal's documents", () => {
  it('create, approve, capture, get, replayed and refused captures, refunds and webhooks', async () => {
    const customer = await signInAs(ctx.app, 'Customer');
    const admin = await signInAs(ctx.app, 'Admin');
    const pkg = await seedPackage(ctx.database, { packageName: 'Contract Leads' });

    // A purchase through the shop's API: create (201), capture (201), the capture event.
    const paid = await paidOrder(ctx.app, customer.cookie, pkg.id);
    await webhooksDelivered(ctx.app);

    // Read back, the same capture request id again (200), a new one (422 already captured).
    await client().getOrder(paid.paypalOrderId);
    const { paypalOrderId: retried } = await approvedOrder(ctx.app, customer.cookie, pkg.id);
    expect((await client().captureOrder(retried, { requestId: 'retried-1' })).status).toBe(201);
    expect((await client().captureOrder(retried, { requestId: 'retried-1' })).status).toBe(200);
    await expect(
      client().captureOrder(paid.paypalOrderId, { requestId: 'another-request-id' }),
    ).rejects.toMatchObject({ issue: 'ORDER_ALREADY_CAPTURED' });

    // Not approved yet (422), then declined by the card (422) and refused by PayPal (mock).
    const waiting = await placeOrder(ctx.app, customer.cookie, pkg.id);
    const waitingPayPal = await startPayPal(ctx.app, customer.cookie, waiting._id);
    await expect(
      client().captureOrder(waitingPayPal, { requestId: 'too-early' }),
    ).rejects.toMatchObject({ issue: 'ORDER_NOT_APPROVED' });
    await approveInSandbox(ctx.app, waitingPayPal, { declineCard: true });
    const declined = await capture(ctx.app, customer.cookie, waitingPayPal);
    expect(declined.statusCode, declined.body).not.toBe(200);
    const { paypalOrderId: refusedPayPal } = await approvedOrder(ctx.app, customer.cookie, pkg.id);
    await capture(ctx.app, customer.cookie, refusedPayPal, {
      'paypal-mock-response': JSON.stringify({ mock_application_codes: 'TRANSACTION_REFUSED' }),
    });

    // An unknown order (404).
    await expect(client().getOrder('UNKNOWN0ORDER0ID')).rejects.toMatchObject({ status: 404 });

    // A staff refund (201) and its event, then a second refund of the same capture (422).
    const refunded = await send(ctx.app, {
      method: 'POST',
      url: `/api/orders/${paid.order._id}/refund`,
      cookie: admin.cookie,
      body: { reason: 'Checked against PayPal' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await webhooksDelivered(ctx.app);
    const capturedOrder = await client().getOrder(paid.paypalOrderId);
    const sandboxCaptureId = capturedOrder.purchase_units?.[0]?.payments?.captures?.[0]?.id;
    if (!sandboxCaptureId) throw new Error('no capture id');
    await expect(
      client().refundCapture(sandboxCaptureId, { requestId: 'second-refund' }),
    ).rejects.toMatchObject({ issue: 'CAPTURE_FULLY_REFUNDED' });

    // What was seen covers each operation the shop uses, with its answers.
    const seen = new Set(
      exchanges.map(
        (exchange) =>
          `${exchange.method} ${contract.operation(exchange.method, exchange.path)?.template ?? exchange.path} ${exchange.status}`,
      ),
    );
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'POST /v2/checkout/orders 201',
        'GET /v2/checkout/orders/{id} 200',
        'GET /v2/checkout/orders/{id} 404',
        'POST /v2/checkout/orders/{id}/capture 201',
        'POST /v2/checkout/orders/{id}/capture 200',
        'POST /v2/checkout/orders/{id}/capture 422',
        'POST /v2/payments/captures/{capture_id}/refund 201',
        'POST /v2/payments/captures/{capture_id}/refund 422',
        'POST /v1/notifications/verify-webhook-signature 200',
      ]),
    );
    expect(problemsOf(exchanges)).toEqual([]);
  });

  it('sends webhook events shaped as PayPal documents them, with their resources', async () => {
    const events = await ctx.database.db.select().from(paypalSandboxEvents);
    expect(events.map((event) => event.eventType)).toEqual(
      expect.arrayContaining(['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.REFUNDED']),
    );
    const problems: string[] = [];
    for (const event of events) {
      const body = JSON.parse(event.body) as { resource: unknown };
      problems.push(...contract.checkSchema('webhooks', 'event', body));
      const resource = event.eventType === 'PAYMENT.CAPTURE.REFUNDED' ? 'refund' : 'capture-2';
      problems.push(...contract.checkSchema('payments', resource, body.resource));
      expect(event.deliveredAt, event.eventType).not.toBeNull();
    }
    expect(problems).toEqual([]);
  });
});
