import { AdminPackage } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { packageKeys } from '@/features/admin/api/keys';
import { api } from '@/lib/api-client';

export const getAdminPackage = (id: string) =>
  api.get(`/api/admin/package/${encodeURIComponent(id)}`, { schema: AdminPackage });

export const adminPackageQueryOptions = (id: string) =>
  queryOptions({ queryKey: packageKeys.detail(id), queryFn: () => getAdminPackage(id) });

export function useAdminPackage(id: string) {
  return useQuery(adminPackageQueryOptions(id));
}
