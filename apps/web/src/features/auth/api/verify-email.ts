import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/query-keys';

/**
 * Confirms the signed-in person's address with the e-mailed token. The server accepts it only
 * for the account the link was made for; a staff role, API keys and the free credits wait for it.
 */
export async function verifyEmail(token: string): Promise<void> {
  await api.get('/api/auth/verify-email', { query: { token } });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
}

/** Mails the signed-in person a new link (the server refuses it signed out). */
export async function sendVerificationEmail(email: string): Promise<void> {
  await api.post('/api/auth/send-verification-email', { email });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
