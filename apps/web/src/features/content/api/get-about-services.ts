import type { AboutService } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchContentList } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { CONTENT_STALE_TIME } from './stale-time';

export const getAboutServices = () => fetchContentList<AboutService>('/api/about-services');

export const aboutServicesQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.list('about-services'),
    queryFn: getAboutServices,
    staleTime: CONTENT_STALE_TIME,
  });

export const useAboutServices = () => useQuery(aboutServicesQueryOptions());
