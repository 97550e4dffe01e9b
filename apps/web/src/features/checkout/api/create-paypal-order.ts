import { CreatePayPalOrderResponse } from '@leadvault/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/paypal/orders`: PayPal's order for our order `_id`, priced by the server. */
export function createPayPalOrder(orderId: string): Promise<CreatePayPalOrderResponse> {
  return api.post('/api/paypal/orders', { orderId }, { schema: CreatePayPalOrderResponse });
}

export const useCreatePayPalOrder = () => useMutation({ mutationFn: createPayPalOrder });
