import { RefundPreview } from '@leadvault/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** `GET /api/orders/:id/refund-preview`: what a refund would take back, asked at each opening. */
export function useRefundPreview(id: string) {
  return useQuery({
    queryKey: [...orderKeys.detail(id), 'refund-preview'],
    queryFn: ({ signal }) =>
      api.get(`/api/orders/${encodeURIComponent(id)}/refund-preview`, {
        schema: RefundPreview,
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
  });
}
