import type { WhyChoose } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFirstContent } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { CONTENT_STALE_TIME } from './stale-time';

export const getWhyChoose = () => fetchFirstContent<WhyChoose>('/api/why-choose');

export const whyChooseQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('why-choose'),
    queryFn: getWhyChoose,
    staleTime: CONTENT_STALE_TIME,
  });

export const useWhyChoose = () => useQuery(whyChooseQueryOptions());
