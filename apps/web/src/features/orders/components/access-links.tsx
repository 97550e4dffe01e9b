import {
  ACCESS_SLOTS,
  type AccessSlot,
  formatFileSize,
  isFrameableLink,
  type Order,
  type OrderAccess,
} from '@leadvault/contract';
import { Download, ExternalLink } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'react-toastify';
import { Button, buttonClasses } from '@/components/ui/button';
import { siteIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { useStartDelivery } from '../api/start-delivery';
import { followDelivery } from '../download';
import { safeLink } from '../utils';

type Opened = { slot: AccessSlot; url: string };

const DownloadIcon = siteIcon(Download);
const ExternalIcon = siteIcon(ExternalLink);

/** Per slot what the server says (`access`), or the plain links of an older answer. */
function slotsOf(order: Order): Array<{ slot: AccessSlot; access?: OrderAccess }> {
  return ACCESS_SLOTS.map((slot) => {
    const given = order.access?.find((item) => item.slot === slot);
    if (given) {
      if (given.kind === 'file') return { slot, access: given };
      const url = safeLink(given.url);
      return { slot, access: url ? { ...given, url } : undefined };
    }
    if (order.access) return { slot };
    const url = safeLink(order[`accessLink${slot}`]);
    return {
      slot,
      access: url ? { slot, kind: 'link', url, frameable: isFrameableLink(url) } : undefined,
    };
  });
}

const hostOf = (url: string) => {
  try {
    return new URL(url, window.location.href).host;
  } catch {
    return url;
  }
};

/**
 * The order's 'Database 1-3' (issue 11): a database file hosted by the store downloads through
 * a short-lived signed link, with its name and size shown; an external link opens in a new tab
 * (`noopener noreferrer`), or in the framed viewer when its host is known to allow framing.
 * Both are recorded for staff. 'N/A' shows where a slot is empty.
 */
export function AccessLinks({ order, className }: { order: Order; className?: string }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const delivery = useStartDelivery();
  const [busySlot, setBusySlot] = useState<AccessSlot | null>(null);
  const of = `${order.packageName}, order ${order.orderId}`;

  function download(slot: AccessSlot) {
    setBusySlot(slot);
    delivery.mutate(
      { orderId: order._id, slot },
      {
        onSuccess: followDelivery,
        onError: (error) => toast.error(errorText(error, 'The download could not start.')),
        onSettled: () => setBusySlot(null),
      },
    );
  }

  /** Records the opening; the link itself is opened by the browser (a real link, new tab). */
  function recordOpen(slot: AccessSlot) {
    delivery.mutate(
      { orderId: order._id, slot },
      { onError: (error) => toast.error(errorText(error, 'This database is not available.')) },
    );
  }

  return (
    <>
      <ul className={cn('flex flex-col gap-2.5', className)}>
        {slotsOf(order).map(({ slot, access }) => (
          <li key={slot} className="flex min-w-0 flex-col items-start gap-0.5">
            {access?.kind === 'file' ? (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<DownloadIcon className="size-4 text-indigo-600" />}
                  isLoading={busySlot === slot}
                  loadingText={`Preparing Database ${slot}...`}
                  onClick={() => download(slot)}
                  aria-label={`Download Database ${slot}: ${access.fileName}, ${formatFileSize(access.sizeBytes)} (${of})`}
                >
                  {`Download Database ${slot}`}
                </Button>
                <Caption>
                  {access.fileName}
                  <span className="whitespace-nowrap">{` · ${formatFileSize(access.sizeBytes)}`}</span>
                </Caption>
              </>
            ) : access?.kind === 'link' && access.frameable ? (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<ExternalIcon className="size-4 text-indigo-600" />}
                  onClick={() => {
                    recordOpen(slot);
                    setOpened({ slot, url: access.url });
                  }}
                  aria-label={`Open Database ${slot} (${of})`}
                >
                  {`Open Database ${slot}`}
                </Button>
                <Caption>{hostOf(access.url)}</Caption>
              </>
            ) : access?.kind === 'link' ? (
              <>
                <a
                  href={access.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => recordOpen(slot)}
                  aria-label={`Open Database ${slot} in a new tab (${of})`}
                  className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                >
                  <ExternalIcon className="size-4 text-indigo-600" />
                  {`Open Database ${slot}`}
                </a>
                <Caption>{`${hostOf(access.url)} · opens in a new tab`}</Caption>
              </>
            ) : (
              <span
                className="inline-flex h-9 items-center rounded-lg bg-slate-50 px-3 text-sm text-slate-600"
                title={`Database ${slot}: no file or link`}
              >
                <span className="sr-only">{`Database ${slot}: `}</span>N/A
              </span>
            )}
          </li>
        ))}
      </ul>
      <AccessLinkViewer order={order} opened={opened} onClose={() => setOpened(null)} />
    </>
  );
}

function Caption({ children }: { children: ReactNode }) {
  return <span className="max-w-72 text-xs break-words text-slate-600">{children}</span>;
}

function AccessLinkViewer({
  order,
  opened,
  onClose,
}: {
  order: Order;
  opened: Opened | null;
  onClose: () => void;
}) {
  const title = opened ? `Database ${opened.slot}` : '';
  return (
    <Modal
      open={opened !== null}
      onClose={onClose}
      size="full"
      title={`${order.packageName}: ${title}`}
      description={`Order ${order.orderId}. If the page does not show below, open it in a new tab.`}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {opened ? (
            <a
              href={opened.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'primary' })}
            >
              Open in a new tab
            </a>
          ) : null}
        </>
      }
    >
      {opened ? (
        <iframe
          key={opened.url}
          src={opened.url}
          title={`${order.packageName} ${title} (order ${order.orderId})`}
          // The framed site may run its own scripts, but never navigate or reach into our page.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
          referrerPolicy="no-referrer"
          className="block h-full min-h-[60vh] w-full rounded-lg border border-slate-200 bg-slate-50"
        />
      ) : null}
    </Modal>
  );
}
