import type { ContactInfo } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFirstContent } from '@/lib/fetch-content';
import { CONTENT_STALE_TIME, contentKeys } from './keys';

export const getContactInfo = () => fetchFirstContent<ContactInfo>('/api/contact');

export const contactInfoQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.first('contact'),
    queryFn: getContactInfo,
    staleTime: CONTENT_STALE_TIME,
  });

export const useContactInfo = () => useQuery(contactInfoQueryOptions());
