import type { ActivityEntry } from '@leadvault/contract';
import { LoadError } from '@/components/query-state';
import { ClockIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { isWithinDays, timeAgo } from '@/lib/time-ago';
import { useLatestContentChanges } from '../api/get-activity';
import { CONTENT_LOAD_ERROR } from './load-error-texts';

/** "5 minutes ago", "yesterday", then the date. */
function changedAgo(iso: string, now = Date.now()): string {
  return isWithinDays(iso, 7, now) ? timeAgo(iso, now) : formatDateTime(iso);
}

const badges: Record<string, { label: string; className: string }> = {
  'content.create': {
    label: 'Added',
    className: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  },
  'content.update': { label: 'Updated', className: 'bg-indigo-50 text-indigo-700 ring-indigo-200' },
  'content.delete': { label: 'Deleted', className: 'bg-red-50 text-red-700 ring-red-200' },
};

function ChangeItem({ entry }: { entry: ActivityEntry }) {
  const badge = badges[entry.action] ?? badges['content.update'];
  return (
    <li className="flex flex-col gap-1 px-5 py-3.5 sm:flex-row sm:items-center sm:gap-4">
      <span
        className={cn(
          'inline-flex w-fit shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset sm:w-18 sm:justify-center',
          badge?.className,
        )}
      >
        {badge?.label}
      </span>
      <p className="min-w-0 flex-1 text-sm text-slate-800 sm:truncate" title={entry.summary}>
        {entry.summary}
      </p>
      <p className="shrink-0 text-xs text-slate-500">
        {entry.actorEmail} ·{' '}
        <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
          {changedAgo(entry.createdAt)}
        </time>
      </p>
    </li>
  );
}

/** The settings hub's "Latest changes": who saved which site content, and when. */
export function LatestChanges() {
  const changes = useLatestContentChanges(8);
  return (
    <section
      aria-labelledby="latest-changes-heading"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center gap-2 border-b border-slate-100 px-5 py-4">
        <ClockIcon className="size-5 text-slate-400" />
        <h2 id="latest-changes-heading" className="text-base font-semibold text-slate-900">
          Latest changes
        </h2>
      </div>
      {changes.isPending ? (
        <ul aria-busy="true" className="divide-y divide-slate-100">
          {[0, 1, 2].map((row) => (
            <li key={row} className="px-5 py-4">
              <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
            </li>
          ))}
        </ul>
      ) : changes.isError ? (
        <div className="p-5">
          <LoadError
            error={changes.error}
            onRetry={() => void changes.refetch()}
            {...CONTENT_LOAD_ERROR}
          />
        </div>
      ) : changes.data.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500">
          No changes yet. Every save of the site content will be listed here.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {changes.data.map((entry) => (
            <ChangeItem key={entry._id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
