import { AdminPackage } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPackageKeys, contentKeys, dashboardKeys } from '@/lib/query-keys';

/** `POST /api/admin/package/:id/archive` (off sale) or `/restore` (back on sale). */
export const setPackageArchived = ({ id, archived }: { id: string; archived: boolean }) =>
  api.post(
    `/api/admin/package/${encodeURIComponent(id)}/${archived ? 'archive' : 'restore'}`,
    undefined,
    { schema: AdminPackage },
  );

export function useSetPackageArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPackageArchived,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminPackageKeys.detail(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: adminPackageKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      // This tab's storefront lists (pricing, deposit) should not offer it until they refetch.
      void queryClient.invalidateQueries({ queryKey: contentKeys.list('packages') });
    },
  });
}
