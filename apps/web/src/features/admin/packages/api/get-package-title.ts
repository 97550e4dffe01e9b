import { PackageTitle } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { packageTitleKeys } from '@/lib/query-keys';

export const getPackageTitle = (id: string) =>
  api.get(`/api/package-title/${encodeURIComponent(id)}`, { schema: PackageTitle });

export const packageTitleQueryOptions = (id: string) =>
  queryOptions({ queryKey: packageTitleKeys.detail(id), queryFn: () => getPackageTitle(id) });

export function usePackageTitle(id: string) {
  return useQuery(packageTitleQueryOptions(id));
}
