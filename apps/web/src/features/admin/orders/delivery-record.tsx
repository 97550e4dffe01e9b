import { formatFileSize } from '@leadvault/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText, Panel } from '../operations/components/admin-screen';
import { formatDateTime } from '../operations/utils';
import { useDeliveries } from './api/get-deliveries';

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
      {record.isPending ? (
        <p className="text-sm text-slate-600">Loading the delivery record...</p>
      ) : record.isError ? (
        <Alert variant="error">{errorText(record.error)}</Alert>
      ) : record.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          No database downloaded or opened yet for this order.
        </p>
      ) : (
        <>
          {/* Phones: one block per delivery; wider screens: a table. */}
          <ol className="divide-y divide-slate-100 sm:hidden" aria-label="Deliveries, newest first">
            {record.data.map((entry) => (
              <li key={entry._id} className="py-2 text-sm text-slate-900">
                <p className="font-medium">
                  {`${entry.kind === 'download' ? 'Downloaded' : 'Opened link'} · Database ${entry.slot}`}
                </p>
                <p className="text-xs break-words text-slate-600">
                  {entry.target}
                  {entry.sizeBytes !== null ? ` · ${formatFileSize(entry.sizeBytes)}` : ''}
                </p>
                <p className="mt-1 break-words">{entry.userEmail}</p>
                <p className="text-xs text-slate-600">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  {entry.ip ? ` · ${entry.ip}` : ''}
                </p>
              </li>
            ))}
          </ol>
          <div className="-mx-1 hidden overflow-x-auto sm:block">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">Delivery record, newest first</caption>
              <thead>
                <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
                  <th scope="col" className="px-1 py-2 font-medium">
                    When
                  </th>
                  <th scope="col" className="px-1 py-2 font-medium">
                    Who
                  </th>
                  <th scope="col" className="px-1 py-2 font-medium">
                    Database
                  </th>
                  <th scope="col" className="px-1 py-2 font-medium">
                    How
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {record.data.map((entry) => (
                  <tr key={entry._id} className="align-top">
                    <td className="px-1 py-2 whitespace-nowrap text-slate-900">
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </td>
                    <td className="px-1 py-2 break-words text-slate-900">
                      {entry.userEmail}
                      {entry.ip ? (
                        <span className="block text-xs text-slate-600">{entry.ip}</span>
                      ) : null}
                    </td>
                    <td className="px-1 py-2 whitespace-nowrap text-slate-900">
                      Database {entry.slot}
                    </td>
                    <td className="px-1 py-2 text-slate-900">
                      {entry.kind === 'download' ? 'Downloaded' : 'Opened link'}
                      <span className="block text-xs break-words text-slate-600">
                        {entry.target}
                        {entry.sizeBytes !== null ? ` · ${formatFileSize(entry.sizeBytes)}` : ''}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Panel>
  );
}
