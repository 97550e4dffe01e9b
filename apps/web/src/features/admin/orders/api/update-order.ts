import { Order, type UpdateOrderInput } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { activityKeys, dashboardKeys, orderKeys } from '@/lib/query-keys';

export const updateOrder = ({ id, input }: { id: string; input: UpdateOrderInput }) =>
  api.put(`/api/order/${encodeURIComponent(id)}`, input, { schema: Order });

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order._id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: activityKeys.of('order', order._id) });
    },
  });
}
