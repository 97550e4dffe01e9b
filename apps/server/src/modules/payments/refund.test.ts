import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectValidationError,
  type SignedIn,
  send,
  useTestApp,
} from '../../../test/helpers.ts';
import { paidOrder, placeOrder, seedPackage, webhooksDelivered } from '../../../test/purchase.ts';
import { schema } from '../../db/index.ts';
import { markOrderRefunded } from './refund.ts';

const ctx = useTestApp({ people: { owner: 'Customer', manager: 'Manager', admin: 'Admin' } });
let packageId: string;

beforeAll(async () => {
  packageId = (await seedPackage(ctx.database)).id;
});

const UNKNOWN_ID = '9b2f4c1e-0000-4000-8000-000000000000';
const mailDeps = () => ({ mailer: ctx.app.mailer, publicUrl: ctx.app.config.publicUrl });

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

function refund(
  id: string,
  who: SignedIn | undefined,
  body: unknown = { reason: 'Customer asked' },
  headers: Record<string, string> = {},
) {
  return send(ctx.app, {
    method: 'POST',
    url: `/api/orders/${id}/refund`,
    cookie: who?.cookie,
    body,
    headers,
  });
}

const mock = (code: string) => ({
  'paypal-mock-response': JSON.stringify({ mock_application_codes: code }),
});

async function orderRow(id: string) {
  const [row] = await ctx.database.db.select().from(schema.orders).where(eq(schema.orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** A paid order whose capture webhook has been handled, with its capture id. */
async function received() {
  const { order, paypalOrderId } = await paidOrder(ctx.app, ctx.owner.cookie, packageId);
  await webhooksDelivered(ctx.app);
  const { transactionId } = await orderRow(order._id);
  if (!transactionId) throw new Error('not paid');
  return { order, paypalOrderId, captureId: transactionId };
}

async function refundHistory(orderId: string) {
  return ctx.database.rows<{
    actor_email: string;
    summary: string;
    details: Record<string, unknown>;
  }>(
    sql`select actor_email, summary, details from activity_log
        where entity_id = ${orderId} and summary like 'Payment Received → Refunded%'
        order by seq`,
  );
}

async function captureStatusAtPayPal(paypalOrderId: string) {
  const order = await paypal().getOrder(paypalOrderId);
  return order.purchase_units?.[0]?.payments?.captures?.[0]?.status;
}

describe('POST /api/orders/:id/refund: who may call it', () => {
  it('answers 401 signed out and 403 to customers (the owner too) and Managers, before the id or body', async () => {
    const { order } = await received();
    expectError(await refund(order._id, undefined), 401);
    expectError(await refund(UNKNOWN_ID, undefined, {}), 401);
    expectError(await refund(order._id, ctx.owner), 403);
    expectError(await refund(UNKNOWN_ID, ctx.owner, {}), 403);
    expectError(await refund(order._id, ctx.manager), 403);
    expectError(await refund('not-an-id', ctx.manager, {}), 403);
    expect((await orderRow(order._id)).paymentStatus).toBe('Received');
    expect(await captureStatusAtPayPal((await orderRow(order._id)).paypalOrderId ?? '')).toBe(
      'COMPLETED',
    );
  });

  it('answers 404 to an Admin for ids that are no order', async () => {
    expectError(await refund(UNKNOWN_ID, ctx.admin), 404);
    expectError(await refund('not-an-id', ctx.admin), 404);
  });

  it('requires a reason of at most 500 characters, and changes nothing without one', async () => {
    const { order } = await received();
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      expectValidationError(await refund(order._id, ctx.admin, body));
    }
    expect((await orderRow(order._id)).paymentStatus).toBe('Received');
  });
});

describe('POST /api/orders/:id/refund', () => {
  it('refunds the whole payment at PayPal, marks the order Refunded and records who and why, once', async () => {
    const { order, paypalOrderId, captureId } = await received();
    const answer = await refund(order._id, ctx.admin, { reason: '  Bought the wrong plan  ' });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      _id: order._id,
      paymentStatus: 'Refunded',
      transactionId: captureId,
      refund: { id: expect.stringMatching(/^[A-Z0-9]{17}$/), status: 'COMPLETED', amount: 49 },
    });
    for (const field of ['accessLink1', 'accessLink2', 'accessLink3']) {
      expect(body).not.toHaveProperty(field);
    }
    expect(await captureStatusAtPayPal(paypalOrderId)).toBe('REFUNDED');

    // PayPal's PAYMENT.CAPTURE.REFUNDED follows: the same refund, no second record, no error.
    await webhooksDelivered(ctx.app);
    const [event] = await ctx.database.rows<{ event_type: string }>(
      sql`select event_type from paypal_webhook_events where event_type = 'PAYMENT.CAPTURE.REFUNDED'
          order by received_at desc limit 1`,
    );
    expect(event?.event_type).toBe('PAYMENT.CAPTURE.REFUNDED');
    const history = await refundHistory(order._id);
    expect(history).toHaveLength(1);
    expect(history[0]).toEqual({
      actor_email: ctx.admin.email,
      summary: 'Payment Received → Refunded, order Completed → Cancelled: Bought the wrong plan',
      details: {
        paymentStatus: { from: 'Received', to: 'Refunded' },
        orderStatus: { from: 'Completed', to: 'Cancelled' },
        captureId,
        refundId: body.refund.id,
        amount: '49.00',
        reason: 'Bought the wrong plan',
      },
    });
    const [row] = await ctx.database.db
      .select()
      .from(schema.orderRefunds)
      .where(eq(schema.orderRefunds.captureId, captureId));
    expect(row).toMatchObject({
      orderId: order._id,
      kind: 'staff',
      status: 'completed',
      paypalRefundId: body.refund.id,
      amountCents: 4900,
      requestedByEmail: ctx.admin.email,
    });

    // The customer sees it refunded, without links.
    const seen = (
      await send(ctx.app, { url: `/api/order/${order._id}`, cookie: ctx.owner.cookie })
    ).json();
    expect(seen.paymentStatus).toBe('Refunded');
    expect(seen).not.toHaveProperty('accessLink1');

    expectError(await refund(order._id, ctx.admin), 409, 'ALREADY_REFUNDED');
  });

  it('refunds once when the button is pressed twice at once', async () => {
    const { order, paypalOrderId } = await received();
    const answers = await Promise.all([refund(order._id, ctx.admin), refund(order._id, ctx.admin)]);
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      if (answer.statusCode !== 200) expectError(answer, 409, 'ALREADY_REFUNDED');
    }
    expect(new Set(ok.map((answer) => answer.json().refund.id)).size).toBe(1);
    await webhooksDelivered(ctx.app);
    expect(await refundHistory(order._id)).toHaveLength(1);
    expect(await captureStatusAtPayPal(paypalOrderId)).toBe('REFUNDED');
  });

  it('refuses orders that are not Received, and those marked Received by hand', async () => {
    const pending = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    const notPaid = expectError(await refund(pending._id, ctx.admin), 409);
    expect(notPaid.message).toBe('Only a received payment can be refunded; this one is Pending.');

    const byHand = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    const update = await send(ctx.app, {
      method: 'PUT',
      url: `/api/order/${byHand._id}`,
      cookie: ctx.admin.cookie,
      body: { paymentStatus: 'Received' },
    });
    expect(update.statusCode).toBe(200);
    const noCapture = expectError(await refund(byHand._id, ctx.admin), 409, 'NO_PAYPAL_CAPTURE');
    expect(noCapture.message).toMatch(/marked Received by hand/);
    expect((await orderRow(byHand._id)).paymentStatus).toBe('Received');
  });

  it("shows PayPal's reason when PayPal refuses, and changes nothing", async () => {
    const { order, paypalOrderId, captureId } = await received();
    const refused = expectError(
      await refund(order._id, ctx.admin, { reason: 'Test' }, mock('REFUND_NOT_ALLOWED')),
      422,
      'REFUND_NOT_ALLOWED',
    );
    expect(refused.message).toBe('PayPal refused the refund: Capture cannot be refunded.');

    const down = expectError(
      await refund(order._id, ctx.admin, { reason: 'Test' }, mock('INTERNAL_SERVER_ERROR')),
      502,
      'PAYPAL_UNAVAILABLE',
    );
    expect(down.message).toMatch(
      /^PayPal could not refund the payment now: .+ Nothing was changed/,
    );

    expect((await orderRow(order._id)).paymentStatus).toBe('Received');
    expect(await captureStatusAtPayPal(paypalOrderId)).toBe('COMPLETED');
    expect(await refundHistory(order._id)).toEqual([]);
    const requests = await ctx.database.db
      .select()
      .from(schema.orderRefunds)
      .where(eq(schema.orderRefunds.captureId, captureId));
    expect(requests.filter((row) => row.status === 'completed')).toEqual([]);
  });

  it('answers CAPTURE_FULLY_REFUNDED for a capture refunded at PayPal whose webhook is late', async () => {
    const { order, captureId } = await received();
    sandbox().setWebhookDelivery(false);
    try {
      await paypal().refundCapture(captureId, { requestId: 'dashboard-refund' });
    } finally {
      sandbox().setWebhookDelivery(true);
    }
    const refused = expectError(await refund(order._id, ctx.admin), 422, 'CAPTURE_FULLY_REFUNDED');
    expect(refused.message).toBe(
      'PayPal refused the refund: The capture has already been fully refunded',
    );
    expect((await orderRow(order._id)).paymentStatus).toBe('Received');
  });
});

describe('markOrderRefunded: one place for our refunds and PayPal webhooks', () => {
  it("credits the staff member's request when PayPal's webhook arrives before PayPal's answer", async () => {
    const { order, captureId } = await received();
    // The back office's request is written down before PayPal is called...
    await ctx.database.db.insert(schema.orderRefunds).values({
      captureId,
      orderId: order._id,
      kind: 'staff',
      status: 'requested',
      reason: 'Duplicate order',
      requestedByUserId: ctx.admin.userId,
      requestedByEmail: ctx.admin.email,
    });
    // ...PayPal refunds and its webhook is handled first...
    const made = await paypal().refundCapture(captureId, {
      requestId: `refund-${order._id}-${captureId}`,
    });
    await webhooksDelivered(ctx.app);
    const history = await refundHistory(order._id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      actor_email: ctx.admin.email,
      summary: 'Payment Received → Refunded, order Completed → Cancelled: Duplicate order',
      details: { refundId: made.id, reason: 'Duplicate order', event: 'PAYMENT.CAPTURE.REFUNDED' },
    });
    // ...then the answer is recorded: nothing more to do.
    const late = await ctx.database.db.transaction((tx) =>
      markOrderRefunded(tx, { captureId, refundId: made.id, amountCents: 4900 }, mailDeps()),
    );
    expect(late.outcome).toBe('already-refunded');
    expect(await refundHistory(order._id)).toHaveLength(1);
  });

  it('leaves orders that were never paid alone', async () => {
    const pending = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    const result = await ctx.database.db.transaction((tx) =>
      markOrderRefunded(tx, { paypalOrderId: 'UNKNOWN', captureId: 'UNKNOWN' }, mailDeps()),
    );
    expect(result.outcome).toBe('no-order');
    expect((await orderRow(pending._id)).paymentStatus).toBe('Pending');
  });
});
