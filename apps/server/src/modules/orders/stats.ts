import type { SalesDay, SalesTotal } from '@leadvault/contract';
import { centsToDollars } from '@leadvault/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/index.ts';
import { orders } from '../../db/schema/index.ts';

// The dashboard's and the order list's figures, counted in SQL.

/** What every Received order brought in (price less discount), and the discounts given. */
export async function salesTotal(db: DbOrTx): Promise<SalesTotal> {
  const [row] = await db
    .select({
      cents: sql<string>`coalesce(sum(${orders.packagePriceCents} - ${orders.discountCents}), 0)::bigint`,
      discountCents: sql<string>`coalesce(sum(${orders.discountCents}), 0)::bigint`,
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(eq(orders.paymentStatus, 'Received'));
  return {
    totalSales: centsToDollars(Number(row?.cents ?? 0)),
    discounts: centsToDollars(Number(row?.discountCents ?? 0)),
    orders: row?.orders ?? 0,
  };
}

/** Counts for the dashboard's order tile. */
export async function orderCounts(db: DbOrTx) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pendingOrders: sql<number>`(select count(*)::int from ${orders} where ${orders.orderStatus} = 'Pending')`,
      pendingPayments: sql<number>`(select count(*)::int from ${orders} where ${orders.paymentStatus} = 'Pending')`,
    })
    .from(orders);
  return {
    total: row?.total ?? 0,
    pendingOrders: row?.pendingOrders ?? 0,
    pendingPayments: row?.pendingPayments ?? 0,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Received amounts (less discounts) and the discounts per day (UTC) of the last `days` days, today included, oldest first; days
 * without sales are zero. Grouped in SQL on the partial index of Received orders by paid date.
 */
export async function salesByDay(db: DbOrTx, days: number, now = new Date()): Promise<SalesDay[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(today - (days - 1) * DAY_MS);
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      cents: sql<string>`sum(${orders.packagePriceCents} - ${orders.discountCents})::bigint`,
      discountCents: sql<string>`sum(${orders.discountCents})::bigint`,
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'Received'), gte(orders.paidAt, start)))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(start.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    const found = byDay.get(date);
    return {
      date,
      amount: centsToDollars(Number(found?.cents ?? 0)),
      discount: centsToDollars(Number(found?.discountCents ?? 0)),
      orders: found?.orders ?? 0,
    };
  });
}
