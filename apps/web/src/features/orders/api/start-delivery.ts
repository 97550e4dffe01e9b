import { type AccessSlot, DeliveryStart } from '@leadvault/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /api/orders/:id/deliveries/:slot`: a hosted file answers a signed download link (5
 * minutes); an external link answers itself, its opening recorded for staff.
 */
export const startDelivery = ({ orderId, slot }: { orderId: string; slot: AccessSlot }) =>
  api.post(`/api/orders/${encodeURIComponent(orderId)}/deliveries/${slot}`, undefined, {
    schema: DeliveryStart,
  });

export function useStartDelivery() {
  return useMutation({ mutationFn: startDelivery });
}
