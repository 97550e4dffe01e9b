import { InvoiceSettings, type UpdateInvoiceSettingsInput } from '@leadvault/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceSettingsKeys } from '@/lib/query-keys';

/** The seller details printed on invoices (Admins). */
export const getInvoiceSettings = () =>
  api.get('/api/invoice-settings', { schema: InvoiceSettings });

export const invoiceSettingsQueryOptions = () =>
  queryOptions({ queryKey: invoiceSettingsKeys.detail('current'), queryFn: getInvoiceSettings });

export function useInvoiceSettings() {
  return useQuery(invoiceSettingsQueryOptions());
}

export const updateInvoiceSettings = (input: UpdateInvoiceSettingsInput) =>
  api.put('/api/invoice-settings', input, { schema: InvoiceSettings });

export function useUpdateInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceSettingsKeys.all }),
  });
}
