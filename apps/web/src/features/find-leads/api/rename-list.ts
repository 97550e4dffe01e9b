import { LeadList, type RenameLeadListInput } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `PUT /api/lists/:id`: a new name. */
export function renameList({ id, input }: { id: string; input: RenameLeadListInput }) {
  return api.put(`/api/lists/${encodeURIComponent(id)}`, input, { schema: LeadList });
}

export function useRenameList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameList,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: leadKeys.listDetails() });
    },
  });
}
