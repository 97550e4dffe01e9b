import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, send, useTestApp } from '../../../test/helpers.ts';
import { paidOrder, placeOrder, seedPackage } from '../../../test/purchase.ts';

const ctx = useTestApp({ people: { customer: 'Customer', manager: 'Manager', admin: 'Admin' } });
let packageId: string;

beforeAll(async () => {
  packageId = (await seedPackage(ctx.database)).id;
});

const updateOrder = (id: string, body: unknown, cookie?: string) =>
  send(ctx.app, { method: 'PUT', url: `/api/order/${id}`, body, cookie });

describe('PUT /api/order/:id', () => {
  it('is for Admins only, refused before the body or the id is read', async () => {
    const order = await placeOrder(ctx.app, ctx.customer.cookie, packageId);
    for (const body of [{ orderStatus: 'Accepted' }, { orderStatus: 'Bogus' }, 'not json']) {
      expectError(await updateOrder(order._id, body), 401);
      expectError(await updateOrder(order._id, body, ctx.customer.cookie), 403);
      expectError(await updateOrder(order._id, body, ctx.manager.cookie), 403);
      expectError(await updateOrder('not-a-uuid', body, ctx.manager.cookie), 403);
    }
  });

  it('sets both statuses, records who changed what, and lists the change for the order', async () => {
    const order = await placeOrder(ctx.app, ctx.customer.cookie, packageId);
    const response = await updateOrder(
      order._id,
      { paymentStatus: 'Received', orderStatus: 'Accepted', orderId: 'HACKED00', packagePrice: 1 },
      ctx.admin.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      _id: order._id,
      orderId: order.orderId,
      paymentStatus: 'Received',
      orderStatus: 'Accepted',
      packagePrice: 49,
    });
    const [row] = await ctx.database.rows<{ paid_at: Date | null }>(
      sql`select paid_at from orders where id = ${order._id}`,
    );
    expect(row?.paid_at).not.toBeNull();

    await updateOrder(order._id, { orderStatus: 'Delivered' }, ctx.admin.cookie);
    const history = await send(ctx.app, {
      url: `/api/activity?entity=order&entityId=${order._id}`,
      cookie: ctx.admin.cookie,
    });
    expect(history.json()).toEqual([
      expect.objectContaining({
        actorEmail: ctx.admin.email,
        summary: 'Order Accepted → Delivered',
        details: { orderStatus: { from: 'Accepted', to: 'Delivered' } },
      }),
      expect.objectContaining({
        actorEmail: ctx.admin.email,
        summary: 'Payment Pending → Received, order Pending → Accepted',
      }),
    ]);
  });

  it('writes nothing when nothing changes', async () => {
    const order = await placeOrder(ctx.app, ctx.customer.cookie, packageId);
    const response = await updateOrder(
      order._id,
      { paymentStatus: 'Pending', orderStatus: 'Pending' },
      ctx.admin.cookie,
    );
    expect(response.statusCode).toBe(200);
    const entries = await ctx.database.rows(
      sql`select 1 from activity_log where entity_id = ${order._id}`,
    );
    expect(entries).toHaveLength(0);
  });

  it("takes only the spec's values: anything else is 400 and changes nothing", async () => {
    const order = await placeOrder(ctx.app, ctx.customer.cookie, packageId);
    for (const body of [
      {},
      { orderStatus: 'Completed' },
      { orderStatus: 'Shipped' },
      { paymentStatus: 'Paid' },
      { paymentStatus: 'received' },
      { paymentStatus: 'Received', orderStatus: 'Pending ' },
      { paymentStatus: null },
      { orderStatus: 3 },
    ]) {
      expectError(await updateOrder(order._id, body, ctx.admin.cookie), 400, 'VALIDATION_ERROR');
    }
    const unchanged = await send(ctx.app, {
      url: `/api/order/${order._id}`,
      cookie: ctx.admin.cookie,
    });
    expect(unchanged.json()).toMatchObject({ paymentStatus: 'Pending', orderStatus: 'Pending' });
    expectError(
      await updateOrder('not-a-uuid', { orderStatus: 'Accepted' }, ctx.admin.cookie),
      404,
    );
    expectError(
      await updateOrder(
        '9b2f4c1e-0000-4000-8000-000000000000',
        { orderStatus: 'Accepted' },
        ctx.admin.cookie,
      ),
      404,
    );
  });

  it('lets a paid (Completed) order change its payment status alone', async () => {
    const { order } = await paidOrder(ctx.app, ctx.customer.cookie, packageId);
    const response = await updateOrder(order._id, { paymentStatus: 'Refunded' }, ctx.admin.cookie);
    expect(response.json()).toMatchObject({ paymentStatus: 'Refunded', orderStatus: 'Completed' });
  });
});

describe('lists, sales total and CSV export', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    await ctx.database.rows(sql`delete from invoices`);
    await ctx.database.rows(sql`delete from orders`);
    ids = {};
    const plan: Array<[string, string, string, string]> = [
      // name, payment, order, note
      ['Grace Hopper', 'Received', 'Delivered', 'Deliver fast'],
      [
        '=HYPERLINK("http://evil.example","x")',
        'Pending',
        'Pending',
        'Note, with "quotes"\nand a line',
      ],
      ['Alan Turing', 'Received', 'Accepted', ''],
      ['Ada Lovelace', 'Refunded', 'Cancelled', ''],
    ];
    for (const [index, [name, paymentStatus, orderStatus, note]] of plan.entries()) {
      const order = await placeOrder(ctx.app, ctx.customer.cookie, packageId, {
        customerName: name,
        customerNote: note,
      });
      ids[name] = order._id;
      await ctx.database.rows(
        sql`update orders set payment_status = ${paymentStatus}, order_status = ${orderStatus},
          paid_at = case when ${paymentStatus} = 'Received' then now() else null end,
          created_at = now() - make_interval(mins => ${plan.length - index})
          where id = ${order._id}`,
      );
    }
  });

  it('filters by status in SQL, newest first, 10 a page by default', async () => {
    const received = await send(ctx.app, {
      url: '/api/orders?paymentStatus=Received',
      cookie: ctx.admin.cookie,
    });
    expect(received.json()).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(
      received.json().items.map((order: { customerName: string }) => order.customerName),
    ).toEqual(['Alan Turing', 'Grace Hopper']);
    const delivered = await send(ctx.app, {
      url: '/api/orders?orderStatus=Delivered&page=1',
      cookie: ctx.admin.cookie,
    });
    expect(delivered.json()).toMatchObject({ total: 1, items: [{ customerName: 'Grace Hopper' }] });
  });

  it('searches words of the name and e-mail and the order id, by prefix, any case', async () => {
    const search = async (q: string, extra = '') =>
      (
        await send(ctx.app, {
          url: `/api/orders?q=${encodeURIComponent(q)}&page=1${extra}`,
          cookie: ctx.admin.cookie,
        })
      ).json() as { total: number; items: Array<{ customerName: string; orderId: string }> };
    expect((await search('lovelace')).items.map((order) => order.customerName)).toEqual([
      'Ada Lovelace',
    ]);
    expect((await search('TUR')).items.map((order) => order.customerName)).toEqual(['Alan Turing']);
    expect((await search('grace hop')).total).toBe(1);
    expect((await search('hopper grace')).total).toBe(1);
    expect((await search('grace', '&paymentStatus=Refunded')).total).toBe(0);
    const [first] = (await search('grace')).items;
    expect((await search(first?.orderId.slice(0, 5).toLowerCase() ?? '')).items).toEqual([
      expect.objectContaining({ orderId: first?.orderId }),
    ]);
    // The customer's e-mail: whole, or any of its words.
    expect((await search(ctx.customer.email.toUpperCase())).total).toBe(4);
    expect((await search('example.co.uk')).total).toBe(4);
    // Punctuation only separates words: no wildcards, no query syntax, nothing for no words.
    for (const q of ['%', '_', "'", '&', '!:*']) expect((await search(q)).total, q).toBe(0);
    expect((await search('grace & | !')).total).toBe(1);
    // Not inside words.
    expect((await search('velace')).total).toBe(0);
  });

  it('sums Received orders only for Total Sales', async () => {
    expectError(await send(ctx.app, { url: '/api/orders/total-sales' }), 401);
    expectError(
      await send(ctx.app, { url: '/api/orders/total-sales', cookie: ctx.manager.cookie }),
      403,
    );
    const total = await send(ctx.app, { url: '/api/orders/total-sales', cookie: ctx.admin.cookie });
    expect(total.json()).toEqual({ totalSales: 98, discounts: 0, orders: 2 });
  });

  it('exports the current filter as CSV with escaping and formulas neutralised', async () => {
    expectError(await send(ctx.app, { url: '/api/orders/export' }), 401);
    expectError(
      await send(ctx.app, { url: '/api/orders/export', cookie: ctx.customer.cookie }),
      403,
    );
    expectError(
      await send(ctx.app, { url: '/api/orders/export', cookie: ctx.manager.cookie }),
      403,
    );

    const all = await send(ctx.app, { url: '/api/orders/export', cookie: ctx.admin.cookie });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(all.body.startsWith('\uFEFFOrder ID,Date (UTC),Name,Email,Package,Price (USD)')).toBe(
      true,
    );
    expect(all.body).toContain(
      `"'=HYPERLINK(""http://evil.example"",""x"")",${ctx.customer.email},Starter Leads,49.00,,0.00,49.00,,"Note, with ""quotes""\nand a line",Pending,Pending`,
    );
    const records = all.body.split('\r\n').filter(Boolean);
    expect(records).toHaveLength(5);
    // Newest first, like the lists.
    expect(records[1]).toContain('Ada Lovelace');

    const received = await send(ctx.app, {
      url: '/api/orders/export?paymentStatus=Received&q=turing',
      cookie: ctx.admin.cookie,
    });
    expect(received.headers['content-disposition']).toMatch(/orders-payment-received-search-/);
    const lines = received.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^[A-Z0-9]{8},\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z,Alan Turing,/);
    expectError(
      await send(ctx.app, {
        url: '/api/orders/export?paymentStatus=Paid',
        cookie: ctx.admin.cookie,
      }),
      400,
    );
  });

  it('exports more orders than one batch, each exactly once', async () => {
    const [template] = await ctx.database.rows<{ id: string }>(
      sql`select id from orders where customer_name = 'Alan Turing'`,
    );
    await ctx.database.rows(sql`
      insert into orders (order_id, payment_id, package_id, package_name, package_price_cents,
        customer_user_id, customer_email, customer_name, address, city_name, country_name,
        payment_status, order_status, created_at)
      select 'B' || lpad(i::text, 7, '0'), 'P' || lpad(i::text, 7, '0'), package_id, package_name,
        package_price_cents, customer_user_id, customer_email, 'Bulk ' || i, address, city_name,
        country_name, 'Cancelled', 'Cancelled',
        -- Pairs share a creation time, so the keyset must also compare ids.
        now() - make_interval(secs => 1000 + i / 2)
      from orders, generate_series(1, 2500) as i where id = ${template?.id ?? ''}`);
    const response = await send(ctx.app, {
      url: '/api/orders/export?paymentStatus=Cancelled',
      cookie: ctx.admin.cookie,
    });
    const names = response.body
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(',')[2]);
    expect(names).toHaveLength(2500);
    expect(new Set(names).size).toBe(2500);
  });
});
