import { EnrichmentPage } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enrichmentKeys } from '@/lib/query-keys';

/** `GET /api/enrichments?page=`: the caller's enrichments, newest first. */
export function getEnrichments(page: number, signal?: AbortSignal) {
  return api.get('/api/enrichments', { query: { page }, schema: EnrichmentPage, signal });
}

export const enrichmentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: enrichmentKeys.list({ page }),
    queryFn: ({ signal }) => getEnrichments(page, signal),
    placeholderData: keepPreviousData,
  });

export const useEnrichments = (page: number) => useQuery(enrichmentsQueryOptions(page));
