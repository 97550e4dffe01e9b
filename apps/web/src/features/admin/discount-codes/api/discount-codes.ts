import { DiscountCode, type DiscountCodeInput, DiscountCodeList } from '@leadvault/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { discountCodeKeys } from '@/lib/query-keys';

const URL = '/api/admin/discount-codes';
const one = (id: string) => `${URL}/${encodeURIComponent(id)}`;

export const discountCodesQueryOptions = () =>
  queryOptions({
    queryKey: discountCodeKeys.lists(),
    queryFn: ({ signal }) => api.get(URL, { schema: DiscountCodeList, signal }),
  });

export const useDiscountCodes = () => useQuery(discountCodesQueryOptions());

/** Create (no id) or change a code; the list is read again afterwards. */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: DiscountCodeInput }) =>
      id
        ? api.put(one(id), input, { schema: DiscountCode })
        : api.post(URL, input, { schema: DiscountCode }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountCodeKeys.lists() }),
  });
}

export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(one(id), { schema: z.object({ deleted: z.literal(true) }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountCodeKeys.lists() }),
  });
}
