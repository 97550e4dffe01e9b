import type { OrderExportQuery, OrderListQuery } from '@leadvault/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { orderSearchDocument, orders } from '../../db/schema/index.ts';
import { wordPrefixQuery } from '../../lib/word-prefix-query.ts';

/**
 * The order search in SQL: every word must start a word of the customer's name, of their e-mail,
 * or the order id. Uses the full-text GIN index on the same document (orders_search_idx); a search
 * without any word matches nothing.
 */
function orderSearchCondition(text: string): SQL {
  const query = wordPrefixQuery(text);
  if (!query) return sql`false`;
  return sql`${orderSearchDocument(orders)} @@ to_tsquery('simple'::regconfig, ${query})`;
}

/** The list's filter: status values and the search box (name, e-mail words and order id). */
export function orderFilter(
  query: OrderExportQuery & Pick<OrderListQuery, 'includeRefunded'>,
): SQL | undefined {
  const paymentStatuses = query.paymentStatus
    ? [query.paymentStatus, ...(query.includeRefunded ? ['Refunded'] : [])]
    : [];
  return and(
    paymentStatuses.length > 0 ? inArray(orders.paymentStatus, paymentStatuses) : undefined,
    query.orderStatus ? eq(orders.orderStatus, query.orderStatus) : undefined,
    query.q ? orderSearchCondition(query.q) : undefined,
  );
}
