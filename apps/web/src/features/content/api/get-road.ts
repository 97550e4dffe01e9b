import type { Road } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFirstContent } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { CONTENT_STALE_TIME } from './stale-time';

export const getRoad = () => fetchFirstContent<Road>('/api/road');

export const roadQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('road'),
    queryFn: getRoad,
    staleTime: CONTENT_STALE_TIME,
  });

export const useRoad = () => useQuery(roadQueryOptions());
