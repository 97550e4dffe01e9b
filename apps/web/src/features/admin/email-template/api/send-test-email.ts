import { TestEmailTemplateResult } from '@leadvault/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Mails the draft, filled with example values, to the person signed in. */
export const sendTestEmail = (generateEmailTemplate: string) =>
  api.post(
    '/api/email-template/test',
    { generateEmailTemplate },
    { schema: TestEmailTemplateResult },
  );

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
