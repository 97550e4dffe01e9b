import { type DeliveryRecordEntry, formatFileSize } from '@leadvault/contract';
import { type Column, DataTable, Panel } from '@/components/kit';
import { formatDateTime } from '@/components/kit/list-format';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useDeliveries } from './api/get-deliveries';

const columns: Column<DeliveryRecordEntry>[] = [
  {
    header: 'When',
    cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
    className: 'whitespace-nowrap text-slate-900',
  },
  {
    header: 'Who',
    cell: (entry) => (
      <>
        {entry.userEmail}
        {entry.ip ? <span className="block text-xs text-slate-600">{entry.ip}</span> : null}
      </>
    ),
    className: 'break-words text-slate-900',
  },
  {
    header: 'Database',
    cell: (entry) => `Database ${entry.slot}`,
    className: 'whitespace-nowrap text-slate-900',
  },
  {
    header: 'How',
    cell: (entry) => (
      <>
        {entry.kind === 'download' ? 'Downloaded' : 'Opened link'}
        <span className="block text-xs break-words text-slate-600">
          {entry.target}
          {entry.sizeBytes !== null ? ` · ${formatFileSize(entry.sizeBytes)}` : ''}
        </span>
      </>
    ),
    className: 'text-slate-900',
  },
];

/**
 * The order action page's "Delivery record": when who downloaded (a hosted file) or opened (an
 * external link) which database, the usual answer to "I never received it".
 */
export function DeliveryRecord({ orderId }: { orderId: string }) {
  const record = useDeliveries(orderId);
  return (
    <Panel
      title="Delivery record"
      actions={
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void record.refetch()}
          isLoading={record.isFetching && !record.isPending}
          loadingText="Refreshing..."
        >
          Refresh
        </Button>
      }
    >
      <QueryState query={record} label="Loading the delivery record...">
        {(data) => (
          <DataTable
            caption="Delivery record, newest first"
            columns={columns}
            rows={data}
            rowKey={(entry) => entry._id}
            phone="cards"
            dense
            empty="No database downloaded or opened yet for this order."
          />
        )}
      </QueryState>
    </Panel>
  );
}
