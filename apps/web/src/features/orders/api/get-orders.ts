import {
  ORDER_PAGE_SIZE_MAX,
  type Order,
  OrderPage,
  type PaymentStatus,
} from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { type OrderFilter, type OrderPageParams, orderKeys } from './keys';

/** One page of orders, newest first: `{ items, total, page, limit }`. */
export function getOrderPage(params: OrderPageParams, signal?: AbortSignal): Promise<OrderPage> {
  return api.get('/api/orders', {
    query: { ...params, page: params.page ?? 1 },
    schema: OrderPage,
    signal,
  });
}

/** Every order of a filter, read in pages of the largest size the server allows. */
export async function getAllOrders(filter: OrderFilter, signal?: AbortSignal): Promise<Order[]> {
  const items: Order[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getOrderPage({ ...filter, page, limit: ORDER_PAGE_SIZE_MAX }, signal);
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}

export const orderPageQueryOptions = (params: OrderPageParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => getOrderPage(params, signal),
    placeholderData: keepPreviousData,
  });

export const allOrdersQueryOptions = (filter: OrderFilter) =>
  queryOptions({
    queryKey: orderKeys.list({ ...filter, page: 'all' }),
    queryFn: ({ signal }) => getAllOrders(filter, signal),
  });

/**
 * The signed-in person's own orders. The server gives a customer only their own; staff are
 * given everyone's, so for them the list is narrowed to their own e-mail (the search matches
 * part of it) and then kept to exact matches.
 */
function useOwnScope(): { ready: boolean; filter: OrderFilter; keep: (order: Order) => boolean } {
  const { user, isStaff } = useAuth();
  const email = user?.email.toLowerCase() ?? '';
  return {
    ready: user !== null,
    filter: isStaff && email ? { q: email } : {},
    keep: (order) => !isStaff || order.customerEmail.toLowerCase() === email,
  };
}

/** Every own order with this payment status (My Orders, Pending Payments). */
export function useOwnOrders(paymentStatus: PaymentStatus) {
  const scope = useOwnScope();
  return useQuery({
    ...allOrdersQueryOptions({ ...scope.filter, paymentStatus }),
    enabled: scope.ready,
    select: (orders) => orders.filter(scope.keep),
  });
}

/** How many own orders have this payment status: one item is asked for, `total` is read. */
export function useOwnOrderCount(paymentStatus: PaymentStatus) {
  const scope = useOwnScope();
  return useQuery({
    ...orderPageQueryOptions({ ...scope.filter, paymentStatus, page: 1, limit: 1 }),
    enabled: scope.ready,
    placeholderData: undefined,
    select: (page) => page.total,
  });
}
