import { DeliveryRecord } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** `GET /api/orders/:id/deliveries`: who downloaded or opened which database, newest first. */
export const getDeliveries = (orderId: string) =>
  api.get(`/api/orders/${encodeURIComponent(orderId)}/deliveries`, { schema: DeliveryRecord });

export const deliveriesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.deliveries(orderId),
    queryFn: () => getDeliveries(orderId),
  });

export function useDeliveries(orderId: string) {
  return useQuery(deliveriesQueryOptions(orderId));
}
