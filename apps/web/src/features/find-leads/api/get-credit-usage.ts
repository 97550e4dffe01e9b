import { CREDIT_USAGE_DAYS, CreditUsage } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `GET /api/credits/usage?days=`: credits per UTC day, per list, and the period's totals. */
export function getCreditUsage(days: number, signal?: AbortSignal) {
  return api.get('/api/credits/usage', { query: { days }, schema: CreditUsage, signal });
}

export const creditUsageQueryOptions = (days = CREDIT_USAGE_DAYS) =>
  queryOptions({
    queryKey: leadKeys.usage(days),
    queryFn: ({ signal }) => getCreditUsage(days, signal),
    staleTime: 0,
  });

export const useCreditUsage = (days = CREDIT_USAGE_DAYS) => useQuery(creditUsageQueryOptions(days));
