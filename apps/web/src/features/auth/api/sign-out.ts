import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api, isApiError } from '@/lib/api-client';

export async function signOut(): Promise<void> {
  try {
    await api.post('/api/auth/sign-out');
  } catch (error) {
    // Already signed out (session expired): the goal is reached.
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

/**
 * Signs out, then loads the home page afresh: a full load drops every cached answer that
 * belonged to the person, and no guard can race the redirect.
 */
export function useSignOut({ redirectTo = paths.home }: { redirectTo?: string } = {}) {
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      window.location.assign(redirectTo);
      // Stay pending (button busy) until the browser leaves the page.
      return new Promise<void>(() => {});
    },
    onError: async () => {
      // Loaded here: every page can sign out, and toasts are not part of a page's first load.
      const { toast } = await import('react-toastify');
      toast.error('We could not sign you out. Please try again.');
    },
  });
}
