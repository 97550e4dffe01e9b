import type { ResetRequestInput } from '@leadvault/contract';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** Asks for a reset e-mail; its link comes back to /update-password?token=... */
export async function requestPasswordReset(input: ResetRequestInput): Promise<void> {
  await api.post('/api/auth/request-password-reset', {
    email: input.email,
    redirectTo: paths.updatePassword,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
