import { DeliveryRecord } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from '@/features/admin/api/keys';
import { api } from '@/lib/api-client';

/** `GET /api/orders/:id/deliveries`: who downloaded or opened which database, newest first. */
export const getDeliveries = (orderId: string) =>
  api.get(`/api/orders/${encodeURIComponent(orderId)}/deliveries`, { schema: DeliveryRecord });

export const deliveriesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...orderKeys.detail(orderId), 'deliveries'] as const,
    queryFn: () => getDeliveries(orderId),
  });

export function useDeliveries(orderId: string) {
  return useQuery(deliveriesQueryOptions(orderId));
}
