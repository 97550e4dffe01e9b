import { DomainSearch } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `GET /api/finder/domain`: the domain's pattern, mail server and the leads we hold (free). */
export function searchDomain(domain: string, signal?: AbortSignal): Promise<DomainSearch> {
  return api.get('/api/finder/domain', { query: { domain }, schema: DomainSearch, signal });
}

export const domainSearchQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: leadKeys.domainSearch(domain),
    queryFn: ({ signal }) => searchDomain(domain, signal),
    // A domain's pattern and mail server change slowly: asking again once a minute is plenty.
    staleTime: 60_000,
  });

/** Asked for only once a domain is given (`null`: nothing asked yet). */
export const useDomainSearch = (domain: string | null) =>
  useQuery({ ...domainSearchQueryOptions(domain ?? ''), enabled: domain !== null });
