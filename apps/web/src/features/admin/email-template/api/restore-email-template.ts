import { SaveEmailTemplateResult } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys, emailTemplateKeys } from '@/lib/query-keys';

export const restoreEmailTemplate = (id: string) =>
  api.post(`/api/email-template/${encodeURIComponent(id)}/restore`, undefined, {
    schema: SaveEmailTemplateResult,
  });

export function useRestoreEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreEmailTemplate,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: emailTemplateKeys.versions() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
