import { ENRICHMENT_PAGE_SIZE, type Enrichment } from '@leadvault/contract';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/kit/data-table';
import { ListFooter } from '@/components/kit/list-footer';
import { QueryContent, Skeleton } from '@/components/query-state';
import { ClockIcon } from '@/components/ui/icons';
import { useEnrichments } from '../api/get-enrichments';
import { formatCount, formatDateTime } from '../labels';
import { EnrichmentDownload, EnrichmentStatusBadge } from './enrichment-progress';

const COLUMNS: Column<Enrichment>[] = [
  {
    header: 'File',
    cell: (row) => <span className="font-medium break-all text-slate-900">{row.fileName}</span>,
  },
  {
    header: 'Date',
    cell: (row) => formatDateTime(row.createdAt),
    className: 'whitespace-nowrap text-slate-600',
  },
  { header: 'Status', cell: (row) => <EnrichmentStatusBadge status={row.status} /> },
  { header: 'Rows', cell: (row) => formatCount(row.rowsTotal), className: 'tabular-nums' },
  { header: 'Found', cell: (row) => formatCount(row.found), className: 'tabular-nums' },
  { header: 'Charged', cell: (row) => formatCount(row.charged), className: 'tabular-nums' },
  {
    header: 'Download',
    cell: (row) =>
      row.resultUrl ? (
        <EnrichmentDownload enrichment={row} size="sm" />
      ) : (
        <span className="text-slate-500">—</span>
      ),
  },
];

function HistorySkeleton() {
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="sr-only">Loading your enrichments…</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-8" />
      ))}
    </div>
  );
}

/** Every enrichment of the caller, newest first, a page at a time. */
export function EnrichmentHistory() {
  const [page, setPage] = useState(1);
  const history = useEnrichments(page);
  return (
    <section aria-labelledby="enrichment-history-heading" className="min-w-0 space-y-4">
      <h2 id="enrichment-history-heading" className="text-xl font-bold text-slate-900">
        Your enrichments
      </h2>
      <QueryContent
        query={history}
        loading={<HistorySkeleton />}
        icon={<ClockIcon className="size-7" />}
        failure="We couldn't load your enrichments"
        isEmpty={(data) => data.total === 0}
        empty={{
          title: 'No enrichments yet',
          text: 'Upload a CSV of people above: each file you run is listed here with its result.',
        }}
      >
        {(data) => (
          <div className="space-y-4">
            <DataTable
              caption="Your enrichments"
              columns={COLUMNS}
              rows={data.items}
              rowKey={(row) => row._id}
              busy={history.isPlaceholderData}
              phone="cards"
              empty="No enrichments on this page."
            />
            <ListFooter
              page={page}
              limit={data.limit || ENRICHMENT_PAGE_SIZE}
              shown={data.items.length}
              total={data.total}
              onPageChange={setPage}
              label="Enrichment pages"
            />
          </div>
        )}
      </QueryContent>
    </section>
  );
}
