import { type LeadFilters, LeadPreviewPage } from '@leadvault/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type LeadSearchParams, leadPreviewKeys } from '@/lib/query-keys';
import { filterQuery } from '../filters';

/** `GET /api/leads/preview`: a page of the visitors' search, without e-mails (no account). */
export function previewLeads(
  params: LeadSearchParams,
  signal?: AbortSignal,
): Promise<LeadPreviewPage> {
  return api.get('/api/leads/preview', {
    query: { ...filterQuery(params), cursor: params.cursor },
    schema: LeadPreviewPage,
    signal,
  });
}

/** The key's parameters without empty values, so the server's key and the browser's match. */
function compact(filters: LeadFilters, cursor?: string): LeadSearchParams {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) params[key] = value;
  }
  if (cursor) params.cursor = cursor;
  return params as LeadSearchParams;
}

export const leadPreviewQueryOptions = (filters: LeadFilters, cursor?: string) => {
  const params = compact(filters, cursor);
  return queryOptions({
    queryKey: leadPreviewKeys.page(params),
    queryFn: ({ signal }) => previewLeads(params, signal),
    placeholderData: keepPreviousData,
    // Each search counts against the address's limit: no refetch on focus or remount.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    // A 429 says when to come back; retrying at once only spends the budget.
    retry: false,
  });
};

export const useLeadPreview = (filters: LeadFilters, cursor?: string) =>
  useQuery(leadPreviewQueryOptions(filters, cursor));
