import { ResendInvitationResult } from '@leadvault/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Mails a staff address its invitation (no account yet) or verification link again. */
export const resendInvitation = (id: string) =>
  api.post(
    `/api/user/${encodeURIComponent(id)}/resend-invitation`,
    {},
    { schema: ResendInvitationResult },
  );

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
