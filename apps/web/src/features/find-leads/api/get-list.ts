import { LeadListDetail } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `GET /api/lists/:id?cursor=`: the list and one page of its leads, newest added first. */
export function getList(id: string, cursor: string | undefined, signal?: AbortSignal) {
  return api.get(`/api/lists/${encodeURIComponent(id)}`, {
    query: { cursor },
    schema: LeadListDetail,
    signal,
  });
}

export const listQueryOptions = (id: string, cursor?: string) =>
  queryOptions({
    queryKey: leadKeys.listDetail(id, cursor),
    queryFn: ({ signal }) => getList(id, cursor, signal),
    placeholderData: keepPreviousData,
  });

export const useList = (id: string, cursor?: string) => useQuery(listQueryOptions(id, cursor));
