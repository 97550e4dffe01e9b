import { LeadFacets } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `GET /api/leads/facets` with no filter: the countries our leads are in, by count. */
export const leadCountriesQueryOptions = () =>
  queryOptions({
    queryKey: leadKeys.facets({ q: undefined }),
    queryFn: ({ signal }) => api.get('/api/leads/facets', { schema: LeadFacets, signal }),
    select: (facets) =>
      Object.entries(facets.country)
        .sort(([, a], [, b]) => b - a)
        .map(([code]) => code),
    staleTime: 5 * 60_000,
  });

export const useLeadCountries = () => useQuery(leadCountriesQueryOptions());
