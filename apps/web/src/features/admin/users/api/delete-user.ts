import { StaffUser } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys, userKeys } from '@/features/admin/api/keys';
import { api } from '@/lib/api-client';

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
