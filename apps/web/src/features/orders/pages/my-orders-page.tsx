import { formatUsd, type Order } from '@leadvault/contract';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ClockIcon, ReceiptIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { useOwnOrders } from '../api/get-orders';
import { AccessLinks } from '../components/access-links';
import { CardField, CardList, type Column, DataTable } from '../components/data-table';
import { StatusBadge } from '../components/payment-status-badge';
import { LoadingBlock, PageContainer, StatePanel } from '../components/state-panel';
import { pageOf } from '../utils';

const PAGE_SIZE = 10;

/** /user-dashboard/my-orders/: the customer's paid orders and their database links. */
export function MyOrdersPage() {
  const { user } = useAuth();

  return (
    <PageContainer>
      <PageTitle
        title="My Orders"
        eyebrow="My account"
        description="Your paid orders. Open each database from the Access column."
        actions={
          <ButtonLink
            to={paths.pendingPayment}
            variant="secondary"
            icon={<ClockIcon className="size-4" />}
          >
            Pending Payments
          </ButtonLink>
        }
      />
      <div className="mt-8">
        {user ? <OrdersOfUser /> : <LoadingBlock label="Loading user..." />}
      </div>
    </PageContainer>
  );
}

function OrdersOfUser() {
  const orders = useOwnOrders('Received');
  const [page, setPage] = useState(1);

  if (orders.isPending) return <LoadingBlock label="Loading your orders..." />;
  if (orders.isError) {
    return (
      <StatePanel
        tone="error"
        icon={<ReceiptIcon className="size-7" />}
        title="We couldn't load your orders"
        actions={
          <Button
            variant="secondary"
            onClick={() => void orders.refetch()}
            isLoading={orders.isFetching}
            loadingText="Retrying..."
          >
            Try again
          </Button>
        }
      >
        <p role="alert">{orders.error.message}</p>
      </StatePanel>
    );
  }

  const all = orders.data;
  const totalSpend = all.reduce((sum, order) => sum + order.packagePrice, 0);
  const pageCount = Math.ceil(all.length / PAGE_SIZE);
  const current = Math.min(page, Math.max(1, pageCount));
  const rows = pageOf(all, current, PAGE_SIZE);
  const offset = (current - 1) * PAGE_SIZE;

  return (
    <div className="space-y-6">
      <p className="rounded-xl border border-indigo-100 bg-indigo-50/70 px-5 py-4 text-base font-semibold text-slate-900">
        Total Orders: <span className="text-indigo-700">{all.length}</span>
        <span className="text-slate-400">{' | '}</span>
        Total Spend: <span className="text-indigo-700">{formatUsd(totalSpend)}</span>
      </p>

      {all.length === 0 ? (
        <StatePanel
          tone="neutral"
          icon={<ReceiptIcon className="size-7" />}
          title="No orders found."
          actions={
            <ButtonLink to={paths.pricing} variant="primary">
              Browse packages
            </ButtonLink>
          }
        >
          <p>Once a payment is received, your order and its database links appear here.</p>
        </StatePanel>
      ) : (
        <>
          <OrdersTable rows={rows} offset={offset} />
          <OrderCards rows={rows} offset={offset} />
          <Pagination
            page={current}
            pageCount={pageCount}
            onPageChange={setPage}
            label="Order pages"
          />
        </>
      )}
    </div>
  );
}

function OrdersTable({ rows, offset }: { rows: Order[]; offset: number }) {
  const columns: Column<Order>[] = [
    { header: 'SL No.', cell: (_, index) => offset + index + 1, className: 'w-16' },
    { header: 'Date', cell: (order) => order.orderDate, className: 'whitespace-nowrap' },
    {
      header: 'Order ID',
      cell: (order) => (
        <span className="font-mono font-medium text-slate-900">{order.orderId}</span>
      ),
    },
    {
      header: 'Package',
      cell: (order) => <span className="font-medium text-slate-900">{order.packageName}</span>,
    },
    {
      header: 'Price',
      cell: (order) => formatUsd(order.packagePrice),
      className: 'whitespace-nowrap tabular-nums',
    },
    { header: 'Payment', cell: (order) => <StatusBadge status={order.paymentStatus} /> },
    { header: 'Access', cell: (order) => <AccessLinks order={order} className="flex-nowrap" /> },
  ];
  return <DataTable caption="My orders" columns={columns} rows={rows} rowKey={(o) => o._id} />;
}

function OrderCards({ rows, offset }: { rows: Order[]; offset: number }) {
  return (
    <CardList label="My orders">
      {rows.map((order, index) => (
        <li key={order._id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-medium text-slate-500">
                #{offset + index + 1} · {order.orderDate}
              </p>
              <p className="mt-1 text-lg font-semibold break-words text-slate-900">
                {order.packageName}
              </p>
            </div>
            <StatusBadge status={order.paymentStatus} className="shrink-0" />
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-4 border-t border-slate-100 pt-4">
            <CardField label="Order ID">
              <span className="font-mono">{order.orderId}</span>
            </CardField>
            <CardField label="Price">{formatUsd(order.packagePrice)}</CardField>
          </dl>
          <div className="mt-4 border-t border-slate-100 pt-4">
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Access</p>
            <AccessLinks order={order} className="mt-2" />
          </div>
        </li>
      ))}
    </CardList>
  );
}
