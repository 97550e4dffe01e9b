import type { SignInInput } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMe } from './get-me';

export async function signInWithEmail(input: SignInInput): Promise<void> {
  await api.post('/api/auth/sign-in/email', { email: input.email, password: input.password });
}

/** Signs in with e-mail and password; resolves with the fresh /api/session answer. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await signInWithEmail(input);
      return refreshMe(queryClient);
    },
  });
}
