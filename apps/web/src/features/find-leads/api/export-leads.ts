import type { LeadExportFormat } from '@leadvault/contract';

export type LeadExportSource = { listId: string } | { unlocked: true };

/**
 * `GET /api/leads/export`: a CSV of the unlocked leads of a list, or of every unlocked lead,
 * readable by default or in another format. A plain download link: the server streams the
 * file and names it.
 */
export function leadExportUrl(source: LeadExportSource, format: LeadExportFormat = 'crm'): string {
  const params = new URLSearchParams(
    'listId' in source ? { listId: source.listId } : { unlocked: '1' },
  );
  if (format !== 'crm') params.set('format', format);
  return `/api/leads/export?${params}`;
}
