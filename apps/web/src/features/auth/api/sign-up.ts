import type { MeResponse, SignUpInput } from '@leadvault/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { api, isApiError } from '@/lib/api-client';
import { refreshMe } from './get-me';
import { signInWithEmail } from './sign-in';

export async function signUpWithEmail(input: SignUpInput): Promise<void> {
  await api.post('/api/auth/sign-up/email', {
    name: input.name,
    email: input.email,
    password: input.password,
  });
}

/** What a sign-up led to: the new person signed in, or a mail to read (see useSignUp). */
export type SignUpOutcome = { kind: 'signed-in'; me: MeResponse | null } | { kind: 'check-email' };

/**
 * Creates the account, then signs in with the password just chosen: the server answers a
 * sign-up the same whether or not the address already has an account, and signs nobody in
 * (so nobody learns who is a customer; decision 036). When the sign-in is refused, the address
 * was taken and its owner got a mail: the page says to check the inbox. Then makes sure a
 * profile exists: if /api/session shows none, it asks the server to create it (the old app's
 * add-profile-info call).
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput): Promise<SignUpOutcome> => {
      await signUpWithEmail(input);
      try {
        await signInWithEmail(input);
      } catch (error) {
        if (isApiError(error) && error.status === 401) return { kind: 'check-email' };
        throw error;
      }
      const me = await refreshMe(queryClient);
      if (me && !me.profile) {
        try {
          await api.post('/api/add-profile-info', { userName: input.name });
          return { kind: 'signed-in', me: await refreshMe(queryClient) };
        } catch {
          // The account exists and the person is signed in; only the profile is missing.
          toast.warning(
            'Your account was created, but your profile could not be set up yet. Please reload the page.',
          );
        }
      }
      return { kind: 'signed-in', me };
    },
  });
}
