import { EmailTemplateVersion } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { emailTemplateKeys } from '@/features/admin/api/keys';
import { api } from '@/lib/api-client';

/** The kept versions, newest (in use) first. */
export const getEmailTemplates = () =>
  api.get('/api/email-templates', { schema: z.array(EmailTemplateVersion) });

export const emailTemplatesQueryOptions = () =>
  queryOptions({ queryKey: emailTemplateKeys.versions(), queryFn: getEmailTemplates });

export function useEmailTemplates() {
  return useQuery(emailTemplatesQueryOptions());
}
