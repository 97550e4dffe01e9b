import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, send, useTestApp } from '../../../test/helpers.ts';
import { placeOrder, seedPackage } from '../../../test/purchase.ts';
import { dashboardStats } from './service.ts';

const ctx = useTestApp({ people: { admin: 'Admin', manager: 'Manager', customer: 'Customer' } });

beforeAll(async () => {
  const packageId = (await seedPackage(ctx.database)).id;
  await seedPackage(ctx.database, { packageName: 'Second' });
  // Received: today twice, 3 days ago once, 40 days ago once (outside the chart); and others.
  const plan: Array<[string, string, number | null]> = [
    ['Received', 'Completed', 0],
    ['Received', 'Delivered', 0],
    ['Received', 'Accepted', 3],
    ['Received', 'Completed', 40],
    ['Pending', 'Pending', null],
    ['Cancelled', 'Cancelled', null],
    ['Refunded', 'Pending', 5],
  ];
  for (const [paymentStatus, orderStatus, daysAgo] of plan) {
    const order = await placeOrder(ctx.app, ctx.customer.cookie, packageId);
    await ctx.database.rows(sql`
      update orders set payment_status = ${paymentStatus}, order_status = ${orderStatus},
        paid_at = case when ${daysAgo}::int is null then null
          else now() - make_interval(days => ${daysAgo}::int) end
      where id = ${order._id}`);
  }
  await ctx.database.rows(sql`
    insert into contact_messages (name, email, subject, message, date, message_status)
    values ('A', 'a@example.com', 'S', 'M', '2026-01-01', 'UnRead'),
           ('B', 'b@example.com', 'S', 'M', '2026-01-01', 'pending'),
           ('C', 'c@example.com', 'S', 'M', '2026-01-01', 'Read')`);
});

describe('GET /api/dashboard', () => {
  it('answers Admins and Managers only', async () => {
    expectError(await send(ctx.app, { url: '/api/dashboard' }), 401);
    expectError(await send(ctx.app, { url: '/api/dashboard', cookie: ctx.customer.cookie }), 403);
  });

  it("gives an Admin every tile's count and 30 days of Received sales", async () => {
    const response = await send(ctx.app, { url: '/api/dashboard', cookie: ctx.admin.cookie });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats).toMatchObject({
      packages: 2,
      orders: { total: 7, pendingOrders: 2, pendingPayments: 1 },
      unreadMessages: 2,
      users: 2,
      emailTemplateVersions: 0,
    });
    expect(stats.sales.days).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.sales.days.at(-1)).toEqual({ date: today, amount: 98, discount: 0, orders: 2 });
    expect(stats.sales.days.filter((day: { amount: number }) => day.amount > 0)).toHaveLength(2);
    expect(stats.sales.total).toBe(147);
  });

  it('gives a Manager the chart and the template count, none of the Admin-only counts', async () => {
    const stats = (
      await send(ctx.app, { url: '/api/dashboard', cookie: ctx.manager.cookie })
    ).json();
    expect(Object.keys(stats).sort()).toEqual(['emailTemplateVersions', 'sales']);
    expect(stats.sales.total).toBe(147);
  });

  it('counts days in UTC, oldest first, with empty days as zero', async () => {
    const now = new Date('2030-01-15T00:30:00Z');
    const stats = await dashboardStats(ctx.database.db, 'Manager', now);
    expect(stats.sales.days[0]?.date).toBe('2029-12-17');
    expect(stats.sales.days.at(-1)?.date).toBe('2030-01-15');
    expect(stats.sales.total).toBe(0);
  });
});
