import { CreditActivityPage } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `GET /api/credits/activity?cursor=`: the ledger, newest first, each reveal as one line. */
export function getCreditActivity(cursor: string | undefined, signal?: AbortSignal) {
  return api.get('/api/credits/activity', {
    query: { cursor },
    schema: CreditActivityPage,
    signal,
  });
}

export const creditActivityQueryOptions = (cursor?: string) =>
  queryOptions({
    queryKey: leadKeys.activity(cursor),
    queryFn: ({ signal }) => getCreditActivity(cursor, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCreditActivity = (cursor?: string) => useQuery(creditActivityQueryOptions(cursor));
