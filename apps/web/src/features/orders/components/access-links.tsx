import type { Order } from '@leadvault/contract';
import { useId, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { DatabaseIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { accessLinks } from '../utils';

type Opened = { number: number; url: string };

/**
 * The order's 'Database 1-3' buttons ('N/A' where a link is empty). A button opens its link in
 * a full-screen dialog with a frame; many sites refuse to be framed, so the dialog also offers
 * the link in a new tab.
 */
export function AccessLinks({ order, className }: { order: Order; className?: string }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const links = accessLinks(order);
  const refId = useId();

  return (
    <>
      <ul className={cn('flex flex-wrap items-center gap-2', className)}>
        {links.map((url, index) => {
          const number = index + 1;
          return (
            <li key={number}>
              {url ? (
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<DatabaseIcon className="size-4 text-indigo-600" />}
                  onClick={() => setOpened({ number, url })}
                  aria-describedby={refId}
                >
                  Database {number}
                </Button>
              ) : (
                <span
                  className="inline-flex h-9 items-center rounded-lg bg-slate-50 px-3 text-sm text-slate-400"
                  title={`Database ${number}: no link`}
                >
                  N/A
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <span id={refId} className="sr-only">
        {`${order.packageName}, order ${order.orderId}`}
      </span>
      <AccessLinkViewer order={order} opened={opened} onClose={() => setOpened(null)} />
    </>
  );
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
  const title = opened ? `Database ${opened.number}` : '';
  return (
    <Modal
      open={opened !== null}
      onClose={onClose}
      size="full"
      title={`${order.packageName}: ${title}`}
      description={`Order ${order.orderId}. If the file does not show below, the site does not allow being embedded: open it in a new tab.`}
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
