import { Profile, type UpdateCreditInput } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { activityKeys, profileKeys } from '@/lib/query-keys';

export const updateCredit = ({
  id,
  input,
}: {
  id: string;
  input: z.input<typeof UpdateCreditInput>;
}) => api.put(`/api/update-credit/${encodeURIComponent(id)}`, input, { schema: Profile });

export function useUpdateCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCredit,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.detail(profile._id), profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: activityKeys.of('profile', profile._id) });
    },
  });
}
