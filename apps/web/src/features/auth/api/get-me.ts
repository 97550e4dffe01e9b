import { isStaff, type MeResponse } from '@leadvault/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { authKeys } from './keys';

/**
 * Who is signed in; `null` when nobody is (the server answers 401). Every page asks this first,
 * so the answer is typed rather than parsed here: the server checks it against the contract.
 */
export async function getMe(): Promise<MeResponse | null> {
  try {
    return await api.get<MeResponse>('/api/me');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: getMe,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

/** The raw /api/me query: `data` is the signed-in person, or null when signed out. */
export function useMe() {
  return useQuery(meQueryOptions());
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out' | 'error';

/**
 * The sign-in state, ready to use:
 * - 'loading' until /api/me first answers,
 * - 'signed-in' with `me`,
 * - 'signed-out' on 401,
 * - 'error' when /api/me failed otherwise (server down...). Treat it as signed out in the
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
 * Re-reads /api/me after sign-in or sign-up (ignoring any cached answer) and marks every
 * other query stale, since what the server answers may depend on who asks.
 */
export async function refreshMe(queryClient: QueryClient): Promise<MeResponse | null> {
  const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== authKeys.all[0],
  });
  return me;
}
