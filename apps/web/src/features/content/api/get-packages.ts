import { Package } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchContentList } from './fetch-content';
import { CONTENT_STALE_TIME, contentKeys } from './keys';

export const getPackages = () => fetchContentList('/api/packages', Package);

export const packagesQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.list('packages'),
    queryFn: getPackages,
    staleTime: CONTENT_STALE_TIME,
  });

export const usePackages = () => useQuery(packagesQueryOptions());
