import { PaymentResult } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys, leadKeys, orderKeys } from '@/lib/query-keys';

/**
 * `PUT /api/payment-received/:id`: the server asks PayPal about the order's payment and marks
 * it Received only when PayPal has captured it (409 otherwise). Nothing in the body is trusted,
 * so none is sent.
 */
export function confirmPayment(id: string): Promise<PaymentResult> {
  return api.put(`/api/payment-received/${encodeURIComponent(id)}`, undefined, {
    schema: PaymentResult,
  });
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: ({ alreadyReceived: _, ...order }) => {
      queryClient.setQueryData(orderKeys.detail(order._id), order);
    },
    // Whatever happened, what the lists show may have changed, and a settled credit pack has
    // moved the balance (the Find Leads pill, the account menu).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: leadKeys.credits() });
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
