import { LeadPage } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type LeadSearchParams, leadKeys } from '@/lib/query-keys';
import { filterQuery } from '../filters';

/** `GET /api/leads`: one page of matching leads, `{ items, nextCursor, total, totalCapped }`. */
export function searchLeads(params: LeadSearchParams, signal?: AbortSignal): Promise<LeadPage> {
  return api.get('/api/leads', {
    query: {
      ...filterQuery(params),
      sort: params.sort,
      limit: params.limit,
      cursor: params.cursor,
    },
    schema: LeadPage,
    signal,
  });
}

export const leadSearchQueryOptions = (params: LeadSearchParams) =>
  queryOptions({
    queryKey: leadKeys.search(params),
    queryFn: ({ signal }) => searchLeads(params, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useLeadSearch = (params: LeadSearchParams) => useQuery(leadSearchQueryOptions(params));
