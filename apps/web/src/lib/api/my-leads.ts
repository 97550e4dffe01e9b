import { MyLeadsPage } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `GET /api/my-all-leads/`: the caller's unlocked leads, newest first, by cursor. */
export function getMyLeads(
  params: { cursor?: string; limit?: number; revealId?: string },
  signal?: AbortSignal,
): Promise<MyLeadsPage> {
  return api.get('/api/my-all-leads/', { query: params, schema: MyLeadsPage, signal });
}

/** A page of the caller's leads; with `revealId`, of the leads that one reveal paid for. */
export const myLeadsQueryOptions = (cursor?: string, limit?: number, revealId?: string) =>
  queryOptions({
    queryKey: leadKeys.myLeadsPage(cursor, limit, revealId),
    queryFn: ({ signal }) => getMyLeads({ cursor, limit, revealId }, signal),
    placeholderData: keepPreviousData,
  });

export const useMyLeads = (cursor?: string, revealId?: string) =>
  useQuery(myLeadsQueryOptions(cursor, undefined, revealId));

/** How many leads the caller has unlocked: one lead is asked for, `total` is read. */
export const useMyLeadsTotal = () =>
  useQuery({
    ...myLeadsQueryOptions(undefined, 1),
    placeholderData: undefined,
    select: (page) => page.total,
  });
