import type { FeaturesTitle } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFirstContent } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { CONTENT_STALE_TIME } from './stale-time';

export const getFeaturesTitle = () => fetchFirstContent<FeaturesTitle>('/api/features-title');

export const featuresTitleQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('features-title'),
    queryFn: getFeaturesTitle,
    staleTime: CONTENT_STALE_TIME,
  });

export const useFeaturesTitle = () => useQuery(featuresTitleQueryOptions());
