import { PaymentResult } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys, leadKeys, orderKeys } from '@/lib/query-keys';

/**
 * `POST /api/paypal/orders/:paypalOrderId/capture`: the server captures the approved PayPal
 * order and, once PayPal confirms, marks our order Received. A declined card answers 422
 * `INSTRUMENT_DECLINED`.
 */
export function capturePayPalOrder(paypalOrderId: string): Promise<PaymentResult> {
  return api.post(`/api/paypal/orders/${encodeURIComponent(paypalOrderId)}/capture`, undefined, {
    schema: PaymentResult,
  });
}

export function useCapturePayPalOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: capturePayPalOrder,
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
