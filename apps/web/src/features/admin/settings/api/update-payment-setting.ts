import { AdminPaymentSetting, type UpdatePaymentSettingInput } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentSettingKeys } from '@/lib/query-keys';

export const updatePaymentSetting = ({
  id,
  input,
}: {
  id: string;
  input: UpdatePaymentSettingInput;
}) => api.put(`/api/payment/${encodeURIComponent(id)}`, input, { schema: AdminPaymentSetting });

export function useUpdatePaymentSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentSettingKeys.all }),
  });
}
