import { Enrichment } from '@leadvault/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { creditsQueryOptions } from '@/lib/api/credits';
import { api } from '@/lib/api-client';
import { enrichmentKeys } from '@/lib/query-keys';
import { afterBalanceChange } from './cached-leads';

/** How often a queued or running enrichment is asked for again. */
export const ENRICHMENT_POLL_MS = 2000;

export const isEnrichmentActive = (enrichment: Enrichment | undefined) =>
  enrichment?.status === 'queued' || enrichment?.status === 'running';

/** `GET /api/enrichments/:id`: its progress and counts. */
export function getEnrichment(id: string, signal?: AbortSignal) {
  return api.get(`/api/enrichments/${encodeURIComponent(id)}`, { schema: Enrichment, signal });
}

export const enrichmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: enrichmentKeys.detail(id),
    queryFn: ({ signal }) => getEnrichment(id, signal),
    refetchInterval: (query) => (isEnrichmentActive(query.state.data) ? ENRICHMENT_POLL_MS : false),
  });

/**
 * One enrichment, asked for every 2 s while it is queued or running. When a run ends the
 * balance (and the leads it unlocked) and the history are asked for again.
 */
export function useEnrichment(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery(enrichmentQueryOptions(id));
  const status = query.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (!(was === 'queued' || was === 'running') || !(status === 'done' || status === 'failed')) {
      return;
    }
    void queryClient.invalidateQueries({ queryKey: enrichmentKeys.lists() });
    queryClient
      .fetchQuery(creditsQueryOptions())
      .then((credits) => afterBalanceChange(queryClient, credits.balance))
      .catch(() => undefined);
  }, [status, queryClient]);
  return query;
}
