import { AdminPackage } from '@leadvault/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshPublicContent } from '@/lib/public-content-cache';
import { adminPackageKeys } from '@/lib/query-keys';

/**
 * The packages as the package-style screen reads and writes them (decision 006): staff-only
 * reads with the access links (`/api/admin/packages`), and the spec's `PUT /api/edit-package/:id`
 * with the package's `img`.
 */
export const adminPackagesQuery = () =>
  queryOptions({
    queryKey: adminPackageKeys.lists(),
    queryFn: ({ signal }) =>
      api.get('/api/admin/packages', { schema: z.array(AdminPackage), signal }),
    staleTime: 0,
  });

export const adminPackageQuery = (id: string) =>
  queryOptions({
    queryKey: adminPackageKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/api/admin/package/${encodeURIComponent(id)}`, { schema: AdminPackage, signal }),
    staleTime: 0,
  });

export const useAdminPackages = () => useQuery(adminPackagesQuery());
export const useAdminPackage = (id: string) => useQuery(adminPackageQuery(id));

/**
 * Saves a package's picture. The edit endpoint requires the name and price, so they are sent
 * as stored; the access links and the ten features are left out and keep their values.
 */
export function useUpdatePackageImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pkg, img }: { pkg: AdminPackage; img: string }) =>
      api.put(
        `/api/edit-package/${encodeURIComponent(pkg._id)}`,
        { packageName: pkg.packageName, price: pkg.price, img },
        { schema: AdminPackage },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminPackageKeys.detail(saved._id), saved);
      void queryClient.invalidateQueries({ queryKey: adminPackageKeys.all });
      refreshPublicContent(queryClient);
    },
  });
}
