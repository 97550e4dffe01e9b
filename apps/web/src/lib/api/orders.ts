import { OrderPage, type PaymentStatus } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type OrderFilter, type OrderPageParams, orderKeys } from '@/lib/query-keys';

/** One page of orders, newest first: `{ items, total, page, limit }`. */
export function getOrderPage(params: OrderPageParams, signal?: AbortSignal): Promise<OrderPage> {
  return api.get('/api/orders', {
    query: { ...params, page: params.page ?? 1 },
    schema: OrderPage,
    signal,
  });
}

export const orderPageQueryOptions = (params: OrderPageParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => getOrderPage(params, signal),
    placeholderData: keepPreviousData,
  });

/** The reader's own orders with this payment status (staff included: `owner=me`). */
export const ownOrderFilter = (paymentStatus: PaymentStatus) =>
  ({ owner: 'me', paymentStatus }) satisfies OrderFilter;

/**
 * How many own orders have this payment status: one item is asked for, `total` is read.
 * `enabled` once it is known who is signed in.
 */
export function useOwnOrderCount(paymentStatus: PaymentStatus, enabled: boolean) {
  return useQuery({
    ...orderPageQueryOptions({ ...ownOrderFilter(paymentStatus), page: 1, limit: 1 }),
    enabled,
    placeholderData: undefined,
    select: (page) => page.total,
  });
}
