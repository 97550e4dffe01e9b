import type { FaqTitle } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFirstContent } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { CONTENT_STALE_TIME } from './stale-time';

export const getFaqsTitle = () => fetchFirstContent<FaqTitle>('/api/faqs-title');

export const faqsTitleQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('faqs-title'),
    queryFn: getFaqsTitle,
    staleTime: CONTENT_STALE_TIME,
  });

export const useFaqsTitle = () => useQuery(faqsTitleQueryOptions());
