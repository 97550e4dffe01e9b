import { OrderSummary, type PaymentStatus } from '@leadvault/contract';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { orderPageQueryOptions, ownOrderFilter } from '@/lib/api/orders';
import { api } from '@/lib/api-client';
import { type OrderFilter, orderKeys } from '@/lib/query-keys';
import { anyPreparing, PREPARING_POLL_MS } from '../cut-texts';

/** How many orders a filter holds and their prices added up. */
export function getOrderSummary(filter: OrderFilter, signal?: AbortSignal): Promise<OrderSummary> {
  return api.get('/api/orders/summary', { query: filter, schema: OrderSummary, signal });
}

/** The signed-in person's own orders with this payment status (staff included: `owner=me`). */
function useOwnFilter(paymentStatus: PaymentStatus) {
  const { user } = useAuth();
  return { ready: user !== null, filter: ownOrderFilter(paymentStatus) };
}

/**
 * One page of the person's own orders with this payment status (My Orders, Pending Payments).
 * My Orders (Received) keeps refunded orders in its list, marked Refunded.
 */
export function useOwnOrderPage(
  paymentStatus: PaymentStatus,
  page: number,
  limit: number,
  /** Only the order with this number (a link from the credit history). */
  orderNumber?: string,
) {
  const own = useOwnFilter(paymentStatus);
  const includeRefunded = paymentStatus === 'Received' ? ('true' as const) : undefined;
  return useQuery({
    ...orderPageQueryOptions({ ...own.filter, includeRefunded, page, limit, q: orderNumber }),
    enabled: own.ready,
    // Files being cut become downloads on their own: ask again until none is preparing.
    refetchInterval: (query) => (anyPreparing(query.state.data?.items) ? PREPARING_POLL_MS : false),
  });
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
