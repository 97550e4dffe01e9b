import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, type SignedIn, send, useTestApp } from '../../../test/helpers.ts';
import { approvedOrder, capture, seedPackage, webhooksDelivered } from '../../../test/purchase.ts';
import { schema } from '../../db/index.ts';
import { PayPalError } from './paypal-client.ts';

const ctx = useTestApp({ people: { owner: 'Customer', admin: 'Admin' } });
let packageId: string;

beforeAll(async () => {
  packageId = (await seedPackage(ctx.database)).id;
});

const paypal = () => {
  const client = ctx.app.paypal.client;
  if (!client) throw new Error('no PayPal client');
  return client;
};
const sandbox = () => {
  const found = ctx.app.paypal.sandbox;
  if (!found) throw new Error('the sandbox is not mounted');
  return found;
};

async function orderRow(id: string) {
  const [row] = await ctx.database.db.select().from(schema.orders).where(eq(schema.orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** What PayPal holds for this PayPal order: its capture's status, if any. */
async function captureAtPayPal(paypalOrderId: string) {
  const order = await paypal().getOrder(paypalOrderId);
  return order.purchase_units?.[0]?.payments?.captures?.[0];
}

async function refundEntries(orderId: string) {
  return ctx.database.rows<{ action: string; summary: string; details: Record<string, unknown> }>(
    sql`select action, summary, details from activity_log
        where entity_id = ${orderId} and action = 'order.refund' order by seq`,
  );
}

const cancelAs = (who: SignedIn, orderId: string) =>
  send(ctx.app, {
    method: 'PUT',
    url: `/api/payment-cancelled/${orderId}`,
    cookie: who.cookie,
    body: {},
  });

describe('a capture and a cancel at the same moment', () => {
  it('never ends Cancelled with the money kept at PayPal (15 rounds, customer and staff cancels)', async () => {
    const outcomes = { received: 0, cancelledBeforeCapture: 0, cancelledAndRefunded: 0 };
    for (let round = 0; round < 15; round += 1) {
      const { order, paypalOrderId } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
      const canceller = round % 2 === 0 ? ctx.owner : ctx.admin;
      // Fired together, in both orders: which one the server starts first varies.
      const [captured, cancelled] =
        round % 3 === 2
          ? (
              await Promise.all([
                cancelAs(canceller, order._id),
                capture(ctx.app, ctx.owner.cookie, paypalOrderId),
              ])
            ).reverse()
          : await Promise.all([
              capture(ctx.app, ctx.owner.cookie, paypalOrderId),
              cancelAs(canceller, order._id),
            ]);
      if (!captured || !cancelled) throw new Error('missing answer');
      await webhooksDelivered(ctx.app);
      const row = await orderRow(order._id);
      const held = await captureAtPayPal(paypalOrderId);
      const why = `round ${round}: capture ${captured.statusCode} ${captured.body}, cancel ${cancelled.statusCode} ${cancelled.body}, order ${row.paymentStatus}, PayPal capture ${held?.status}`;

      if (row.paymentStatus === 'Received') {
        expect(held?.status, why).toBe('COMPLETED');
        expect(row.transactionId, why).toBe(held?.id);
        expect(captured.statusCode, why).toBe(200);
        expectError(cancelled, 409);
        outcomes.received += 1;
        continue;
      }
      expect(row.paymentStatus, why).toBe('Cancelled');
      expect(cancelled.statusCode, why).toBe(200);
      if (held === undefined) {
        outcomes.cancelledBeforeCapture += 1;
        continue;
      }
      // Money taken after all: it went straight back, and the log says so.
      expect(held.status, why).toBe('REFUNDED');
      const entries = await refundEntries(order._id);
      expect(entries, why).toHaveLength(1);
      expect(entries[0]?.details).toMatchObject({ captureId: held.id, amount: '49.00' });
      outcomes.cancelledAndRefunded += 1;
    }
    expect(
      outcomes.received + outcomes.cancelledBeforeCapture + outcomes.cancelledAndRefunded,
    ).toBe(15);
  }, 60_000);
});

/** Sets the order's capture claim as a capture started `secondsAgo` would have left it. */
async function setCaptureClaim(orderId: string, secondsAgo: number) {
  await ctx.database.db
    .update(schema.orders)
    .set({ captureStartedAt: new Date(Date.now() - secondsAgo * 1000) })
    .where(eq(schema.orders.id, orderId));
}

/** A PAYMENT.CAPTURE.COMPLETED event as PayPal would send it, signed by the sandbox. */
function captureEvent(paypalOrderId: string, captureId: string) {
  const body = JSON.stringify({
    id: `WH-TEST-${captureId}-${Math.random().toString(36).slice(2)}`,
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource_type: 'capture',
    resource: { id: captureId, supplementary_data: { related_ids: { order_id: paypalOrderId } } },
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/paypal/webhook',
    headers: { 'content-type': 'application/json', ...sandbox().signEvent(body) },
    payload: body,
  });
}

describe('the capture claim', () => {
  it('makes cancels and status changes wait (409) while a capture is under way', async () => {
    const { order } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
    await setCaptureClaim(order._id, 1);
    const byOwner = expectError(await cancelAs(ctx.owner, order._id), 409, 'CAPTURE_IN_PROGRESS');
    expect(byOwner.message).toMatch(/being captured right now/);
    expectError(await cancelAs(ctx.admin, order._id), 409, 'CAPTURE_IN_PROGRESS');
    expectError(
      await send(ctx.app, {
        method: 'PUT',
        url: `/api/order/${order._id}`,
        cookie: ctx.admin.cookie,
        body: { paymentStatus: 'Cancelled' },
      }),
      409,
      'CAPTURE_IN_PROGRESS',
    );
    // The order status alone may still change: the payment is not touched.
    const accepted = await send(ctx.app, {
      method: 'PUT',
      url: `/api/order/${order._id}`,
      cookie: ctx.admin.cookie,
      body: { orderStatus: 'Accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await orderRow(order._id)).paymentStatus).toBe('Pending');
  });

  it('is released when the capture ends, paid or declined', async () => {
    const { order, paypalOrderId } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
    const declined = await capture(ctx.app, ctx.owner.cookie, paypalOrderId, {
      'paypal-mock-response': JSON.stringify({ mock_application_codes: 'INSTRUMENT_DECLINED' }),
    });
    expect(declined.statusCode).toBe(422);
    expect((await orderRow(order._id)).captureStartedAt).toBeNull();
    expect((await cancelAs(ctx.owner, order._id)).statusCode).toBe(200);

    const paid = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
    expect((await capture(ctx.app, ctx.owner.cookie, paid.paypalOrderId)).statusCode).toBe(200);
    expect((await orderRow(paid.order._id)).captureStartedAt).toBeNull();
  });

  it('no longer holds once it is older than the lease (a crashed capture)', async () => {
    const { order } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
    await setCaptureClaim(order._id, 10 * 60);
    expect((await cancelAs(ctx.owner, order._id)).statusCode).toBe(200);
  });
});

describe('a capture that cannot settle', () => {
  it('is refunded at once and logged with the capture id and amount, once', async () => {
    // A capture that crashed after PayPal took the money: PayPal captured, our order never heard.
    const { order, paypalOrderId } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
    sandbox().setWebhookDelivery(false);
    let captureId: string;
    try {
      const { order: captured } = await paypal().captureOrder(paypalOrderId, {
        requestId: 'crashed-capture',
      });
      captureId = captured.purchase_units?.[0]?.payments?.captures?.[0]?.id ?? '';
    } finally {
      sandbox().setWebhookDelivery(true);
    }
    await setCaptureClaim(order._id, 10 * 60);
    expect((await cancelAs(ctx.owner, order._id)).statusCode).toBe(200);

    // PayPal's event arrives (twice, at once, as separate events): the money goes back once.
    const [first, second] = await Promise.all([
      captureEvent(paypalOrderId, captureId),
      captureEvent(paypalOrderId, captureId),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    await webhooksDelivered(ctx.app);

    expect((await captureAtPayPal(paypalOrderId))?.status).toBe('REFUNDED');
    const row = await orderRow(order._id);
    expect(row).toMatchObject({ paymentStatus: 'Cancelled', orderStatus: 'Cancelled' });
    const entries = await refundEntries(order._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      summary: expect.stringContaining('Captured payment refunded at PayPal (49.00 USD)'),
      details: { captureId, amount: '49.00', currency: 'USD', paypalOrderId },
    });
    expect(entries[0]?.details.refundId).toEqual(expect.any(String));

    // The customer's payment page asking again is told the money went back.
    const again = expectError(
      await send(ctx.app, {
        method: 'PUT',
        url: `/api/payment-received/${order._id}`,
        cookie: ctx.owner.cookie,
        body: {},
      }),
      409,
      'PAYMENT_REFUNDED',
    );
    expect(again.message).toMatch(/refunded to you at PayPal/);
    expect(await refundEntries(order._id)).toHaveLength(1);
  });

  it('is logged for staff when PayPal will not refund it', async () => {
    const { order, paypalOrderId } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
    sandbox().setWebhookDelivery(false);
    try {
      const { order: captured } = await paypal().captureOrder(paypalOrderId, {
        requestId: 'crashed-capture-2',
      });
      const captureId = captured.purchase_units?.[0]?.payments?.captures?.[0]?.id ?? '';
      await setCaptureClaim(order._id, 10 * 60);
      expect((await cancelAs(ctx.owner, order._id)).statusCode).toBe(200);
      // PayPal (the outside service) failing the refund call.
      const client = paypal();
      ctx.app.paypal.client = {
        ...client,
        refundCapture: () => Promise.reject(new PayPalError(503, 'SERVICE_UNAVAILABLE', 'down')),
      };
      try {
        const answer = await captureEvent(paypalOrderId, captureId);
        expect(answer.statusCode, answer.body).toBe(200);
      } finally {
        ctx.app.paypal.client = client;
      }
    } finally {
      sandbox().setWebhookDelivery(true);
    }
    const [failed] = await ctx.database.rows<{ summary: string; actor_email: string }>(
      sql`select summary, actor_email from activity_log
          where entity_id = ${order._id} and action = 'order.refund-failed'`,
    );
    expect(failed?.summary).toMatch(/could not be refunded automatically; refund it at PayPal/);
  });
});
