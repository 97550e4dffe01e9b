import { type EnrichmentMapping, EnrichmentQuote } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enrichmentKeys } from '@/lib/query-keys';

/** `GET /api/enrichments/:id/quote?firstName=0&…`: what the file would cost at most (free). */
export function getEnrichmentQuote(id: string, mapping: EnrichmentMapping, signal?: AbortSignal) {
  return api.get(`/api/enrichments/${encodeURIComponent(id)}/quote`, {
    query: mapping,
    schema: EnrichmentQuote,
    signal,
  });
}

export const enrichmentQuoteQueryOptions = (id: string, mapping: EnrichmentMapping) =>
  queryOptions({
    queryKey: enrichmentKeys.quote(id, mapping),
    queryFn: ({ signal }) => getEnrichmentQuote(id, mapping, signal),
    // The last quote stays in view (dimmed) while the new mapping's is asked for.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useEnrichmentQuote = (id: string, mapping: EnrichmentMapping) =>
  useQuery(enrichmentQuoteQueryOptions(id, mapping));
