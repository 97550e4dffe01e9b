import { isStaff, type MeResponse, type SessionResponse } from '@leadvault/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/query-keys';

/**
 * Who is signed in; `null` when nobody is. Every page asks this first, so the answer is typed
 * rather than parsed here: the server checks it against the contract. `/api/session` answers a
 * signed-out visitor with 200, where `/api/me`'s 401 logged an error in their console.
 */
export async function getMe(): Promise<MeResponse | null> {
  return (await api.get<SessionResponse>('/api/session')).me;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: getMe,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

/** The raw session query: `data` is the signed-in person, or null when signed out. */
export function useMe() {
  return useQuery(meQueryOptions());
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

/**
 * The sign-in state, ready to use:
 * - 'loading' until /api/session first answers,
 * - 'signed-in' with `me`,
 * - 'signed-out' when nobody is,
 * - 'error' when /api/session failed (server down...). Treat it as signed out in the
 *   shell; guards show the error with a retry.
 */
export function useAuth() {
  const query = useMe();
  const me = query.data ?? null;
  const status: AuthStatus = me
    ? 'signed-in'
    : query.isPending
      ? 'loading'
      : query.isError
        ? 'error'
        : 'signed-out';
  return {
    status,
    me,
    user: me?.user ?? null,
    profile: me?.profile ?? null,
    role: me?.role ?? null,
    isStaff: isStaff(me?.role),
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * Re-reads the session after sign-in or sign-up (ignoring any cached answer) and marks every
 * other query stale, since what the server answers may depend on who asks.
 */
export async function refreshMe(queryClient: QueryClient): Promise<MeResponse | null> {
  const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== authKeys.all[0],
  });
  return me;
}
