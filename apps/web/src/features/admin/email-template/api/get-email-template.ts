import { EmailTemplateState } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { emailTemplateKeys } from '@/lib/query-keys';

export const getEmailTemplate = () =>
  api.get('/api/email-template', { schema: EmailTemplateState });

export const emailTemplateQueryOptions = () =>
  queryOptions({
    queryKey: emailTemplateKeys.current(),
    queryFn: getEmailTemplate,
    // The editor's draft starts from this: never swap it under the person's typing.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useEmailTemplate() {
  return useQuery(emailTemplateQueryOptions());
}
