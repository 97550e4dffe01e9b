import { errorText, Panel } from '@/components/kit';
import { formatDateTime } from '@/components/kit/list-format';
import { Alert } from '@/components/ui/alert';
import { useActivity } from '@/features/admin/api/get-activity';

/** The order's status changes, newest first, with who made them. */
export function OrderHistory({ orderId }: { orderId: string }) {
  const history = useActivity('order', orderId);
  return (
    <Panel title="History">
      {history.isPending ? (
        <p className="text-sm text-slate-500">Loading the history...</p>
      ) : history.isError ? (
        <Alert variant="error">{errorText(history.error)}</Alert>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-slate-500">No status changes yet.</p>
      ) : (
        <ol className="space-y-3" aria-label="Status changes, newest first">
          {history.data.map((entry) => (
            <li key={entry._id} className="border-l-2 border-indigo-200 pl-3">
              <p className="text-sm font-medium text-slate-900">{entry.summary}</p>
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
