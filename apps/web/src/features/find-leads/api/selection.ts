import {
  type LeadFilters,
  SelectionJob,
  type SelectionJobInput,
  SelectionQuote,
} from '@leadvault/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { creditsQueryOptions } from '@/lib/api/credits';
import { api } from '@/lib/api-client';
import { leadKeys } from '@/lib/query-keys';
import { afterBalanceChange } from './cached-leads';

/** How often a queued or running whole-search job is asked for again. */
export const SELECTION_JOB_POLL_MS = 1000;

/** `POST /api/leads/selection/quote`: what revealing the whole search would do. */
export function quoteSelection(filters: LeadFilters, signal?: AbortSignal) {
  return api.post('/api/leads/selection/quote', { filters }, { schema: SelectionQuote, signal });
}

/** A read, though it is a POST: asked afresh each time a confirmation opens. */
export const useSelectionQuote = (filters: LeadFilters, enabled: boolean) =>
  useQuery({
    queryKey: leadKeys.selectionQuote(filters),
    queryFn: ({ signal }) => quoteSelection(filters, signal),
    staleTime: 0,
    gcTime: 0,
    enabled,
  });

/** `POST /api/leads/selection/jobs`: fixes the selection and starts its job. */
export function startSelectionJob(input: SelectionJobInput) {
  return api.post('/api/leads/selection/jobs', input, { schema: SelectionJob });
}

export const useStartSelectionJob = () => useMutation({ mutationFn: startSelectionJob });

export const isSelectionJobActive = (job: SelectionJob | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

/** `GET /api/leads/selection/jobs/:id` */
export function getSelectionJob(id: string, signal?: AbortSignal) {
  return api.get(`/api/leads/selection/jobs/${encodeURIComponent(id)}`, {
    schema: SelectionJob,
    signal,
  });
}

/**
 * A whole-search job, asked for every second while it runs. When it ends, the balance, the
 * leads on screen (their e-mails) and the lists are asked for again.
 */
export function useSelectionJob(id: string | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: leadKeys.selectionJob(id ?? ''),
    queryFn: ({ signal }) => getSelectionJob(id ?? '', signal),
    enabled: id !== undefined,
    refetchInterval: (current) =>
      isSelectionJobActive(current.state.data) ? SELECTION_JOB_POLL_MS : false,
  });
  const finished = query.data !== undefined && !isSelectionJobActive(query.data);
  // Once per job: a small job may have ended before the first answer came.
  const refreshed = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!finished || id === undefined || refreshed.current === id) return;
    refreshed.current = id;
    void queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
    queryClient
      .fetchQuery(creditsQueryOptions())
      .then((credits) => afterBalanceChange(queryClient, credits.balance))
      .catch(() => undefined);
  }, [finished, id, queryClient]);
  return query;
}
