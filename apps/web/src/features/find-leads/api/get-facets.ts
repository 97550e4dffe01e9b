import { LeadFacets, type LeadFilters } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';
import { filterQuery } from '../filters';

/** `GET /api/leads/facets`: counts per filter value among the matching leads. */
export function getFacets(filters: LeadFilters, signal?: AbortSignal): Promise<LeadFacets> {
  return api.get('/api/leads/facets', { query: filterQuery(filters), schema: LeadFacets, signal });
}

export const facetsQueryOptions = (filters: LeadFilters) =>
  queryOptions({
    queryKey: leadKeys.facets(filters),
    queryFn: ({ signal }) => getFacets(filters, signal),
    placeholderData: keepPreviousData,
    // Counts change only when staff load leads: no need to ask again on every visit.
    staleTime: 5 * 60_000,
  });

export const useFacets = (filters: LeadFilters) => useQuery(facetsQueryOptions(filters));
