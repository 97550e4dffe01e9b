import { type RefundOrderInput, RefundResult } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { activityKeys, dashboardKeys, orderKeys } from '@/lib/query-keys';

/** `POST /api/orders/:id/refund`: the whole payment goes back through PayPal (Admins). */
export const refundOrder = ({ id, input }: { id: string; input: RefundOrderInput }) =>
  api.post(`/api/orders/${encodeURIComponent(id)}/refund`, input, { schema: RefundResult });

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: ({ refund: _refund, ...order }) => {
      queryClient.setQueryData(orderKeys.detail(order._id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: activityKeys.of('order', order._id) });
    },
  });
}
