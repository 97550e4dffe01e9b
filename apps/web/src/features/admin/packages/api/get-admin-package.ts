import { AdminPackage } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPackageKeys } from '@/lib/query-keys';

export const getAdminPackage = (id: string) =>
  api.get(`/api/admin/package/${encodeURIComponent(id)}`, { schema: AdminPackage });

export const adminPackageQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminPackageKeys.detail(id), queryFn: () => getAdminPackage(id) });

export function useAdminPackage(id: string) {
  return useQuery(adminPackageQueryOptions(id));
}
