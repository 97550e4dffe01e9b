import type { AdminLeadSearchQuery, LeadImportListQuery } from '@leadvault/contract';

/**
 * Query keys of the back office's lead data (leads and imports), under `['admin', 'lead-data']`.
 * A lead edit invalidates `leadKeys.all`; an import's progress invalidates `leadImportKeys.all`
 * and, once done, `leadKeys.all` (new leads). Queued e-mail checks invalidate
 * `verificationKeys.all` (a lead's history, the dashboard's summary), the leads and the imports.
 */
const root = ['admin', 'lead-data'] as const;

export const leadKeys = {
  all: [...root, 'leads'] as const,
  lists: () => [...root, 'leads', 'list'] as const,
  list: (query: AdminLeadSearchQuery) => [...root, 'leads', 'list', query] as const,
  detail: (id: string) => [...root, 'leads', 'detail', id] as const,
};

export const leadImportKeys = {
  all: [...root, 'imports'] as const,
  lists: () => [...root, 'imports', 'list'] as const,
  list: (query: LeadImportListQuery) => [...root, 'imports', 'list', query] as const,
  detail: (id: string) => [...root, 'imports', 'detail', id] as const,
};

export const verificationKeys = {
  all: [...root, 'verifications'] as const,
  lead: (id: string) => [...root, 'verifications', 'lead', id] as const,
  summary: () => [...root, 'verifications', 'summary'] as const,
};
