import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, send, useTestApp } from '../../../test/helpers.ts';
import { BILLING, LINKS, paidOrder, placeOrder, seedPackage } from '../../../test/purchase.ts';
import { formatOrderDate } from './format.ts';

const ctx = useTestApp({
  people: { owner: 'Customer', other: 'Customer', manager: 'Manager', admin: 'Admin' },
});
let packageId: string;

beforeAll(async () => {
  packageId = (await seedPackage(ctx.database)).id;
});

const LINK_FIELDS = ['accessLink1', 'accessLink2', 'accessLink3'];

describe('POST /api/new-order', () => {
  it('answers 401 when signed out, whatever the body', async () => {
    expectError(await send(ctx.app, { method: 'POST', url: '/api/new-order', body: {} }), 401);
    expectError(
      await send(ctx.app, {
        method: 'POST',
        url: '/api/new-order',
        body: { packageId, ...BILLING },
      }),
      401,
    );
  });

  it('makes everything but the billing details itself and ignores the rest of the body', async () => {
    const response = await send(ctx.app, {
      method: 'POST',
      url: '/api/new-order',
      cookie: ctx.owner.cookie,
      body: {
        packageId,
        ...BILLING,
        customerWebsite: ' https://ada.example ',
        customerNote: 'Invoice please',
        _id: '00000000-0000-4000-8000-000000000000',
        orderId: 'AAAAAAAA',
        paymentId: 'BBBBBBBB',
        packageName: 'Free Everything',
        packagePrice: 0.01,
        discount: 49,
        total: 0,
        paymentStatus: 'Received',
        orderStatus: 'Completed',
        customerEmail: ctx.other.email,
        transactionId: 'FAKE',
        orderDate: '01/01/2000',
        accessLink1: 'https://evil.example',
        customerUserId: ctx.other.userId,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orderId: expect.stringMatching(/^[A-Z0-9]{8}$/),
      paymentId: expect.stringMatching(/^[A-Z0-9]{8}$/),
      packageId,
      packageName: 'Starter Leads',
      packagePrice: 49,
      discountCode: '',
      discount: 0,
      total: 49,
      packageKind: 'database',
      packageCredits: 0,
      paymentStatus: 'Pending',
      orderStatus: 'Pending',
      customerEmail: ctx.owner.email,
      ...BILLING,
      companyName: '',
      vatId: '',
      orderDate: formatOrderDate(new Date()),
      transactionId: '',
      customerWebsite: 'https://ada.example',
      customerNote: 'Invoice please',
    });
    expect(order._id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(order.orderId).not.toBe('AAAAAAAA');
    const [row] = await ctx.database.rows<{
      customer_user_id: string;
      package_price_cents: number;
    }>(sql`select customer_user_id, package_price_cents from orders where id = ${order._id}`);
    expect(row).toEqual({ customer_user_id: ctx.owner.userId, package_price_cents: 4900 });
  });

  it('charges the price an Admin set last, though new orders read the package from memory', async () => {
    const { id } = await seedPackage(ctx.database, { packageName: 'Repriced Leads' });
    const order = async () => {
      const response = await send(ctx.app, {
        method: 'POST',
        url: '/api/new-order',
        cookie: ctx.owner.cookie,
        body: { packageId: id, ...BILLING },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { packageName: string; packagePrice: number };
    };
    expect(await order()).toMatchObject({ packageName: 'Repriced Leads', packagePrice: 49 });
    const edited = await send(ctx.app, {
      method: 'PUT',
      url: `/api/edit-package/${id}`,
      cookie: ctx.admin.cookie,
      body: { packageName: 'Repriced Leads Plus', price: 59 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await order()).toMatchObject({ packageName: 'Repriced Leads Plus', packagePrice: 59 });
  });

  it('lists every missing billing field', async () => {
    const response = await send(ctx.app, {
      method: 'POST',
      url: '/api/new-order',
      cookie: ctx.owner.cookie,
      body: { packageId, customerName: '  ', cityName: 'London' },
    });
    const error = expectError(response, 400, 'VALIDATION_ERROR');
    expect(
      (error.details as Array<{ field: string }>).map((detail) => detail.field).sort(),
    ).toEqual(['address', 'countryName', 'customerName']);
  });

  it('wants a country of the list and keeps its spelling', async () => {
    const unknown = await send(ctx.app, {
      method: 'POST',
      url: '/api/new-order',
      cookie: ctx.owner.cookie,
      body: { packageId, ...BILLING, countryName: 'Atlantis' },
    });
    expect(expectError(unknown, 400, 'VALIDATION_ERROR').details).toEqual([
      { field: 'countryName', message: expect.any(String) },
    ]);
    const order = await placeOrder(ctx.app, ctx.owner.cookie, packageId, {
      countryName: 'united states',
    });
    expect(order).toMatchObject({ countryName: 'United States' });
  });

  it('answers 404 for an unknown package', async () => {
    for (const unknown of ['9b2f4c1e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await send(ctx.app, {
        method: 'POST',
        url: '/api/new-order',
        cookie: ctx.owner.cookie,
        body: { ...BILLING, packageId: unknown },
      });
      expectError(response, 404, 'NOT_FOUND');
    }
  });
});

describe('GET /api/order/:id', () => {
  it('answers the owner and Admins, and 404 to anyone else (Managers included)', async () => {
    const order = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    const url = `/api/order/${order._id}`;
    expectError(await send(ctx.app, { url }), 401);
    expectError(await send(ctx.app, { url, cookie: ctx.other.cookie }), 404, 'NOT_FOUND');
    // A Manager's area is the dashboard and the e-mail template: elsewhere they are a customer.
    expectError(await send(ctx.app, { url, cookie: ctx.manager.cookie }), 404, 'NOT_FOUND');
    for (const reader of [ctx.owner, ctx.admin]) {
      const response = await send(ctx.app, { url, cookie: reader.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: order._id, paymentStatus: 'Pending' });
      for (const field of LINK_FIELDS) expect(response.json()).not.toHaveProperty(field);
    }
    expectError(await send(ctx.app, { url: '/api/order/nope', cookie: ctx.admin.cookie }), 404);
    expectError(
      await send(ctx.app, {
        url: '/api/order/9b2f4c1e-0000-4000-8000-000000000000',
        cookie: ctx.admin.cookie,
      }),
      404,
    );
  });

  it('shows the access links to the owner and staff once the payment is Received', async () => {
    const { order } = await paidOrder(ctx.app, ctx.owner.cookie, packageId);
    const url = `/api/order/${order._id}`;
    for (const reader of [ctx.owner, ctx.admin]) {
      expect((await send(ctx.app, { url, cookie: reader.cookie })).json()).toMatchObject({
        paymentStatus: 'Received',
        orderStatus: 'Completed',
        transactionId: expect.stringMatching(/^[A-Z0-9]{17}$/),
        ...LINKS,
      });
    }
    expectError(await send(ctx.app, { url, cookie: ctx.other.cookie }), 404);
  });
});

describe('GET /api/orders', () => {
  let mine: string[];
  let theirs: string;
  beforeAll(async () => {
    await ctx.database.rows(sql`delete from invoices`);
    await ctx.database.rows(sql`delete from orders`);
    mine = [];
    for (let i = 0; i < 3; i += 1)
      mine.push((await placeOrder(ctx.app, ctx.owner.cookie, packageId))._id);
    theirs = (
      await placeOrder(ctx.app, ctx.other.cookie, packageId, { customerName: 'Grace Hopper' })
    )._id;
    // Distinct creation times, oldest first, so the order of the answer is known.
    const all = [...mine, theirs];
    for (const [index, id] of all.entries()) {
      await ctx.database.rows(
        sql`update orders set created_at = now() - make_interval(mins => ${all.length - index}) where id = ${id}`,
      );
    }
  });

  it('answers 401 when signed out', async () => {
    expectError(await send(ctx.app, { url: '/api/orders' }), 401);
  });

  it('gives a customer only their own orders, newest first, as the plain array', async () => {
    const response = await send(ctx.app, { url: '/api/orders', cookie: ctx.owner.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((order: { _id: string }) => order._id)).toEqual([...mine].reverse());
  });

  it('gives an Admin every order, and a Manager only their own', async () => {
    const response = await send(ctx.app, { url: '/api/orders', cookie: ctx.admin.cookie });
    expect(response.json().map((order: { _id: string }) => order._id)).toEqual(
      [...mine, theirs].reverse(),
    );
    const managers = await send(ctx.app, { url: '/api/orders', cookie: ctx.manager.cookie });
    expect(managers.json()).toEqual([]);
  });

  it('pages, filters and searches in one answer with the total', async () => {
    const page = await send(ctx.app, {
      url: '/api/orders?page=2&limit=3',
      cookie: ctx.admin.cookie,
    });
    expect(page.json()).toEqual({
      items: [expect.objectContaining({ _id: mine[0] })],
      total: 4,
      page: 2,
      limit: 3,
    });

    const [first] = mine;
    await send(ctx.app, {
      method: 'PUT',
      url: `/api/payment-cancelled/${first}`,
      cookie: ctx.owner.cookie,
      body: {},
    });
    const cancelled = await send(ctx.app, {
      url: '/api/orders?paymentStatus=Cancelled',
      cookie: ctx.admin.cookie,
    });
    expect(cancelled.json()).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(cancelled.json().items[0]._id).toBe(first);

    const theirOrder = (
      await send(ctx.app, { url: `/api/order/${theirs}`, cookie: ctx.admin.cookie })
    ).json();
    for (const q of ['grace', theirOrder.orderId.toLowerCase(), ctx.other.email.toUpperCase()]) {
      const found = await send(ctx.app, {
        url: `/api/orders?q=${encodeURIComponent(q)}`,
        cookie: ctx.admin.cookie,
      });
      expect(found.json(), q).toMatchObject({ total: 1, items: [{ _id: theirs }] });
    }
    const wildcard = await send(ctx.app, { url: '/api/orders?q=%25', cookie: ctx.admin.cookie });
    expect(wildcard.json().total).toBe(0);

    // A customer's search never reaches other people's orders.
    const mineOnly = await send(ctx.app, { url: '/api/orders?q=grace', cookie: ctx.owner.cookie });
    expect(mineOnly.json()).toMatchObject({ total: 0, items: [] });
  });

  it('narrows an Admin to their own orders with owner=me, page by page', async () => {
    const adminOwn = await placeOrder(ctx.app, ctx.admin.cookie, packageId);
    const own = await send(ctx.app, {
      url: '/api/orders?owner=me&paymentStatus=Pending&page=1&limit=5',
      cookie: ctx.admin.cookie,
    });
    expect(own.json()).toMatchObject({
      total: 1,
      page: 1,
      limit: 5,
      items: [{ _id: adminOwn._id }],
    });

    // A customer's own list is the same with or without it.
    const customers = await send(ctx.app, {
      url: '/api/orders?owner=me&page=1&limit=2',
      cookie: ctx.owner.cookie,
    });
    expect(customers.json()).toMatchObject({ total: mine.length, limit: 2 });
    expect(customers.json().items).toHaveLength(2);
    await ctx.database.rows(sql`delete from invoices where order_id = ${adminOwn._id}`);
    await ctx.database.rows(sql`delete from orders where id = ${adminOwn._id}`);
  });

  it("sums the orders of a filter for GET /api/orders/summary, only the reader's own with owner=me", async () => {
    const adminOwn = await placeOrder(ctx.app, ctx.admin.cookie, packageId);
    const price: number = (
      await send(ctx.app, { url: `/api/order/${adminOwn._id}`, cookie: ctx.admin.cookie })
    ).json().packagePrice;
    const summary = async (query: string, cookie: string) =>
      (await send(ctx.app, { url: `/api/orders/summary?${query}`, cookie })).json();

    expect(await summary('', ctx.owner.cookie)).toEqual({
      total: mine.length,
      amount: price * mine.length,
    });
    expect(await summary('owner=me', ctx.admin.cookie)).toEqual({ total: 1, amount: price });
    expect(await summary('', ctx.admin.cookie)).toEqual({
      total: mine.length + 2,
      amount: price * (mine.length + 2),
    });
    expect(await summary('paymentStatus=Received', ctx.owner.cookie)).toEqual({
      total: 0,
      amount: 0,
    });
    expectError(await send(ctx.app, { url: '/api/orders/summary' }), 401);
    await ctx.database.rows(sql`delete from invoices where order_id = ${adminOwn._id}`);
    await ctx.database.rows(sql`delete from orders where id = ${adminOwn._id}`);
  });

  it('refuses bad paging and filter values', async () => {
    for (const query of [
      'limit=101',
      'page=0',
      'paymentStatus=Paid',
      'orderStatus=Shipped',
      'owner=everyone',
    ]) {
      expectError(
        await send(ctx.app, { url: `/api/orders?${query}`, cookie: ctx.admin.cookie }),
        400,
        'VALIDATION_ERROR',
      );
    }
  });
});

describe('PUT /api/payment-cancelled/:id', () => {
  const cancel = (id: string, cookie?: string) =>
    send(ctx.app, {
      method: 'PUT',
      url: `/api/payment-cancelled/${id}`,
      cookie,
      body: { paymentStatus: 'Cancelled' },
    });

  it('lets the owner cancel their own Pending order once', async () => {
    const order = await placeOrder(ctx.app, ctx.owner.cookie, packageId);
    expectError(await cancel(order._id), 401);
    expectError(await cancel(order._id, ctx.other.cookie), 404);
    const response = await cancel(order._id, ctx.owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ paymentStatus: 'Cancelled', orderStatus: 'Cancelled' });
    expectError(await cancel(order._id, ctx.owner.cookie), 409, 'CONFLICT');
    const history = await ctx.database.rows<{ actor_email: string; summary: string }>(
      sql`select actor_email, summary from activity_log where entity = 'order' and entity_id = ${order._id}`,
    );
    expect(history).toEqual([
      {
        actor_email: ctx.owner.email,
        summary: 'Payment Pending → Cancelled, order Pending → Cancelled',
      },
    ]);
  });

  it('does not let the owner cancel a paid order, but an Admin may cancel any', async () => {
    const { order } = await paidOrder(ctx.app, ctx.owner.cookie, packageId);
    expectError(await cancel(order._id, ctx.owner.cookie), 409);
    expectError(await cancel(order._id, ctx.manager.cookie), 404);
    const response = await cancel(order._id, ctx.admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ paymentStatus: 'Cancelled' });
    for (const field of LINK_FIELDS) expect(response.json()).not.toHaveProperty(field);
    expectError(await cancel('not-a-uuid', ctx.admin.cookie), 404);
  });
});

describe('GET /api/countries', () => {
  it('answers the shipped list, sorted by name, to anyone, with a long cache', async () => {
    const response = await send(ctx.app, { url: '/api/countries' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const names: string[] = response.json().map((country: { name: string }) => country.name);
    expect(names.length).toBeGreaterThan(240);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toEqual(expect.arrayContaining(['United States', 'United Kingdom', 'Germany']));
    expect(new Set(names).size).toBe(names.length);
  });
});
