import { Order } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** One own order (staff: any). Access links are present only once it is Received. */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return api.get(`/api/order/${encodeURIComponent(id)}`, { schema: Order, signal });
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // A payment can change the order at any moment (another tab, a webhook): read it fresh.
    staleTime: 0,
  });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
