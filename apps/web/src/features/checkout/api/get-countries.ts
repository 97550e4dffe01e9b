import { CountryList } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from '@/lib/query-keys';

/** The checkout's country list, sorted by name (shipped with the app). */
export const getCountries = (signal?: AbortSignal) =>
  api.get('/api/countries', { schema: CountryList, signal });

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCountries = () => useQuery(countriesQueryOptions());
