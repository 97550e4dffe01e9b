import { RevealQuote } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `POST /api/leads/reveal/quote`: what revealing these leads would cost, before paying. */
export function quoteReveal(leadIds: string[], signal?: AbortSignal): Promise<RevealQuote> {
  return api.post('/api/leads/reveal/quote', { leadIds }, { schema: RevealQuote, signal });
}

/** A read, though it is a POST: cached per selection while the confirmation is open. */
export const revealQuoteQueryOptions = (leadIds: string[]) =>
  queryOptions({
    queryKey: leadKeys.quote(leadIds),
    queryFn: ({ signal }) => quoteReveal(leadIds, signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useRevealQuote = (leadIds: string[], enabled: boolean) =>
  useQuery({ ...revealQuoteQueryOptions(leadIds), enabled: enabled && leadIds.length > 0 });
