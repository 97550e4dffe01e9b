import { type SaveEmailTemplateInput, SaveEmailTemplateResult } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys, emailTemplateKeys } from '@/lib/query-keys';

export const saveEmailTemplate = (input: SaveEmailTemplateInput) =>
  api.post('/api/add-generate-email-template', input, { schema: SaveEmailTemplateResult });

export function useSaveEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailTemplate,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: emailTemplateKeys.versions() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
