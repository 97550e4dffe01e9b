import type { LeadFilters } from '@leadvault/contract';

/** A search of `GET /api/leads`: the filters plus the page's cursor. */
export type LeadSearchParams = LeadFilters & { cursor?: string };

/**
 * Query keys of Find Leads, from one factory. Everything that shows leads (search pages, my
 * leads, a list's pages) lives under `leads()`, so a reveal refreshes every e-mail at once;
 * the balance and the ledger live under `credits()`.
 */
export const leadKeys = {
  all: ['find-leads'] as const,
  leads: () => [...leadKeys.all, 'leads'] as const,
  searches: () => [...leadKeys.leads(), 'search'] as const,
  search: (params: LeadSearchParams) => [...leadKeys.searches(), params] as const,
  facets: (filters: LeadFilters) => [...leadKeys.all, 'facets', filters] as const,
  myLeads: () => [...leadKeys.leads(), 'mine'] as const,
  myLeadsPage: (cursor: string | undefined, limit?: number) =>
    [...leadKeys.myLeads(), { cursor, limit }] as const,
  lists: () => [...leadKeys.all, 'lists'] as const,
  listDetails: () => [...leadKeys.leads(), 'list'] as const,
  listDetail: (id: string, cursor?: string) => [...leadKeys.listDetails(), id, { cursor }] as const,
  /** Our latest check of a lead's address: under `leads()`, so a reveal or a bounce renews it. */
  checks: () => [...leadKeys.leads(), 'check'] as const,
  check: (id: string) => [...leadKeys.checks(), id] as const,
  credits: () => [...leadKeys.all, 'credits'] as const,
  balance: () => [...leadKeys.credits(), 'balance'] as const,
  ledger: (cursor?: string) => [...leadKeys.credits(), 'ledger', { cursor }] as const,
  apiKeys: () => [...leadKeys.all, 'api-keys'] as const,
};
