import { type ContactMessageListQuery, ContactMessagePage } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contactMessageKeys } from '@/lib/query-keys';

export const getContactMessages = (query: ContactMessageListQuery) =>
  api.get('/api/contact-messages', { query, schema: ContactMessagePage });

export const contactMessagesQueryOptions = (query: ContactMessageListQuery) =>
  queryOptions({
    queryKey: contactMessageKeys.list(query),
    queryFn: () => getContactMessages(query),
    placeholderData: keepPreviousData,
  });

export function useContactMessages(query: ContactMessageListQuery) {
  return useQuery(contactMessagesQueryOptions(query));
}
