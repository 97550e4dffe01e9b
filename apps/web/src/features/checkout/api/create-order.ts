import { type CreateOrderInput, Order } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** `POST /api/new-order`: a Pending order; the server sets price, ids, date and owner. */
export function createOrder(input: CreateOrderInput): Promise<Order> {
  return api.post('/api/new-order', input, { schema: Order });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order._id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
