import type { FeaturePageTwo } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFirstContent } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { CONTENT_STALE_TIME } from './stale-time';

export const getFeaturePageTwo = () => fetchFirstContent<FeaturePageTwo>('/api/feature-page-two');

export const featurePageTwoQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('feature-page-two'),
    queryFn: getFeaturePageTwo,
    staleTime: CONTENT_STALE_TIME,
  });

export const useFeaturePageTwo = () => useQuery(featurePageTwoQueryOptions());
