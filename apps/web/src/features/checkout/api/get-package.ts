import { Package } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from '@/lib/query-keys';

/** One package on sale (public fields only: no access links). */
export function getPackage(id: string, signal?: AbortSignal): Promise<Package> {
  return api.get(`/api/package/${encodeURIComponent(id)}`, { schema: Package, signal });
}

export const packageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: checkoutKeys.package(id),
    queryFn: ({ signal }) => getPackage(id, signal),
  });

export const usePackage = (id: string) => useQuery(packageQueryOptions(id));
