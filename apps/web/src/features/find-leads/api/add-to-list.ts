import { LeadListItemsResult } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `POST /api/lists/:id/leads`: free, and locked leads may be added. */
export function addToList({ listId, leadIds }: { listId: string; leadIds: string[] }) {
  return api.post(
    `/api/lists/${encodeURIComponent(listId)}/leads`,
    { leadIds },
    { schema: LeadListItemsResult },
  );
}

export function useAddToList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToList,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: leadKeys.listDetails() });
    },
  });
}
