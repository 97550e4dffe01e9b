import { FREE_ORDER_PREFIX } from '@leadvault/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, secondProcess, send, signInAs, useTestApp } from '../../../test/helpers.ts';
import { PayPalContract } from '../../../test/paypal-openapi.ts';
import {
  approveInSandbox,
  BILLING,
  capture,
  outboxMessagesAbout,
  seedPackage,
  startPayPal,
} from '../../../test/purchase.ts';
import type { App } from '../../app.ts';
import { discountCodes, orders } from '../../db/schema/index.ts';
import type { SandboxExchange } from '../../paypal-sandbox/index.ts';

const ctx = useTestApp({
  people: { admin: 'Admin', manager: 'Manager', buyer: 'Customer', other: 'Customer' },
});

let starter: { id: string };
let premium: { id: string };
beforeAll(async () => {
  starter = await seedPackage(ctx.database, { packageName: 'Starter Leads', priceCents: 4900 });
  premium = await seedPackage(ctx.database, { packageName: 'Premium Leads', priceCents: 19900 });
});

const CODE_DEFAULTS = {
  kind: 'percent',
  value: 10,
  packageIds: null,
  validFrom: null,
  validUntil: null,
  redemptionLimit: null,
  oncePerCustomer: false,
  active: true,
};

async function createCode(values: Record<string, unknown>) {
  const response = await send(ctx.app, {
    method: 'POST',
    url: '/api/admin/discount-codes',
    cookie: ctx.admin.cookie,
    body: { ...CODE_DEFAULTS, ...values },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; code: string; redeemed: number };
}

function order(app: App, cookie: string, packageId: string, discountCode?: string) {
  return send(app, {
    method: 'POST',
    url: '/api/new-order',
    cookie,
    body: { packageId, ...BILLING, ...(discountCode ? { discountCode } : {}) },
  });
}

function quote(cookie: string, packageId: string, code: string) {
  return send(ctx.app, {
    method: 'POST',
    url: '/api/discount-quote',
    cookie,
    body: { packageId, code },
  });
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('discount rules', () => {
  it('takes a percent off, quoted and ordered alike (code typed in any case)', async () => {
    await createCode({ code: 'Save10' });
    const quoted = await quote(ctx.buyer.cookie, starter.id, 'save10');
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toEqual({ code: 'SAVE10', price: 49, discount: 4.9, total: 44.1 });
    const placed = await order(ctx.app, ctx.buyer.cookie, starter.id, 'save10');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      packagePrice: 49,
      discountCode: 'SAVE10',
      discount: 4.9,
      total: 44.1,
      paymentStatus: 'Pending',
    });
  });

  it('takes a fixed amount off, never below zero: a full discount completes without PayPal', async () => {
    await createCode({ code: 'TWENTY', kind: 'fixed', value: 20 });
    const partial = await order(ctx.app, ctx.buyer.cookie, starter.id, 'TWENTY');
    expect(partial.json()).toMatchObject({ discount: 20, total: 29 });

    await createCode({ code: 'ALLFREE', kind: 'fixed', value: 500 });
    expect((await quote(ctx.buyer.cookie, starter.id, 'ALLFREE')).json()).toMatchObject({
      discount: 49,
      total: 0,
    });
    const free = await order(ctx.app, ctx.buyer.cookie, starter.id, 'ALLFREE');
    expect(free.statusCode, free.body).toBe(201);
    const body = free.json();
    expect(body).toMatchObject({
      discount: 49,
      total: 0,
      paymentStatus: 'Received',
      orderStatus: 'Completed',
    });
    expect(body.transactionId).toBe(`${FREE_ORDER_PREFIX}${body.orderId}`);
    // Paid like a captured order: the access links are there, and no PayPal order was made.
    expect(body.accessLink1).toBe('https://data.example.com/db-1');
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, body._id));
    expect(row?.paypalOrderId).toBeNull();
    expect(row?.paidAt).toBeInstanceOf(Date);
    // Nothing is left to pay at PayPal.
    const pay = await send(ctx.app, {
      method: 'POST',
      url: '/api/paypal/orders',
      cookie: ctx.buyer.cookie,
      body: { orderId: body._id },
    });
    expectError(pay, 409);
    // Nor anything to refund at PayPal: staff are told to change the status instead.
    const refund = await send(ctx.app, {
      method: 'POST',
      url: `/api/orders/${body._id}/refund`,
      cookie: ctx.admin.cookie,
      body: { reason: 'Asked for it' },
    });
    expectError(refund, 409, 'NO_PAYPAL_CAPTURE');
  });

  it('a credit pack paid in full by a code grants its credits and mails the order, without PayPal', async () => {
    const pack = await seedPackage(ctx.database, {
      packageName: 'Pack of 100',
      priceCents: 1900,
      kind: 'credit_pack',
      credits: 100,
      accessLink1: '',
      accessLink2: '',
    });
    const buyer = await signInAs(ctx.app, 'Customer');
    const before = (await send(ctx.app, { url: '/api/credits', cookie: buyer.cookie })).json()
      .balance as number;
    const free = await order(ctx.app, buyer.cookie, pack.id, 'ALLFREE');
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json()).toMatchObject({ paymentStatus: 'Received', discount: 19, total: 0 });
    await ctx.app.jobs.drain();
    const after = (await send(ctx.app, { url: '/api/credits', cookie: buyer.cookie })).json()
      .balance as number;
    expect(after).toBe(before + 100);
    expect(outboxMessagesAbout(ctx.dataDir, free.json().orderId).length).toBeGreaterThan(0);
  });

  it('applies to the chosen packages only', async () => {
    await createCode({ code: 'PREMIUMONLY', packageIds: [premium.id] });
    expectError(
      await quote(ctx.buyer.cookie, starter.id, 'PREMIUMONLY'),
      400,
      'DISCOUNT_NOT_FOR_PACKAGE',
    );
    expectError(
      await order(ctx.app, ctx.buyer.cookie, starter.id, 'PREMIUMONLY'),
      400,
      'DISCOUNT_NOT_FOR_PACKAGE',
    );
    expect((await quote(ctx.buyer.cookie, premium.id, 'PREMIUMONLY')).json()).toMatchObject({
      price: 199,
      discount: 19.9,
      total: 179.1,
    });
  });

  it('holds only within its dates and while active; unknown codes are named', async () => {
    await createCode({ code: 'LATER', validFrom: day(2) });
    await createCode({ code: 'OVER', validFrom: day(-10), validUntil: day(-1) });
    await createCode({ code: 'TODAYONLY', validFrom: day(0), validUntil: day(0) });
    await createCode({ code: 'OFF', active: false });
    expectError(
      await order(ctx.app, ctx.buyer.cookie, starter.id, 'LATER'),
      400,
      'DISCOUNT_NOT_YET_VALID',
    );
    expectError(
      await order(ctx.app, ctx.buyer.cookie, starter.id, 'OVER'),
      400,
      'DISCOUNT_EXPIRED',
    );
    expectError(await quote(ctx.buyer.cookie, starter.id, 'OVER'), 400, 'DISCOUNT_EXPIRED');
    expectError(
      await order(ctx.app, ctx.buyer.cookie, starter.id, 'OFF'),
      400,
      'DISCOUNT_INACTIVE',
    );
    expectError(
      await order(ctx.app, ctx.buyer.cookie, starter.id, 'NOPE'),
      400,
      'DISCOUNT_UNKNOWN',
    );
    expectError(await quote(ctx.buyer.cookie, starter.id, 'NOPE'), 400, 'DISCOUNT_UNKNOWN');
    expect((await order(ctx.app, ctx.buyer.cookie, starter.id, 'TODAYONLY')).statusCode).toBe(201);
  });

  it('once per customer, given back when the unpaid order is cancelled', async () => {
    const code = await createCode({ code: 'ONCE', oncePerCustomer: true });
    const first = await order(ctx.app, ctx.other.cookie, starter.id, 'ONCE');
    expect(first.statusCode, first.body).toBe(201);
    expectError(await quote(ctx.other.cookie, starter.id, 'ONCE'), 400, 'DISCOUNT_ALREADY_USED');
    expectError(
      await order(ctx.app, ctx.other.cookie, premium.id, 'ONCE'),
      400,
      'DISCOUNT_ALREADY_USED',
    );
    // Another customer may.
    expect((await order(ctx.app, ctx.buyer.cookie, starter.id, 'ONCE')).statusCode).toBe(201);
    const cancelled = await send(ctx.app, {
      method: 'PUT',
      url: `/api/payment-cancelled/${first.json()._id}`,
      cookie: ctx.other.cookie,
      body: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await order(ctx.app, ctx.other.cookie, starter.id, 'ONCE')).statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, code._id));
    expect(row?.redeemed).toBe(2);
  });

  it('stops at its total number of redemptions', async () => {
    await createCode({ code: 'TWICE', redemptionLimit: 2 });
    expect((await order(ctx.app, ctx.buyer.cookie, starter.id, 'TWICE')).statusCode).toBe(201);
    expect((await order(ctx.app, ctx.other.cookie, starter.id, 'TWICE')).statusCode).toBe(201);
    expectError(await quote(ctx.buyer.cookie, starter.id, 'TWICE'), 400, 'DISCOUNT_USED_UP');
    expectError(
      await order(ctx.app, ctx.buyer.cookie, starter.id, 'TWICE'),
      400,
      'DISCOUNT_USED_UP',
    );
  });

  it('refuses a code made of other characters, and a duplicate code', async () => {
    expectError(await order(ctx.app, ctx.buyer.cookie, starter.id, 'NO SPACES'), 400);
    const duplicate = await send(ctx.app, {
      method: 'POST',
      url: '/api/admin/discount-codes',
      cookie: ctx.admin.cookie,
      body: { ...CODE_DEFAULTS, code: 'save10' },
    });
    expectError(duplicate, 409, 'DISCOUNT_CODE_TAKEN');
    const badPercent = await send(ctx.app, {
      method: 'POST',
      url: '/api/admin/discount-codes',
      cookie: ctx.admin.cookie,
      body: { ...CODE_DEFAULTS, code: 'TOOMUCH', value: 150 },
    });
    expectError(badPercent, 400);
  });
});

describe('PayPal with a discount', () => {
  let contract: PayPalContract;
  const exchanges: SandboxExchange[] = [];
  let stopObserving: () => void = () => {};
  beforeAll(() => {
    contract = new PayPalContract();
    const sandbox = ctx.app.paypal.sandbox;
    if (!sandbox) throw new Error('the sandbox is not mounted');
    stopObserving = sandbox.observe((exchange) => exchanges.push(exchange));
  });
  afterAll(() => stopObserving());

  it('sends the amount with its breakdown, conformant to Orders v2, and captures the discounted price', async () => {
    await createCode({ code: 'PAYPAL25', value: 25 });
    const placed = (await order(ctx.app, ctx.buyer.cookie, premium.id, 'PAYPAL25')).json();
    const paypalOrderId = await startPayPal(ctx.app, ctx.buyer.cookie, placed._id);
    expect((await approveInSandbox(ctx.app, paypalOrderId)).statusCode).toBe(303);
    const captured = await capture(ctx.app, ctx.buyer.cookie, paypalOrderId);
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json()).toMatchObject({ paymentStatus: 'Received', total: 149.25 });

    const created = exchanges.find(
      (exchange) => exchange.method === 'POST' && exchange.path === '/v2/checkout/orders',
    );
    const sent = created?.body as { purchase_units: Array<{ amount: unknown }> } | undefined;
    const unit = sent?.purchase_units[0];
    expect(unit?.amount).toEqual({
      currency_code: 'USD',
      value: '149.25',
      breakdown: {
        item_total: { currency_code: 'USD', value: '199.00' },
        discount: { currency_code: 'USD', value: '49.75' },
      },
    });
    const problems: string[] = [];
    for (const exchange of exchanges) {
      if (exchange.path === '/v1/oauth2/token') continue;
      problems.push(
        ...contract.checkRequest({
          method: exchange.method,
          path: exchange.path,
          headers: exchange.headers,
          body: exchange.body,
        }),
        ...contract.checkResponse({
          method: exchange.method,
          path: exchange.path,
          status: exchange.status,
          body: exchange.answer ? JSON.parse(exchange.answer) : undefined,
        }),
      );
    }
    expect(problems).toEqual([]);
  });

  it('the sandbox refuses a breakdown that does not add up, as PayPal does', async () => {
    const client = ctx.app.paypal.client;
    if (!client) throw new Error('no PayPal client');
    await expect(
      client.createOrder({
        intent: 'CAPTURE',
        purchase_units: [
          {
            amount: {
              currency_code: 'USD',
              value: '40.00',
              breakdown: {
                item_total: { currency_code: 'USD', value: '49.00' },
                discount: { currency_code: 'USD', value: '4.90' },
              },
            },
          },
        ],
      }),
    ).rejects.toMatchObject({ status: 422, issue: 'AMOUNT_MISMATCH' });
  });

  it('a code deactivated or removed between checkout and capture keeps the approved price', async () => {
    const code = await createCode({ code: 'VANISHING', kind: 'fixed', value: 9 });
    const placed = (await order(ctx.app, ctx.other.cookie, starter.id, 'VANISHING')).json();
    const paypalOrderId = await startPayPal(ctx.app, ctx.other.cookie, placed._id);
    expect((await approveInSandbox(ctx.app, paypalOrderId)).statusCode).toBe(303);
    const removed = await send(ctx.app, {
      method: 'DELETE',
      url: `/api/admin/discount-codes/${code._id}`,
      cookie: ctx.admin.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const captured = await capture(ctx.app, ctx.other.cookie, paypalOrderId);
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json()).toMatchObject({
      paymentStatus: 'Received',
      discountCode: 'VANISHING',
      discount: 9,
      total: 40,
    });
  });
});

describe('the back office', () => {
  it('is for Admins only: 401 signed out, 403 for Managers and customers', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/discount-codes'],
      ['POST', '/api/admin/discount-codes'],
      ['GET', '/api/admin/discount-codes/00000000-0000-4000-8000-000000000000'],
      ['PUT', '/api/admin/discount-codes/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/admin/discount-codes/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? CODE_DEFAULTS : undefined;
      expectError(await send(ctx.app, { method, url, body }), 401);
      expectError(await send(ctx.app, { method, url, body, cookie: ctx.manager.cookie }), 403);
      expectError(await send(ctx.app, { method, url, body, cookie: ctx.buyer.cookie }), 403);
    }
    expectError(await quote('', starter.id, 'SAVE10'), 401);
  });

  it('lists, edits and deactivates codes', async () => {
    const code = await createCode({ code: 'EDITME', redemptionLimit: 5 });
    const edited = await send(ctx.app, {
      method: 'PUT',
      url: `/api/admin/discount-codes/${code._id}`,
      cookie: ctx.admin.cookie,
      body: { ...CODE_DEFAULTS, code: 'EDITME', kind: 'fixed', value: 12.5, active: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ kind: 'fixed', value: 12.5, active: false });
    const list = await send(ctx.app, {
      url: '/api/admin/discount-codes',
      cookie: ctx.admin.cookie,
    });
    expect(list.json().map((row: { code: string }) => row.code)).toContain('EDITME');
  });

  it('sales figures and the export show the discount', async () => {
    const total = await send(ctx.app, {
      url: '/api/orders/total-sales',
      cookie: ctx.admin.cookie,
    });
    // Paid so far: ALLFREE twice ($49 and $19 off, $0), PAYPAL25 ($49.75 off, $149.25) and
    // VANISHING ($9 off, $40).
    expect(total.json()).toMatchObject({ totalSales: 189.25, discounts: 126.75, orders: 4 });
    const csv = await send(ctx.app, {
      url: '/api/orders/export?paymentStatus=Received',
      cookie: ctx.admin.cookie,
    });
    expect(csv.body).toContain('Discount Code,Discount (USD),Total (USD)');
    expect(csv.body).toContain('PAYPAL25,49.75,149.25');
  });
});

describe('the race', () => {
  it('50 parallel checkouts on two processes: exactly the limit succeed', async () => {
    const LIMIT = 7;
    const code = await createCode({ code: 'RACE', redemptionLimit: LIMIT });
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => signInAs(ctx.app, 'Customer')));
    const other = await secondProcess();
    try {
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => {
          const app = index % 2 === 0 ? ctx.app : other.app;
          const buyer = buyers[index % buyers.length];
          if (!buyer) throw new Error('no buyer');
          return order(app, buyer.cookie, starter.id, 'RACE');
        }),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      const refusals = answers
        .filter((answer) => answer.statusCode !== 201)
        .map((answer) => answer.json().error.code);
      console.info(
        `race: ${statuses.filter((status) => status === 201).length} placed, ${refusals.length} refused in ${Date.now() - started} ms`,
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
      expect(new Set(refusals)).toEqual(new Set(['DISCOUNT_USED_UP']));
      const [row] = await ctx.database.db
        .select()
        .from(discountCodes)
        .where(eq(discountCodes.id, code._id));
      expect(row?.redeemed).toBe(LIMIT);
      const withCode = await ctx.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.discountCode, 'RACE'));
      expect(withCode).toHaveLength(LIMIT);
    } finally {
      await other.close();
    }
  });
});
