import { AdminPackage } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminPackageKeys } from '@/lib/query-keys';

/** Every package with its access links (staff only), in display order. */
export const getAdminPackages = () =>
  api.get('/api/admin/packages', { schema: z.array(AdminPackage) });

export const adminPackagesQueryOptions = () =>
  queryOptions({ queryKey: adminPackageKeys.lists(), queryFn: getAdminPackages });

export function useAdminPackages() {
  return useQuery(adminPackagesQueryOptions());
}
