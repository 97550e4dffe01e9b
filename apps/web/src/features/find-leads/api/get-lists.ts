import { LeadListsResponse } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `GET /api/lists/`: the caller's lead lists with their counts. */
export function getLists(signal?: AbortSignal): Promise<LeadListsResponse> {
  return api.get('/api/lists/', { schema: LeadListsResponse, signal });
}

export const listsQueryOptions = () =>
  queryOptions({ queryKey: leadKeys.lists(), queryFn: ({ signal }) => getLists(signal) });

export const useLists = (enabled = true) => useQuery({ ...listsQueryOptions(), enabled });
