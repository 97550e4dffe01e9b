import type { Order } from '@leadvault/contract';
import { buttonClasses } from '@/components/ui/button';

/** The PDF of an order's invoice or credit note, as the API serves it (owner or Admin). */
export const orderDocumentUrl = (orderId: string, kind: 'invoice' | 'credit-note') =>
  `/api/orders/${encodeURIComponent(orderId)}/${kind}`;

/**
 * "Invoice" beside a paid order, and "Credit note" once it was refunded: plain links to the
 * PDFs (sent as attachments, so the page stays where it is). Nothing for an unpaid order.
 */
export function OrderDocumentLinks({
  order,
}: {
  order: Pick<Order, '_id' | 'orderId' | 'paymentStatus'>;
}) {
  const refunded = order.paymentStatus === 'Refunded';
  if (order.paymentStatus !== 'Received' && !refunded) return null;
  const link = (kind: 'invoice' | 'credit-note', label: string) => (
    <a
      href={orderDocumentUrl(order._id, kind)}
      download
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      aria-label={`${label} of order ${order.orderId} (PDF)`}
    >
      {label}
    </a>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {link('invoice', 'Invoice')}
      {refunded ? link('credit-note', 'Credit note') : null}
    </div>
  );
}
