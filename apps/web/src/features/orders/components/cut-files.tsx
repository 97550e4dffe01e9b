import {
  type CutFile,
  formatFileSize,
  type Order,
  type OrderCut,
  type SegmentFileFormat,
} from '@leadvault/contract';
import { Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { siteIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useRefreshFiles } from '../api/refresh-files';
import { useStartDelivery } from '../api/start-delivery';
import {
  canRefresh,
  contactsText,
  PREPARING_TEXT,
  REFRESH_EXPLANATION,
  replacedText,
  shortText,
} from '../cut-texts';
import { followDelivery } from '../download';

const DownloadIcon = siteIcon(Download);
const RefreshIcon = siteIcon(RefreshCw);

const FORMAT_LABELS: Record<SegmentFileFormat, string> = { csv: 'CSV', xlsx: 'Excel (XLSX)' };

/**
 * A segment order's files in My Orders: "Preparing your files" while they are cut (a refresh
 * keeps the previous files listed), then each file with its contacts and a CSV and an Excel
 * download; a refresh while the window is open; a short cut says what was found.
 */
export function CutFiles({ order, cut }: { order: Order; cut: OrderCut }) {
  const preparing = cut.status === 'preparing';
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {preparing ? (
        <div role="status" className="text-sm">
          <p className="flex items-center gap-2 font-medium text-indigo-700">
            <Spinner size="sm" />
            {PREPARING_TEXT}
          </p>
          <p className="mt-0.5 text-slate-600">We e-mail you when they are ready.</p>
        </div>
      ) : null}
      {cut.files.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {cut.files.map((file) => (
            <CutFileRow key={file.slot} order={order} file={file} disabled={preparing} />
          ))}
        </ul>
      ) : null}
      {cut.status === 'short' ? (
        <p className="max-w-80 text-sm text-amber-800">{shortText(cut)}</p>
      ) : null}
      {!preparing && cut.replaced > 0 ? (
        <p className="text-sm text-emerald-700">{replacedText(cut.replaced)}</p>
      ) : null}
      {canRefresh(cut) ? <RefreshButton order={order} /> : null}
    </div>
  );
}

function CutFileRow({ order, file, disabled }: { order: Order; file: CutFile; disabled: boolean }) {
  const delivery = useStartDelivery();
  const [busy, setBusy] = useState<SegmentFileFormat | null>(null);
  const of = `${file.name}, ${order.packageName}, order ${order.orderId}`;

  function download(format: SegmentFileFormat) {
    setBusy(format);
    delivery.mutate(
      { orderId: order._id, slot: file.slot, format },
      {
        onSuccess: followDelivery,
        onError: (error) => toast.error(errorText(error, 'The download could not start.')),
        onSettled: () => setBusy(null),
      },
    );
  }

  return (
    <li className="min-w-0">
      <p className="text-sm font-semibold break-words text-slate-900">{file.name}</p>
      <p className="text-xs text-slate-600">{contactsText(file.rows)}</p>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {file.formats.map(({ format, sizeBytes }) => (
          <Button
            key={format}
            size="sm"
            variant="secondary"
            icon={<DownloadIcon className="size-4 text-indigo-600" />}
            isLoading={busy === format}
            loadingText="Preparing..."
            disabled={disabled}
            onClick={() => download(format)}
            aria-label={`Download ${FORMAT_LABELS[format]}, ${formatFileSize(sizeBytes)}: ${of}`}
          >
            {FORMAT_LABELS[format]}
          </Button>
        ))}
      </div>
    </li>
  );
}

function RefreshButton({ order }: { order: Order }) {
  const { confirm, dialog } = useConfirm();
  const refresh = useRefreshFiles();

  async function ask() {
    const done = await confirm({
      title: 'Refresh your files?',
      message: REFRESH_EXPLANATION,
      confirmLabel: 'Refresh files',
      busyLabel: 'Asking...',
      onConfirm: () => refresh.mutateAsync(order._id),
    });
    if (done) toast.info('Your files are being prepared again.');
  }

  return (
    <div>
      <Button
        size="sm"
        variant="secondary"
        icon={<RefreshIcon className="size-4" />}
        onClick={() => void ask()}
        aria-label={`Refresh files: ${order.packageName}, order ${order.orderId}`}
      >
        Refresh files
      </Button>
      {dialog}
    </div>
  );
}
