import { type AccessSlot, AdminPackage } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { activityKeys, adminPackageKeys } from '@/lib/query-keys';

const url = (id: string, slot: AccessSlot) =>
  `/api/admin/package/${encodeURIComponent(id)}/files/${slot}`;

/** `PUT /api/admin/package/:id/files/:slot`: a CSV or XLSX file takes the slot's place. */
export const attachPackageFile = ({
  id,
  slot,
  file,
}: {
  id: string;
  slot: AccessSlot;
  file: File;
}) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.put(url(id, slot), body, { schema: AdminPackage });
};

/** `DELETE /api/admin/package/:id/files/:slot`: the slot's hosted file is deleted. */
export const removePackageFile = ({ id, slot }: { id: string; slot: AccessSlot }) =>
  api.delete(url(id, slot), { schema: AdminPackage });

function useRefreshPackage() {
  const queryClient = useQueryClient();
  return (saved: AdminPackage) => {
    queryClient.setQueryData(adminPackageKeys.detail(saved._id), saved);
    void queryClient.invalidateQueries({ queryKey: adminPackageKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: activityKeys.of('package', saved._id) });
  };
}

export function useAttachPackageFile() {
  const refresh = useRefreshPackage();
  return useMutation({ mutationFn: attachPackageFile, onSuccess: refresh });
}

export function useRemovePackageFile() {
  const refresh = useRefreshPackage();
  return useMutation({ mutationFn: removePackageFile, onSuccess: refresh });
}
