/**
 * `GET /api/leads/export`: a CSV of the unlocked leads of a list, or of every unlocked lead.
 * A plain download link: the server streams the file and names it.
 */
export function leadExportUrl(source: { listId: string } | { unlocked: true }): string {
  const params = new URLSearchParams(
    'listId' in source ? { listId: source.listId } : { unlocked: '1' },
  );
  return `/api/leads/export?${params}`;
}
