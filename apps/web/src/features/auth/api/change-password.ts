import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function changePassword(input: { currentPassword: string; newPassword: string }) {
  await api.post('/api/auth/change-password', { ...input, revokeOtherSessions: true });
}

/** Changes the signed-in person's password and signs out their other sessions. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
