import type { PackageTitle } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFirstContent } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { CONTENT_STALE_TIME } from './stale-time';

export const getPackageTitle = () => fetchFirstContent<PackageTitle>('/api/package-titles');

export const packageTitleQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('package-titles'),
    queryFn: getPackageTitle,
    staleTime: CONTENT_STALE_TIME,
  });

export const usePackageTitle = () => useQuery(packageTitleQueryOptions());
