import type { OrderCut as Cut, SegmentFilesStatus } from '@leadvault/contract';
import { Panel } from '@/components/kit';
import { StatusBadge } from '@/components/kit/status-badge';
import { formatDateTime } from '@/lib/format-date';

const STATUS_WORDS: Record<SegmentFilesStatus, string> = {
  preparing: 'Preparing',
  ready: 'Ready',
  short: 'Short',
};

const count = (value: number) => value.toLocaleString('en-US');
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** A segment order's cut as staff see it (read-only): status, rows, files, dates. */
export function OrderCut({ cut }: { cut: Cut }) {
  return (
    <Panel title="Files cut from our leads">
      <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Status</dt>
          <dd className="mt-1">
            <StatusBadge status={STATUS_WORDS[cut.status]} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Rows</dt>
          <dd className="mt-1 tabular-nums text-slate-900">
            {count(cut.rows)} of {count(cut.rowCount)} promised
            {cut.replaced > 0 ? ` · ${count(cut.replaced)} replaced by the last refresh` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Ready</dt>
          <dd className="mt-1 text-slate-900">{when(cut.readyAt)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            Refresh until
          </dt>
          <dd className="mt-1 text-slate-900">{when(cut.refreshUntil)}</dd>
        </div>
      </dl>
      <h3 className="mt-5 text-xs font-medium tracking-wide text-slate-500 uppercase">Files</h3>
      {cut.files.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">None yet: the first cut is running.</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 text-sm">
          {cut.files.map((file) => (
            <li key={file.slot} className="flex flex-wrap justify-between gap-x-4 py-1.5">
              <span className="font-medium break-words text-slate-900">{file.name}</span>
              <span className="tabular-nums text-slate-600">
                {count(file.rows)} rows · {file.formats.map((f) => f.fileName).join(', ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
