import type { Credits } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** How often a balance on screen is read again while its tab is in view. */
export const BALANCE_REFRESH_MS = 60_000;

/** `GET /api/credits`: the caller's balance (always the sum of their ledger). */
export function getCredits(signal?: AbortSignal): Promise<Credits> {
  // Typed, not parsed: the header shows the balance on every page (see get-me.ts).
  return api.get<Credits>('/api/credits', { signal });
}

export const creditsQueryOptions = () =>
  queryOptions({
    queryKey: leadKeys.balance(),
    queryFn: ({ signal }) => getCredits(signal),
    // A purchase or a staff change may land at any moment: read it whenever it is shown, again
    // when the person comes back to the tab, and every minute while they look at it.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: BALANCE_REFRESH_MS,
  });

export const useCredits = (enabled = true) => useQuery({ ...creditsQueryOptions(), enabled });
