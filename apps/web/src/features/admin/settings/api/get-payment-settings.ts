import { AdminPaymentSetting } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { paymentSettingKeys } from '@/features/admin/api/keys';
import { api } from '@/lib/api-client';

/** The stored PayPal client id beside the one checkout uses (decision 007). */
export const getPaymentSettings = () =>
  api.get('/api/admin/payments', { schema: z.array(AdminPaymentSetting) });

export const paymentSettingsQueryOptions = () =>
  queryOptions({ queryKey: paymentSettingKeys.lists(), queryFn: getPaymentSettings });

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions());
}
