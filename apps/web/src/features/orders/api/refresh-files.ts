import { Order } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/**
 * `POST /api/orders/:id/refresh-files`: the owner asks for the cut again (contacts whose e-mail
 * turned invalid are replaced); answers the order, preparing. 409 once it is not possible.
 */
export const refreshFiles = (orderId: string) =>
  api.post(`/api/orders/${encodeURIComponent(orderId)}/refresh-files`, undefined, {
    schema: Order,
  });

export function useRefreshFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshFiles,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order._id), order);
      // The list picks up "preparing" and polls until the files are ready again.
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
