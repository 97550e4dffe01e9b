import { Order } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** `PUT /api/payment-cancelled/:id`: the owner cancels their own Pending order. */
export function cancelOrder(id: string): Promise<Order> {
  return api.put(`/api/payment-cancelled/${encodeURIComponent(id)}`, undefined, { schema: Order });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order._id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
