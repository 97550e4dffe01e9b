import { LeadList } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `DELETE /api/lists/:id`: the list goes; its leads (and what was revealed) stay. */
export function deleteList(id: string): Promise<LeadList> {
  return api.delete(`/api/lists/${encodeURIComponent(id)}`, { schema: LeadList });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onSuccess: (deleted) => {
      queryClient.removeQueries({ queryKey: leadKeys.listPages(deleted._id) });
      void queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
    },
  });
}
