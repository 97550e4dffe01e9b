import { ContactMessage } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contactMessageKeys } from '@/lib/query-keys';

export const getContactMessage = (id: string) =>
  api.get(`/api/contact-message/${encodeURIComponent(id)}`, { schema: ContactMessage });

export const contactMessageQueryOptions = (id: string) =>
  queryOptions({ queryKey: contactMessageKeys.detail(id), queryFn: () => getContactMessage(id) });

export function useContactMessage(id: string) {
  return useQuery(contactMessageQueryOptions(id));
}
