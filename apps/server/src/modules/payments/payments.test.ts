import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, latestOutboxMessage, send, useTestApp } from '../../../test/helpers.ts';
import {
  approvedOrder,
  approveInSandbox,
  buildAppWith,
  capture,
  LINKS,
  outboxMessagesAbout,
  paidOrder,
  placeOrder,
  seedPackage,
  startPayPal,
  webhooksDelivered,
} from '../../../test/purchase.ts';
import { schema } from '../../db/index.ts';
import { SANDBOX_CLIENT_ID } from '../../paypal-sandbox/index.ts';

const ctx = useTestApp({ people: { owner: 'Customer', other: 'Customer', admin: 'Admin' } });
let packageId: string;

beforeAll(async () => {
  packageId = (await seedPackage(ctx.database)).id;
});

const sandbox = () => {
  const found = ctx.app.paypal.sandbox;
  if (!found) throw new Error('the sandbox is not mounted');
  return found;
};
const paypal = () => {
  const client = ctx.app.paypal.client;
  if (!client) throw new Error('no PayPal client');
  return client;
};

async function orderRow(id: string) {
  const [row] = await ctx.database.db.select().from(schema.orders).where(eq(schema.orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

describe('GET /api/payments', () => {
  it("answers the sandbox's client id and SDK to anyone when PayPal is not configured", async () => {
    const response = await send(ctx.app, { url: '/api/payments' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { _id: 'paypal', email: SANDBOX_CLIENT_ID, sdkUrl: '/sandbox/paypal/sdk/js' },
    ]);
    const [setting] = await ctx.database.db
      .insert(schema.paymentSettings)
      .values({ email: 'typed-in-the-back-office' })
      .returning();
    try {
      expect((await send(ctx.app, { url: '/api/payments' })).json()).toEqual([
        { _id: setting?.id, email: SANDBOX_CLIENT_ID, sdkUrl: '/sandbox/paypal/sdk/js' },
      ]);
    } finally {
      await ctx.database.db.delete(schema.paymentSettings);
    }
    const sdk = await ctx.app.inject({ url: '/sandbox/paypal/sdk/js?client-id=x&currency=USD' });
    expect(sdk.statusCode).toBe(200);
    expect(sdk.headers['content-type']).toMatch(/^text\/javascript/);
    expect(sdk.body).toContain('Buttons');
  });

  it("answers PayPal's client id and SDK with credentials, and mounts no sandbox", async () => {
    const app = await buildAppWith({
      PAYPAL_CLIENT_ID: 'live-client-id',
      PAYPAL_CLIENT_SECRET: 'live-secret',
    });
    try {
      expect((await send(app, { url: '/api/payments' })).json()).toEqual([
        { _id: 'paypal', email: 'live-client-id', sdkUrl: 'https://www.paypal.com/sdk/js' },
      ]);
      expect((await app.inject({ url: '/sandbox/paypal/sdk/js' })).statusCode).toBe(404);
      expect(JSON.stringify((await send(app, { url: '/api/payments' })).json())).not.toContain(
        'live-secret',
      );
    } finally {
      await app.close();
    }
  });

  it('answers an empty list and 503 on payment calls when payments are off', async () => {
    const app = await buildAppWith({ PAYPAL_SANDBOX: '0' });
    try {
      expect((await send(app, { url: '/api/payments' })).json()).toEqual([]);
      const order = await placeOrder(app, ctx.owner.cookie, packageId);
      expectError(
        await send(app, {
          method: 'POST',
          url: '/api/paypal/orders',
          cookie: ctx.owner.cookie,
          body: { orderId: order._id },
        }),
        503,
        'PAYMENTS_NOT_CONFIGURED',
      );
      expect((await app.inject({ url: '/sandbox/paypal/checkoutnow?token=x' })).statusCode).toBe(
        404,
      );
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/paypal/orders', () => {
  it('answers 401 signed out and 404 to anyone but the owner, staff included', async () => {
    const order = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    const body = { orderId: order._id };
    expectError(await send(ctx.app, { method: 'POST', url: '/api/paypal/orders', body }), 401);
    for (const stranger of [ctx.other, ctx.admin]) {
      expectError(
        await send(ctx.app, {
          method: 'POST',
          url: '/api/paypal/orders',
          cookie: stranger.cookie,
          body,
        }),
        404,
      );
    }
  });

  it("creates the PayPal order from the database's price and remembers its id", async () => {
    const order = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    const response = await send(ctx.app, {
      method: 'POST',
      url: '/api/paypal/orders',
      cookie: ctx.owner.cookie,
      body: { orderId: order._id, amount: '0.01', value: '0.01', packagePrice: 0.01 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json();
    expect(id).toMatch(/^[A-Z0-9]{17}$/);
    expect((await orderRow(order._id)).paypalOrderId).toBe(id);
    const atPayPal = await paypal().getOrder(id);
    expect(atPayPal).toMatchObject({
      status: 'CREATED',
      intent: 'CAPTURE',
      purchase_units: [
        {
          amount: { currency_code: 'USD', value: '49.00' },
          custom_id: order._id,
          invoice_id: order.orderId,
          description: `Starter Leads - ${order.orderId}`,
        },
      ],
    });
  });

  it('refuses an order that is not Pending', async () => {
    const order = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    await send(ctx.app, {
      method: 'PUT',
      url: `/api/payment-cancelled/${order._id}`,
      cookie: ctx.owner.cookie,
      body: {},
    });
    expectError(
      await send(ctx.app, {
        method: 'POST',
        url: '/api/paypal/orders',
        cookie: ctx.owner.cookie,
        body: { orderId: order._id },
      }),
      409,
    );
    const { order: paid } = await paidOrder(ctx.app, ctx.owner.cookie, packageId);
    expectError(
      await send(ctx.app, {
        method: 'POST',
        url: '/api/paypal/orders',
        cookie: ctx.owner.cookie,
        body: { orderId: paid._id },
      }),
      409,
      'ALREADY_RECEIVED',
    );
  });
});

describe('POST /api/paypal/orders/:paypalOrderId/capture', () => {
  it('answers 401 signed out and 404 to anyone but the owner', async () => {
    const { order, paypalOrderId } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
    expectError(
      await send(ctx.app, {
        method: 'POST',
        url: `/api/paypal/orders/${paypalOrderId}/capture`,
        body: {},
      }),
      401,
    );
    expectError(await capture(ctx.app, ctx.other.cookie, paypalOrderId), 404);
    expectError(await capture(ctx.app, ctx.admin.cookie, paypalOrderId), 404);
    expectError(await capture(ctx.app, ctx.owner.cookie, 'UNKNOWNPAYPALID00'), 404);
    expect((await orderRow(order._id)).paymentStatus).toBe('Pending');
  });

  it('refuses a payment the buyer has not approved, and changes nothing', async () => {
    const order = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    const paypalOrderId = await startPayPal(ctx.app, ctx.owner.cookie, order._id);
    expectError(await capture(ctx.app, ctx.owner.cookie, paypalOrderId), 422, 'ORDER_NOT_APPROVED');
    expect((await orderRow(order._id)).paymentStatus).toBe('Pending');
  });

  it('captures, marks the order Received and Completed, shows the links and mails the buyer', async () => {
    const { order, paypalOrderId } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
    const response = await capture(ctx.app, ctx.owner.cookie, paypalOrderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      _id: order._id,
      paymentStatus: 'Received',
      orderStatus: 'Completed',
      transactionId: expect.stringMatching(/^[A-Z0-9]{17}$/),
      alreadyReceived: false,
      ...LINKS,
    });
    const row = await orderRow(order._id);
    expect(row.paidAt).toBeInstanceOf(Date);
    const atPayPal = await paypal().getOrder(paypalOrderId);
    expect(atPayPal.purchase_units?.[0]?.payments?.captures?.[0]?.id).toBe(row.transactionId);

    const mail = latestOutboxMessage(ctx.dataDir).text;
    expect(mail).toContain(`To: ${ctx.owner.email}`);
    expect(mail).toContain(order.orderId);
    expect(mail).toContain('Starter Leads');
    expect(mail).toContain('$49.00');
    expect(mail).toContain('http://localhost:3000/user-dashboard/my-orders/');

    const history = await ctx.database.rows<{ actor_email: string; summary: string }>(
      sql`select actor_email, summary from activity_log where entity = 'order' and entity_id = ${order._id}`,
    );
    expect(history).toEqual([
      {
        actor_email: ctx.owner.email,
        summary: 'Payment Pending → Received, order Pending → Completed',
      },
    ]);

    // The capture again (a retry after a lost answer) changes nothing.
    const again = await capture(ctx.app, ctx.owner.cookie, paypalOrderId);
    expect(again.json()).toMatchObject({ alreadyReceived: true, transactionId: row.transactionId });
  });

  it('captures once when the same order is captured 20 times at once', async () => {
    const { order, paypalOrderId } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => capture(ctx.app, ctx.owner.cookie, paypalOrderId)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => body.alreadyReceived === false)).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.transactionId)).size).toBe(1);
    await webhooksDelivered(ctx.app);

    const rows = await ctx.database.rows<{ payment_status: string; transaction_id: string }>(
      sql`select payment_status, transaction_id from orders where id = ${order._id}`,
    );
    expect(rows).toEqual([{ payment_status: 'Received', transaction_id: bodies[0].transactionId }]);
    const atPayPal = await paypal().getOrder(paypalOrderId);
    expect(atPayPal.purchase_units?.[0]?.payments?.captures).toHaveLength(1);
    expect(outboxMessagesAbout(ctx.dataDir, order.orderId)).toHaveLength(1);
  });

  it('tells the buyer about a declined card and leaves the order Pending to pay again', async () => {
    const { order, paypalOrderId } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
    const declined = await capture(ctx.app, ctx.owner.cookie, paypalOrderId, {
      'PayPal-Mock-Response': JSON.stringify({ mock_application_codes: 'INSTRUMENT_DECLINED' }),
    });
    const error = expectError(declined, 422, 'INSTRUMENT_DECLINED');
    expect(error.message).toMatch(/declined/i);
    // The next capture is a new PayPal request (a new PayPal-Request-Id), not a replay of the
    // decline, which real PayPal would answer again for the same id.
    expect(await orderRow(order._id)).toMatchObject({
      paymentStatus: 'Pending',
      transactionId: null,
      captureAttempt: 1,
    });
    expect(
      (await send(ctx.app, { url: `/api/order/${order._id}`, cookie: ctx.owner.cookie })).json(),
    ).not.toHaveProperty('accessLink1');

    // actions.restart(): the buyer picks another card and the capture goes through.
    const retry = await capture(ctx.app, ctx.owner.cookie, paypalOrderId);
    expect(retry.json()).toMatchObject({ paymentStatus: 'Received', alreadyReceived: false });
  });

  it("declines once when the buyer picks the approval page's declined card", async () => {
    const order = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    const paypalOrderId = await startPayPal(ctx.app, ctx.owner.cookie, order._id);
    await approveInSandbox(ctx.app, paypalOrderId, { declineCard: true });
    expectError(
      await capture(ctx.app, ctx.owner.cookie, paypalOrderId),
      422,
      'INSTRUMENT_DECLINED',
    );
    expect((await orderRow(order._id)).paymentStatus).toBe('Pending');
    await approveInSandbox(ctx.app, paypalOrderId);
    expect((await capture(ctx.app, ctx.owner.cookie, paypalOrderId)).statusCode).toBe(200);
  });

  it('answers other refusals of PayPal with their code, and outages with 502', async () => {
    const { order, paypalOrderId } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
    const mock = (code: string) => ({
      'PayPal-Mock-Response': JSON.stringify({ mock_application_codes: code }),
    });
    expectError(
      await capture(ctx.app, ctx.owner.cookie, paypalOrderId, mock('TRANSACTION_REFUSED')),
      422,
      'TRANSACTION_REFUSED',
    );
    expectError(
      await capture(ctx.app, ctx.owner.cookie, paypalOrderId, mock('INTERNAL_SERVER_ERROR')),
      502,
      'PAYPAL_UNAVAILABLE',
    );
    expect((await orderRow(order._id)).paymentStatus).toBe('Pending');
  });
});

describe('PUT /api/payment-received/:id', () => {
  const confirm = (id: string, cookie?: string) =>
    send(ctx.app, {
      method: 'PUT',
      url: `/api/payment-received/${id}`,
      cookie,
      body: { paymentStatus: 'Received', orderStatus: 'Completed', transactionId: 'FAKE-1' },
    });

  it('answers 401 signed out and 404 to other customers', async () => {
    const order = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    expectError(await confirm(order._id), 401);
    expectError(await confirm(order._id, ctx.other.cookie), 404);
    expectError(await confirm('not-a-uuid', ctx.owner.cookie), 404);
  });

  it('cannot mark an order paid that PayPal has not captured, whatever the body says', async () => {
    const order = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    expectError(await confirm(order._id, ctx.owner.cookie), 409, 'PAYMENT_NOT_CAPTURED');
    const paypalOrderId = await startPayPal(ctx.app, ctx.owner.cookie, order._id);
    await approveInSandbox(ctx.app, paypalOrderId);
    const error = expectError(
      await confirm(order._id, ctx.owner.cookie),
      409,
      'PAYMENT_NOT_CAPTURED',
    );
    expect(error.message).toMatch(/not captured/i);
    expect(await orderRow(order._id)).toMatchObject({
      paymentStatus: 'Pending',
      orderStatus: 'Pending',
      transactionId: null,
    });
  });

  it('settles from PayPal when its capture went unannounced, then reports it as received', async () => {
    sandbox().setWebhookDelivery(false);
    try {
      const { order, paypalOrderId } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
      // Captured at PayPal, but our capture call's answer was lost and no webhook came.
      await paypal().captureOrder(paypalOrderId, { requestId: 'lost-answer' });
      expect((await orderRow(order._id)).paymentStatus).toBe('Pending');

      const first = await confirm(order._id, ctx.owner.cookie);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        paymentStatus: 'Received',
        alreadyReceived: false,
        transactionId: expect.not.stringMatching(/FAKE/),
        ...LINKS,
      });
      const second = await confirm(order._id, ctx.admin.cookie);
      expect(second.json()).toMatchObject({ paymentStatus: 'Received', alreadyReceived: true });
      expect(outboxMessagesAbout(ctx.dataDir, order.orderId)).toHaveLength(1);
    } finally {
      sandbox().setWebhookDelivery(true);
    }
  });
});

describe('POST /api/paypal/webhook', () => {
  const post = (body: unknown, headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  function completedEvent(paypalOrderId: string, id = `WH-TEST-${paypalOrderId}`) {
    return {
      id,
      event_version: '1.0',
      resource_type: 'capture',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: 'ANYCAPTURE',
        status: 'COMPLETED',
        supplementary_data: { related_ids: { order_id: paypalOrderId } },
      },
    };
  }

  it('settles an order from the signed event the sandbox sends after a capture', async () => {
    const { order, paypalOrderId } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
    // Captured without our capture route: only the webhook can settle it.
    await paypal().captureOrder(paypalOrderId, { requestId: 'outside' });
    await webhooksDelivered(ctx.app);
    expect(await orderRow(order._id)).toMatchObject({
      paymentStatus: 'Received',
      orderStatus: 'Completed',
    });
    const events = await ctx.database.rows<{ event_type: string }>(
      sql`select event_type from paypal_webhook_events`,
    );
    expect(events).toContainEqual({ event_type: 'PAYMENT.CAPTURE.COMPLETED' });
    expect(outboxMessagesAbout(ctx.dataDir, order.orderId)).toHaveLength(1);
  });

  it('refuses an event whose signature does not verify, before reading it', async () => {
    sandbox().setWebhookDelivery(false);
    try {
      const { order, paypalOrderId } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
      await paypal().captureOrder(paypalOrderId, { requestId: 'forged' });
      const event = completedEvent(paypalOrderId);
      const body = JSON.stringify(event);
      const headers = sandbox().signEvent(body);

      expectError(await post(body, {}), 400, 'INVALID_SIGNATURE');
      expectError(
        await post(body, { ...headers, 'paypal-transmission-sig': 'AAAA' }),
        400,
        'INVALID_SIGNATURE',
      );
      const tampered = JSON.stringify({ ...event, event_type: 'PAYMENT.CAPTURE.COMPLETED ' });
      expectError(await post(tampered, headers), 400, 'INVALID_SIGNATURE');
      expectError(await post(body, sandbox().signEvent(body, 'SOMEONE-ELSES-WEBHOOK')), 400);
      expectError(await post({ hello: 'world' }, headers), 400, 'INVALID_EVENT');
      expect((await orderRow(order._id)).paymentStatus).toBe('Pending');
      expect(
        await ctx.database.rows(sql`select id from paypal_webhook_events where id = ${event.id}`),
      ).toEqual([]);

      // The same event, signed by PayPal (the sandbox), settles the order.
      const genuine = await post(body, headers);
      expect(genuine.statusCode, genuine.body).toBe(200);
      expect(genuine.json()).toEqual({ received: true });
      expect((await orderRow(order._id)).paymentStatus).toBe('Received');
    } finally {
      sandbox().setWebhookDelivery(true);
    }
  });

  it('handles each event id once: a second delivery is a no-op', async () => {
    sandbox().setWebhookDelivery(false);
    try {
      const { order, paypalOrderId } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
      await paypal().captureOrder(paypalOrderId, { requestId: 'twice' });
      const body = JSON.stringify(completedEvent(paypalOrderId));
      expect((await post(body, sandbox().signEvent(body))).json()).toEqual({ received: true });
      expect((await orderRow(order._id)).paymentStatus).toBe('Received');

      // Were the event handled again, this order would be settled again.
      await ctx.database.db
        .update(schema.orders)
        .set({ paymentStatus: 'Pending', orderStatus: 'Pending', transactionId: null })
        .where(eq(schema.orders.id, order._id));
      const replay = await post(body, sandbox().signEvent(body));
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ received: true, duplicate: true });
      expect((await orderRow(order._id)).paymentStatus).toBe('Pending');
    } finally {
      sandbox().setWebhookDelivery(true);
    }
  });

  it('does not fulfil on denied, declined or pending capture events', async () => {
    const { order, paypalOrderId } = await approvedOrder(ctx.app, ctx.owner.cookie, packageId);
    for (const type of ['DENIED', 'DECLINED', 'PENDING']) {
      const event = {
        ...completedEvent(paypalOrderId, `WH-${type}-${paypalOrderId}`),
        event_type: `PAYMENT.CAPTURE.${type}`,
      };
      const body = JSON.stringify(event);
      expect((await post(body, sandbox().signEvent(body))).statusCode).toBe(200);
    }
    expect((await orderRow(order._id)).paymentStatus).toBe('Pending');
  });

  it('withdraws the access links when PayPal reports a refund', async () => {
    const { order } = await paidOrder(ctx.app, ctx.owner.cookie, packageId);
    await webhooksDelivered(ctx.app);
    const { transactionId } = await orderRow(order._id);
    if (!transactionId) throw new Error('not paid');

    await paypal().refundCapture(transactionId);
    await webhooksDelivered(ctx.app);

    expect((await orderRow(order._id)).paymentStatus).toBe('Refunded');
    const history = await ctx.database.rows<{ actor_email: string; summary: string }>(
      sql`select actor_email, summary from activity_log where entity_id = ${order._id} order by seq`,
    );
    expect(history.at(-1)).toEqual({
      actor_email: 'PayPal',
      summary: 'Payment Received → Refunded, order Completed → Cancelled',
    });
    // Any refund mails the customer, once.
    expect(
      outboxMessagesAbout(ctx.dataDir, `Your LeadVault order ${order.orderId} was refunded`),
    ).toHaveLength(1);
    // My Orders asks for Received orders with the refunded ones: it keeps this one.
    const myOrders = (query: string) =>
      send(ctx.app, {
        url: `/api/orders?owner=me&paymentStatus=Received${query}`,
        cookie: ctx.owner.cookie,
      });
    const ids = async (query: string) =>
      ((await myOrders(query)).json().items as Array<{ _id: string }>).map((item) => item._id);
    expect(await ids('&includeRefunded=true')).toContain(order._id);
    expect(await ids('&page=1')).not.toContain(order._id);
    const seen = (
      await send(ctx.app, { url: `/api/order/${order._id}`, cookie: ctx.owner.cookie })
    ).json();
    expect(seen).toMatchObject({ paymentStatus: 'Refunded' });
    for (const field of ['accessLink1', 'accessLink2', 'accessLink3']) {
      expect(seen).not.toHaveProperty(field);
    }
    const list = (await send(ctx.app, { url: '/api/orders', cookie: ctx.owner.cookie })).json();
    expect(list.find((item: { _id: string }) => item._id === order._id)).not.toHaveProperty(
      'accessLink1',
    );
    // The refunded payment cannot be confirmed back into a Received one.
    expectError(
      await send(ctx.app, {
        method: 'PUT',
        url: `/api/payment-received/${order._id}`,
        cookie: ctx.owner.cookie,
        body: {},
      }),
      409,
    );
  });
});

describe('the order e-mail', () => {
  it('never undoes a payment when it cannot be sent', async () => {
    const app = await buildAppWith({});
    try {
      // The outbox folder cannot be made: every e-mail fails.
      writeFileSync(path.join(app.config.dataDir, 'outbox'), 'not a folder');
      const { order, captured } = await paidOrder(app, ctx.owner.cookie, packageId);
      expect(captured).toMatchObject({ paymentStatus: 'Received', alreadyReceived: false });
      expect((await orderRow(order._id)).paymentStatus).toBe('Received');
    } finally {
      await app.paypal.sandbox?.idle();
      await app.close();
    }
  });

  it("uses the newest saved template, with the customer's values escaped", async () => {
    await ctx.database.db.insert(schema.emailTemplates).values([
      { html: '<p>old template {{orderId}}</p>', createdAt: new Date('2024-01-01T00:00:00Z') },
      {
        html: '<h1>Thanks {{customerName}}</h1><p>{{orderId}} {{packageName}} {{amount}} <a href="{{ordersUrl}}">orders</a> {{unknown}}</p>',
        createdAt: new Date('2024-06-01T00:00:00Z'),
      },
    ]);
    try {
      const order = await placeOrder(ctx.app, ctx.owner.cookie, packageId, {
        customerName: '<script>alert(1)</script>',
      });
      const paypalOrderId = await startPayPal(ctx.app, ctx.owner.cookie, order._id);
      await approveInSandbox(ctx.app, paypalOrderId);
      expect((await capture(ctx.app, ctx.owner.cookie, paypalOrderId)).statusCode).toBe(200);
      // The sandbox's webhook may settle first; its e-mail is written once it is delivered.
      await webhooksDelivered(ctx.app);

      const [mail] = outboxMessagesAbout(ctx.dataDir, order.orderId);
      const decoded = (mail ?? '')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
      const text = decoded.slice(decoded.indexOf('Content-Type: text/html'));
      expect(text).toContain('<h1>Thanks &#60;script&#62;alert(1)&#60;/script&#62;</h1>');
      expect(text).toContain('$49.00');
      expect(text).toContain('href="http://localhost:3000/user-dashboard/my-orders/"');
      expect(text).toContain('{{unknown}}');
      expect(text).not.toContain('old template');
      expect(text).not.toContain('<script>');
    } finally {
      await ctx.database.db.delete(schema.emailTemplates);
    }
  });
});
