import { EnrichmentPage } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enrichmentKeys } from '@/lib/query-keys';
import { ENRICHMENT_POLL_MS, isEnrichmentActive } from './get-enrichment';

/** `GET /api/enrichments?page=`: the caller's enrichments, newest first. */
export function getEnrichments(page: number, signal?: AbortSignal) {
  return api.get('/api/enrichments', { query: { page }, schema: EnrichmentPage, signal });
}

export const enrichmentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: enrichmentKeys.list({ page }),
    queryFn: ({ signal }) => getEnrichments(page, signal),
    placeholderData: keepPreviousData,
    // A run on the page moves on: its row follows it, as its own card does.
    refetchInterval: (query) =>
      query.state.data?.items.some(isEnrichmentActive) ? ENRICHMENT_POLL_MS : false,
  });

export const useEnrichments = (page: number) => useQuery(enrichmentsQueryOptions(page));
