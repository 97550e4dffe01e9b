import { CompanyProfile } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `GET /api/companies/:domain`: the company's facts, e-mail pattern and lead counts (free). */
export function getCompany(domain: string, signal?: AbortSignal): Promise<CompanyProfile> {
  return api.get(`/api/companies/${encodeURIComponent(domain)}`, {
    schema: CompanyProfile,
    signal,
  });
}

export const companyQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: leadKeys.company(domain),
    queryFn: ({ signal }) => getCompany(domain, signal),
    // A company's pattern and counts change with imports and checks, not by the minute.
    staleTime: 60_000,
  });

export const useCompany = (domain: string) => useQuery(companyQueryOptions(domain));
