import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Starts Google sign-in: the server answers the provider's URL and the browser goes there;
 * afterwards the provider returns to `callbackPath` on this site.
 */
export async function startSocialSignIn(callbackPath: string): Promise<void> {
  const callbackURL = new URL(callbackPath, window.location.origin).toString();
  const answer = await api.post<{ url?: string }>('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL,
  });
  if (!answer?.url) throw new Error('The sign-in provider did not answer a URL.');
  window.location.assign(answer.url);
  // Stay pending (button busy) until the browser leaves the page.
  await new Promise<never>(() => {});
}

export function useSocialSignIn() {
  return useMutation({ mutationFn: startSocialSignIn });
}
