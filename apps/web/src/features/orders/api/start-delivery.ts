import { DeliveryStart, type SegmentFileFormat } from '@leadvault/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /api/orders/:id/deliveries/:slot`: a hosted file (or a cut file, in the `format` asked
 * for) answers a signed download link (5 minutes); an external link answers itself, its opening
 * recorded for staff.
 */
export const startDelivery = ({
  orderId,
  slot,
  format,
}: {
  orderId: string;
  slot: number;
  format?: SegmentFileFormat;
}) =>
  api.post(`/api/orders/${encodeURIComponent(orderId)}/deliveries/${slot}`, undefined, {
    query: format ? { format } : undefined,
    schema: DeliveryStart,
  });

export function useStartDelivery() {
  return useMutation({ mutationFn: startDelivery });
}
