import { LeadCheckEvidenceResponse } from '@leadvault/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';

/** `GET /api/leads/:id/verification`: the evidence of our latest check of the lead's address. */
export function getLeadCheck(id: string, signal?: AbortSignal): Promise<LeadCheckEvidenceResponse> {
  return api.get(`/api/leads/${encodeURIComponent(id)}/verification`, {
    schema: LeadCheckEvidenceResponse,
    signal,
  });
}

export const leadCheckQueryOptions = (id: string) =>
  queryOptions({
    queryKey: leadKeys.check(id),
    queryFn: ({ signal }) => getLeadCheck(id, signal),
    // A check changes only when we check again: hovering back and forth asks once a minute.
    staleTime: 60_000,
  });

/** Asked for only once the evidence is opened (`enabled`). */
export const useLeadCheck = (id: string, enabled: boolean) =>
  useQuery({ ...leadCheckQueryOptions(id), enabled });
