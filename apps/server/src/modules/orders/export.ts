import type { OrderExportQuery } from '@leadvault/contract';
import { and, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { orders } from '../../db/schema/index.ts';
import { CSV_BOM, csvLine } from '../../lib/csv.ts';
import { olderThan } from '../../lib/keyset-cursor.ts';
import { centsToPayPalValue, payableCents } from './format.ts';
import { orderFilter } from './search.ts';

const ORDER_CSV_HEADER = [
  'Order ID',
  'Date (UTC)',
  'Name',
  'Email',
  'Package',
  'Price (USD)',
  'Discount Code',
  'Discount (USD)',
  'Total (USD)',
  'Website',
  'Note',
  'Payment Status',
  'Order Status',
  'Address',
  'City',
  'Country',
  'Transaction ID',
];

const EXPORT_BATCH = 1000;

/**
 * The CSV of every order matching the list's filter, newest first, in batches of 1000 read by
 * keyset (created_at, id): memory stays flat whatever the number of orders.
 */
export async function* orderCsv(db: Db, query: OrderExportQuery): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(ORDER_CSV_HEADER);
  const filter = orderFilter(query);
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ order: orders, at: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(and(filter, olderThan(orders.createdAt, orders.id, after && [after.at, after.id])))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows
      .map(({ order }) =>
        csvLine([
          order.orderId,
          order.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          order.customerName,
          order.customerEmail,
          order.packageName,
          centsToPayPalValue(order.packagePriceCents),
          order.discountCode ?? '',
          centsToPayPalValue(order.discountCents),
          centsToPayPalValue(payableCents(order)),
          order.customerWebsite,
          order.customerNote,
          order.paymentStatus,
          order.orderStatus,
          order.address,
          order.cityName,
          order.countryName,
          order.transactionId ?? '',
        ]),
      )
      .join('');
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { at: last.at, id: last.order.id };
  }
}
