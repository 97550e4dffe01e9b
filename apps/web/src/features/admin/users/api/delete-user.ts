import { StaffUser } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys, userKeys } from '@/lib/query-keys';

export const deleteUser = (id: string) =>
  api.delete(`/api/user/${encodeURIComponent(id)}`, { schema: StaffUser });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (deleted) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(deleted._id) });
      void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
