import { PaymentSettingsResponse } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from '@/lib/query-keys';

/**
 * `GET /api/payments`: the PayPal client id (first item's `email`) and the JS SDK to load.
 * An empty list means payments are not configured.
 */
export const getPaymentSettings = (signal?: AbortSignal) =>
  api.get('/api/payments', { schema: PaymentSettingsResponse, signal });

export const paymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.paymentSettings(),
    queryFn: ({ signal }) => getPaymentSettings(signal),
    select: (settings) => settings[0] ?? null,
  });

export const usePaymentSettings = () => useQuery(paymentSettingsQueryOptions());
