import type { Lead } from '@leadvault/contract';
import type { QueryClient } from '@tanstack/react-query';
import { authKeys, leadKeys } from '@/lib/query-keys';

type LeadPageLike = { items: Lead[] };

function hasItems(data: unknown): data is LeadPageLike {
  return typeof data === 'object' && data !== null && Array.isArray((data as LeadPageLike).items);
}

/**
 * Changes the given leads in every cached page that shows them (search, my leads, lists) at
 * once, before the pages are asked for again. `change` answers the lead as it is now.
 */
export function updateCachedLeads(
  queryClient: QueryClient,
  change: (lead: Lead) => Lead | undefined,
) {
  queryClient.setQueriesData({ queryKey: leadKeys.leads() }, (data: unknown) => {
    if (!hasItems(data)) return data;
    return { ...data, items: data.items.map((lead) => change(lead) ?? lead) };
  });
}

/** A call that moved the balance: shows the new one and asks again for every lead and the ledger. */
export function afterBalanceChange(queryClient: QueryClient, balance: number) {
  queryClient.setQueryData(leadKeys.balance(), { balance });
  void queryClient.invalidateQueries({ queryKey: leadKeys.leads() });
  void queryClient.invalidateQueries({ queryKey: leadKeys.credits() });
  // The account menu shows the balance from /api/session.
  void queryClient.invalidateQueries({ queryKey: authKeys.me() });
}
