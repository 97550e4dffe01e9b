import { EmailTemplateVersion } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { emailTemplateKeys } from '@/lib/query-keys';

/** The kept versions, newest (in use) first. */
export const getEmailTemplates = () =>
  api.get('/api/email-templates', { schema: z.array(EmailTemplateVersion) });

export const emailTemplatesQueryOptions = () =>
  queryOptions({ queryKey: emailTemplateKeys.versions(), queryFn: getEmailTemplates });

export function useEmailTemplates() {
  return useQuery(emailTemplatesQueryOptions());
}
