import type { OrderExportQuery } from '@leadvault/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { orderSearchDocument, orders } from '../../db/schema/index.ts';

/** Letters and digits in any script: what a search word is made of. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The words of a search, lower-cased, each matched as a word prefix: "ada love" finds
 * "Ada Lovelace" and "ada.lovelace@mail.example.co.uk"; "ab12" finds order AB12CD34. Punctuation
 * only separates words, so `%`, `_` or quotes never act as wildcards or syntax.
 */
export function searchQuery(text: string): string | undefined {
  const words = text.toLowerCase().match(WORD);
  if (!words || words.length === 0) return undefined;
  return words
    .slice(0, 10)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/**
 * The order search in SQL: every word must start a word of the customer's name, of their e-mail,
 * or the order id. Uses the full-text GIN index on the same document (orders_search_idx); a search
 * without any word matches nothing.
 */
function orderSearchCondition(text: string): SQL {
  const query = searchQuery(text);
  if (!query) return sql`false`;
  return sql`${orderSearchDocument(orders)} @@ to_tsquery('simple'::regconfig, ${query})`;
}

/** The list's filter: status values and the search box (name, e-mail words and order id). */
export function orderFilter(query: OrderExportQuery): SQL | undefined {
  return and(
    query.paymentStatus ? eq(orders.paymentStatus, query.paymentStatus) : undefined,
    query.orderStatus ? eq(orders.orderStatus, query.orderStatus) : undefined,
    query.q ? orderSearchCondition(query.q) : undefined,
  );
}
