import { Panel } from '@/components/kit';
import { formatDateTime } from '@/components/kit/list-format';
import { Alert } from '@/components/ui/alert';
import { useActivity } from '@/features/admin/api/get-activity';
import { errorText } from '@/lib/error-text';

/** A record's changes from the activity log, newest first, with who made them and when. */
export function ActivityHistory({
  entity,
  entityId,
  title,
  empty,
  listLabel,
}: {
  entity: string;
  entityId: string;
  title: string;
  /** Said when the log holds nothing for the record yet. */
  empty: string;
  listLabel?: string;
}) {
  const history = useActivity(entity, entityId);
  return (
    <Panel title={title}>
      {history.isPending ? (
        <p className="text-sm text-slate-500">Loading the history...</p>
      ) : history.isError ? (
        <Alert variant="error">{errorText(history.error)}</Alert>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ol className="space-y-3" aria-label={listLabel}>
          {history.data.map((entry) => (
            <li key={entry._id} className="border-l-2 border-indigo-200 pl-3">
              <p className="text-sm font-medium break-words text-slate-900">{entry.summary}</p>
              <p className="text-xs text-slate-500">
                {entry.actorEmail} ·{' '}
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
