import type { Faq } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchContentList } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { CONTENT_STALE_TIME } from './stale-time';

export const getFaqs = () => fetchContentList<Faq>('/api/faqs');

export const faqsQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.list('faqs'),
    queryFn: getFaqs,
    staleTime: CONTENT_STALE_TIME,
  });

export const useFaqs = () => useQuery(faqsQueryOptions());
