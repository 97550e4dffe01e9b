import type { About } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFirstContent } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { CONTENT_STALE_TIME } from './stale-time';

export const getAbout = () => fetchFirstContent<About>('/api/about');

export const aboutQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('about'),
    queryFn: getAbout,
    staleTime: CONTENT_STALE_TIME,
  });

export const useAbout = () => useQuery(aboutQueryOptions());
