import { formatUsd, type Order } from '@leadvault/contract';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ClockIcon, ReceiptIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { plural } from '@/lib/plural';
import { useOwnOrders } from '../api/get-orders';
import { CardField, CardList, type Column, DataTable } from '../components/data-table';
import { LoadingBlock, PageContainer, StatePanel } from '../components/state-panel';
import { pageOf } from '../utils';

const PAGE_SIZE = 10;

/** /pending-payment/: the customer's orders still waiting for payment, each with 'Pay Now'. */
export function PendingPaymentsPage() {
  const { user } = useAuth();
  return (
    <PageContainer>
      <PageTitle
        title="Pending Payments"
        eyebrow="My account"
        description="Orders you have placed but not paid yet. Pay to unlock their databases."
        actions={
          <ButtonLink
            to={paths.myOrders}
            variant="secondary"
            icon={<ReceiptIcon className="size-4" />}
          >
            My Orders
          </ButtonLink>
        }
      />
      <div className="mt-8">
        {user ? <PendingOfUser /> : <LoadingBlock label="Loading user..." />}
      </div>
    </PageContainer>
  );
}

function PendingOfUser() {
  const orders = useOwnOrders('Pending');
  const [page, setPage] = useState(1);

  if (orders.isPending) return <LoadingBlock label="Loading pending payments..." />;
  if (orders.isError) {
    return (
      <StatePanel
        tone="error"
        icon={<ClockIcon className="size-7" />}
        title="We couldn't load your pending payments"
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
  if (all.length === 0) {
    return (
      <StatePanel
        tone="success"
        icon={<ClockIcon className="size-7" />}
        title="No pending payments found."
        actions={
          <ButtonLink to={paths.myOrders} variant="secondary">
            View my orders
          </ButtonLink>
        }
      >
        <p>You're all settled up.</p>
      </StatePanel>
    );
  }

  const pageCount = Math.ceil(all.length / PAGE_SIZE);
  const current = Math.min(page, Math.max(1, pageCount));
  const rows = pageOf(all, current, PAGE_SIZE);
  const offset = (current - 1) * PAGE_SIZE;

  const columns: Column<Order>[] = [
    { header: 'SL No.', cell: (_, index) => offset + index + 1, className: 'w-16' },
    {
      header: 'Order ID',
      cell: (order) => (
        <span className="font-mono font-medium text-slate-900">{order.orderId}</span>
      ),
    },
    {
      header: 'Package Name',
      cell: (order) => <span className="font-medium text-slate-900">{order.packageName}</span>,
    },
    {
      header: 'Amount',
      cell: (order) => formatUsd(order.packagePrice),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: 'Action',
      cell: (order) => <PayNowLink order={order} />,
      className: 'w-32 text-right',
    },
  ];

  return (
    <div className="space-y-6">
      <p className="flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-base font-semibold text-amber-900">
        <ClockIcon className="size-5 shrink-0 text-amber-600" />
        {`${plural(all.length, 'pending payment', 'pending payments')} to process`}
      </p>
      <DataTable caption="Pending payments" columns={columns} rows={rows} rowKey={(o) => o._id} />
      <CardList label="Pending payments">
        {rows.map((order, index) => (
          <li
            key={order._id}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <p className="text-xs font-medium text-slate-500">
              #{offset + index + 1} · {order.orderDate}
            </p>
            <p className="mt-1 text-lg font-semibold break-words text-slate-900">
              {order.packageName}
            </p>
            <dl className="mt-4 grid grid-cols-2 gap-4 border-t border-slate-100 pt-4">
              <CardField label="Order ID">
                <span className="font-mono">{order.orderId}</span>
              </CardField>
              <CardField label="Amount">{formatUsd(order.packagePrice)}</CardField>
            </dl>
            <PayNowLink order={order} fullWidth className="mt-5" />
          </li>
        ))}
      </CardList>
      <Pagination
        page={current}
        pageCount={pageCount}
        onPageChange={setPage}
        label="Pending payment pages"
      />
    </div>
  );
}

function PayNowLink({
  order,
  fullWidth,
  className,
}: {
  order: Order;
  fullWidth?: boolean;
  className?: string;
}) {
  const describedBy = useId();
  return (
    <>
      <ButtonLink
        to={paths.payNow(order._id)}
        size="sm"
        fullWidth={fullWidth}
        className={className}
        aria-describedby={describedBy}
      >
        Pay Now
      </ButtonLink>
      <span id={describedBy} className="sr-only">
        {`${order.packageName}, order ${order.orderId}, ${formatUsd(order.packagePrice)}`}
      </span>
    </>
  );
}
