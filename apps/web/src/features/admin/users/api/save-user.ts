import { SavedStaffUser, type StaffUserInput } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys, dashboardKeys, userKeys } from '@/lib/query-keys';

/**
 * `POST /api/add-user` without an id, `PUT /api/user/:id` with one. The answer says what was
 * e-mailed to the address (`invitation`).
 */
export const saveUser = ({ id, input }: { id?: string; input: StaffUserInput }) =>
  id
    ? api.put(`/api/user/${encodeURIComponent(id)}`, input, { schema: SavedStaffUser })
    : api.post('/api/add-user', input, { schema: SavedStaffUser });

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: (saved) => {
      queryClient.setQueryData(userKeys.detail(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      // The person signed in may be the one changed (a rename of oneself).
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
    },
  });
}
