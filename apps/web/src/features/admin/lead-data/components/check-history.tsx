import type { LeadVerification } from '@leadvault/contract';
import { useEffect, useState } from 'react';
import { type Column, DataTable, Panel } from '@/components/kit';
import { formatDateTime } from '@/components/kit/list-format';
import { StatusBadge } from '@/components/kit/status-badge';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { timeAgo } from '@/lib/time-ago';
import {
  CHECK_STATUS_LABELS,
  reasonLabel,
  smtpCodes,
  VERIFICATION_FLAG_LABELS,
  VERIFICATION_METHOD_LABELS,
} from '@/lib/verification-labels';
import { useLeadVerifications, useQueueVerifications } from '../api/verifications';

/** How long the history is asked for again after "Check now" (a check takes at most 45 s). */
const WATCH_MS = 60_000;

/** "850 ms", "4.2 s" */
export const formatDuration = (ms: number) =>
  ms < 1000 ? `${ms.toLocaleString('en-US')} ms` : `${(ms / 1000).toFixed(1)} s`;

const columns: Column<LeadVerification>[] = [
  {
    header: 'Checked at',
    cell: (check) => (
      <span className="whitespace-nowrap">
        <time dateTime={check.checkedAt}>{formatDateTime(check.checkedAt)}</time>
        <span className="block text-xs text-slate-500">{timeAgo(check.checkedAt)}</span>
      </span>
    ),
  },
  { header: 'Status', cell: (check) => <StatusBadge status={CHECK_STATUS_LABELS[check.status]} /> },
  {
    header: 'Reason',
    cell: (check) => (
      <span className="block min-w-40">
        {reasonLabel(check.reason)}
        {check.flags.length > 0 ? (
          <span className="block text-xs text-slate-500">
            {check.flags.map((flag) => VERIFICATION_FLAG_LABELS[flag]).join(' · ')}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    header: 'SMTP code',
    cell: (check) => <span className="font-mono text-xs">{smtpCodes(check) || '—'}</span>,
    className: 'whitespace-nowrap',
  },
  {
    header: 'Reply',
    cell: (check) => <span className="block min-w-48 break-words">{check.reply || '—'}</span>,
  },
  {
    header: 'Mail host',
    cell: (check) => <span className="break-all">{check.mailHost || '—'}</span>,
  },
  { header: 'Method', cell: (check) => VERIFICATION_METHOD_LABELS[check.method] },
  {
    header: 'Duration',
    cell: (check) => formatDuration(check.durationMs),
    className: 'whitespace-nowrap tabular-nums',
  },
];

/**
 * Staff: a lead's check history (every check with its evidence, newest first) and "Check now",
 * which queues one and watches the history until it lands. `onChecked` runs when a new check
 * arrives (the lead's status may have changed with it).
 */
export function CheckHistory({ leadId, onChecked }: { leadId: string; onChecked: () => void }) {
  const [watch, setWatch] = useState<{ since: number; count: number } | null>(null);
  const history = useLeadVerifications(leadId, watch !== null);
  const queue = useQueueVerifications();
  const count = history.data?.items.length;

  useEffect(() => {
    if (!watch || count === undefined) return;
    if (count > watch.count) {
      setWatch(null);
      onChecked();
      return;
    }
    const left = watch.since + WATCH_MS - Date.now();
    const stop = setTimeout(() => setWatch(null), Math.max(0, left));
    return () => clearTimeout(stop);
  }, [watch, count, onChecked]);

  const checkNow = () =>
    queue.mutate(
      { leadIds: [leadId] },
      {
        onSuccess: ({ queued }) => {
          if (queued > 0) setWatch({ since: Date.now(), count: count ?? 0 });
        },
      },
    );

  return (
    <Panel
      title="Check history"
      actions={
        <Button
          size="sm"
          variant="secondary"
          onClick={checkNow}
          isLoading={queue.isPending}
          loadingText="Queueing..."
        >
          Check now
        </Button>
      }
    >
      <div className="space-y-3">
        {watch ? (
          <p role="status" className="text-sm text-slate-600">
            Check queued: it appears here when it is done.
          </p>
        ) : null}
        <QueryState query={history} label="Loading the checks...">
          {(data) => (
            <DataTable
              caption="Check history"
              columns={columns}
              rows={data.items}
              rowKey={(check) => check._id}
              empty="Not checked by us yet"
              dense
              phone="cards"
            />
          )}
        </QueryState>
      </div>
    </Panel>
  );
}
