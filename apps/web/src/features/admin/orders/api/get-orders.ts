import { type OrderListQuery, OrderPage } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** One page of orders, filtered, searched and counted by the server. */
export function getOrders(query: OrderListQuery) {
  return api.get('/api/orders', { query, schema: OrderPage });
}

export const ordersQueryOptions = (query: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: () => getOrders(query),
    placeholderData: keepPreviousData,
  });

export function useOrders(query: OrderListQuery) {
  return useQuery(ordersQueryOptions(query));
}

/** The CSV export of the same filter (a plain download link; the server streams it). */
export function ordersExportUrl(
  query: Pick<OrderListQuery, 'paymentStatus' | 'orderStatus' | 'q'>,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  const search = params.toString();
  return `/api/orders/export${search ? `?${search}` : ''}`;
}
