import { OrderPage, OrderSummary, type PaymentStatus } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
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

/** How many orders a filter holds and their prices added up. */
export function getOrderSummary(filter: OrderFilter, signal?: AbortSignal): Promise<OrderSummary> {
  return api.get('/api/orders/summary', { query: filter, schema: OrderSummary, signal });
}

export const orderPageQueryOptions = (params: OrderPageParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => getOrderPage(params, signal),
    placeholderData: keepPreviousData,
  });

/** The signed-in person's own orders with this payment status (staff included: `owner=me`). */
function useOwnFilter(paymentStatus: PaymentStatus) {
  const { user } = useAuth();
  return { ready: user !== null, filter: { owner: 'me', paymentStatus } satisfies OrderFilter };
}

/** One page of the person's own orders with this payment status (My Orders, Pending Payments). */
export function useOwnOrderPage(paymentStatus: PaymentStatus, page: number, limit: number) {
  const own = useOwnFilter(paymentStatus);
  return useQuery({ ...orderPageQueryOptions({ ...own.filter, page, limit }), enabled: own.ready });
}

/** How many own orders have this payment status and what they cost together. */
export function useOwnOrderSummary(paymentStatus: PaymentStatus) {
  const own = useOwnFilter(paymentStatus);
  return useQuery({
    queryKey: orderKeys.summary(own.filter),
    queryFn: ({ signal }) => getOrderSummary(own.filter, signal),
    enabled: own.ready,
  });
}

/** How many own orders have this payment status: one item is asked for, `total` is read. */
export function useOwnOrderCount(paymentStatus: PaymentStatus) {
  const own = useOwnFilter(paymentStatus);
  return useQuery({
    ...orderPageQueryOptions({ ...own.filter, page: 1, limit: 1 }),
    enabled: own.ready,
    placeholderData: undefined,
    select: (page) => page.total,
  });
}
