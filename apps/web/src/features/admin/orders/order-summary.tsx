import { formatUsd, type Order } from '@leadvault/contract';
import type { ReactNode } from 'react';
import { Panel } from '@/components/kit';
import { StatusBadge } from '@/components/kit/status-badge';
import { OrderDocumentLinks } from '@/components/order-documents';
import { formatDate } from '@/lib/format-date';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900">{children || '—'}</dd>
    </div>
  );
}

/** What the customer ordered and where its payment stands. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <Panel title={`Order ${order.orderId}`}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Field label="Payment Status">
          <StatusBadge status={order.paymentStatus} />
        </Field>
        <Field label="Order Status">
          <StatusBadge status={order.orderStatus} />
        </Field>
        <Field label="Customer">{order.customerName}</Field>
        <Field label="Company">
          {[order.companyName, order.vatId && `VAT ID ${order.vatId}`].filter(Boolean).join(', ')}
        </Field>
        <Field label="Email">{order.customerEmail}</Field>
        <Field label="Package">{order.packageName}</Field>
        <Field label="Price">{formatUsd(order.packagePrice)}</Field>
        {order.discountCode ? (
          <Field label="Discount">
            {`${formatUsd(order.discount)} (${order.discountCode}), paid ${formatUsd(order.total)}`}
          </Field>
        ) : null}
        <Field label="Date">{formatDate(order.orderDate)}</Field>
        <Field label="Payment ID">{order.paymentId}</Field>
        <Field label="Website">{order.customerWebsite}</Field>
        <Field label="Transaction ID">{order.transactionId}</Field>
        <Field label="Address">
          {[order.address, order.cityName, order.countryName].filter(Boolean).join(', ')}
        </Field>
        <Field label="Note">{order.customerNote}</Field>
      </dl>
      {order.paymentStatus === 'Received' || order.paymentStatus === 'Refunded' ? (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <OrderDocumentLinks order={order} />
        </div>
      ) : null}
    </Panel>
  );
}
