import { LeadListItemsResult } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `DELETE /api/lists/:id/leads` with `{ leadIds }`: takes leads out of the list only. */
export function removeFromList({ listId, leadIds }: { listId: string; leadIds: string[] }) {
  return api.delete(`/api/lists/${encodeURIComponent(listId)}/leads`, {
    body: { leadIds },
    schema: LeadListItemsResult,
  });
}

export function useRemoveFromList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromList,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: leadKeys.listDetails() });
    },
  });
}
