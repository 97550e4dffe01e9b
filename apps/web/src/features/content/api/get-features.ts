import type { Feature } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchContentList } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { CONTENT_STALE_TIME } from './stale-time';

export const getFeatures = () => fetchContentList<Feature>('/api/features');

export const featuresQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.list('features'),
    queryFn: getFeatures,
    staleTime: CONTENT_STALE_TIME,
  });

export const useFeatures = () => useQuery(featuresQueryOptions());
