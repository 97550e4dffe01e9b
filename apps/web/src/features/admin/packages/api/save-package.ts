import { AdminPackage, type CreatePackageInput } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPackageKeys, dashboardKeys } from '@/lib/query-keys';

/** `POST /api/add-package` without an id, `PUT /api/edit-package/:id` with one. */
export const savePackage = ({ id, input }: { id?: string; input: CreatePackageInput }) =>
  id
    ? api.put(`/api/edit-package/${encodeURIComponent(id)}`, input, { schema: AdminPackage })
    : api.post('/api/add-package', input, { schema: AdminPackage });

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackage,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminPackageKeys.detail(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: adminPackageKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      // The storefront's cached package answers are another area's: they refetch on their own.
    },
  });
}
