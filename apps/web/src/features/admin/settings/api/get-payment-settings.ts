import { AdminPaymentSetting } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { paymentSettingKeys } from '@/lib/query-keys';

/** The stored PayPal client id beside the one checkout uses (decision 007). */
export const getPaymentSettings = () =>
  api.get('/api/admin/payments', { schema: z.array(AdminPaymentSetting) });

export const paymentSettingsQueryOptions = () =>
  queryOptions({ queryKey: paymentSettingKeys.lists(), queryFn: getPaymentSettings });

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions());
}
