import type { ContactInfo } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFirstContent } from '@/lib/fetch-content';
import { contentKeys } from '@/lib/query-keys';
import { CONTENT_STALE_TIME } from './stale-time';

export const getContactInfo = () => fetchFirstContent<ContactInfo>('/api/contact');

export const contactInfoQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('contact'),
    queryFn: getContactInfo,
    staleTime: CONTENT_STALE_TIME,
  });

export const useContactInfo = () => useQuery(contactInfoQueryOptions());
