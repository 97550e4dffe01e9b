import { PackageTitle, type UpdatePackageTitleInput } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { packageTitleKeys } from '@/lib/query-keys';

export const updatePackageTitle = ({ id, input }: { id: string; input: UpdatePackageTitleInput }) =>
  api.put(`/api/package-title/${encodeURIComponent(id)}`, input, { schema: PackageTitle });

export function useUpdatePackageTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePackageTitle,
    onSuccess: (saved) => {
      queryClient.setQueryData(packageTitleKeys.detail(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: packageTitleKeys.all });
    },
  });
}
