import { type CreateLeadListInput, LeadList } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `POST /api/lists`: a new, empty list. */
export function createList(input: CreateLeadListInput): Promise<LeadList> {
  return api.post('/api/lists', input, { schema: LeadList });
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
  });
}
