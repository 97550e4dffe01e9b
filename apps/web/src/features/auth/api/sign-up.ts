import type { SignUpInput } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api } from '@/lib/api-client';
import { refreshMe } from './get-me';

export async function signUpWithEmail(input: SignUpInput): Promise<void> {
  await api.post('/api/auth/sign-up/email', {
    name: input.name,
    email: input.email,
    password: input.password,
  });
}

/**
 * Creates the account (better-auth signs the person in), then makes sure a profile exists:
 * if /api/session shows none, it asks the server to create it (the old app's add-profile-info
 * call). Resolves with the fresh /api/session answer.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      await signUpWithEmail(input);
      const me = await refreshMe(queryClient);
      if (me && !me.profile) {
        try {
          await api.post('/api/add-profile-info', { userName: input.name });
          return await refreshMe(queryClient);
        } catch {
          // The account exists and the person is signed in; only the profile is missing.
          toast.warning(
            'Your account was created, but your profile could not be set up yet. Please reload the page.',
          );
        }
      }
      return me;
    },
  });
}
