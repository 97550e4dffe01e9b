import { formatUsd, type Order, type PaymentStatus } from '@leadvault/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
// The table's own file, not the kit's index: the rest of the kit ships in the admin chunk.
import { type Column, DataTable } from '@/components/kit/data-table';
import { PageContainer } from '@/components/layout/page-container';
import { OrderDocumentLinks } from '@/components/order-documents';
import { LoadingBlock, StatePanel } from '@/components/query-state';
import { Button, ButtonLink } from '@/components/ui/button';
import { ClockIcon, ReceiptIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { StatusBadge } from '@/components/ui/payment-status-badge';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { formatDate } from '@/lib/format-date';
import { plural } from '@/lib/plural';
import { useOwnOrderPage, useOwnOrderSummary } from '../api/get-orders';
import { OrderAccessCell } from '../components/order-access-cell';

const PAGE_SIZE = 10;

/** The two lists of a person's own orders: paid ones (My Orders) and unpaid ones. */
export type OwnOrdersStatus = Extract<PaymentStatus, 'Received' | 'Pending'>;

/**
 * /user-dashboard/my-orders/ (status Received, and Refunded ones marked so; Total Spend counts
 * only Received) and
 * /pending-payment/ (status Pending: orders waiting for payment, each with Pay Now). The server
 * answers one page at a time; the page number is kept in the address (`?page=`).
 */
export function OwnOrdersPage({ status }: { status: OwnOrdersStatus }) {
  const { user } = useAuth();
  const paid = status === 'Received';
  return (
    <PageContainer>
      <PageTitle
        title={paid ? 'My Orders' : 'Pending Payments'}
        eyebrow="My account"
        description={
          paid
            ? 'Your paid and refunded orders. Open each database, or see the credits a pack added, in the Access column.'
            : 'Orders you have placed but not paid yet. Pay to unlock their databases.'
        }
        actions={
          paid ? (
            <ButtonLink
              to={paths.pendingPayment}
              variant="secondary"
              icon={<ClockIcon className="size-4" />}
            >
              Pending Payments
            </ButtonLink>
          ) : (
            <ButtonLink
              to={paths.myOrders}
              variant="secondary"
              icon={<ReceiptIcon className="size-4" />}
            >
              My Orders
            </ButtonLink>
          )
        }
      />
      <div className="mt-8">
        {user ? (
          <OwnOrders status={status} />
        ) : (
          <LoadingBlock variant="page" label="Loading user..." />
        )}
      </div>
    </PageContainer>
  );
}

function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set('page', String(next));
          else updated.delete('page');
          return updated;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [page, setPage];
}

/** `?order=`: My Orders narrowed to one order (the credit history links a purchase here). */
const ORDER_PARAM = 'order';

function OwnOrders({ status }: { status: OwnOrdersStatus }) {
  const paid = status === 'Received';
  const [page, setPage] = usePageParam();
  const [searchParams] = useSearchParams();
  const orderNumber = (paid && searchParams.get(ORDER_PARAM)?.trim()) || undefined;
  const orders = useOwnOrderPage(status, page, PAGE_SIZE, orderNumber);
  const summary = useOwnOrderSummary(status);
  const noun = paid ? 'orders' : 'pending payments';
  const pageCount = Math.ceil((orders.data?.total ?? 0) / PAGE_SIZE);
  const pastTheEnd = orders.isSuccess && page > 1 && page > pageCount;
  useEffect(() => {
    // An address past the last page (an order was paid meanwhile): go to the last one.
    if (pastTheEnd) setPage(Math.max(1, pageCount));
  }, [pastTheEnd, pageCount, setPage]);

  if (orders.isPending || (paid && summary.isPending) || pastTheEnd) {
    return <LoadingBlock variant="page" label={`Loading your ${noun}...`} />;
  }
  if (orders.isError) return <LoadFailed query={orders} noun={noun} status={status} />;
  if (paid && summary.isError) return <LoadFailed query={summary} noun={noun} status={status} />;

  // The search matches words by prefix: narrowed to one order, keep that order only.
  const items = orderNumber
    ? orders.data.items.filter((order) => order.orderId === orderNumber)
    : orders.data.items;
  const total = orderNumber ? items.length : orders.data.total;
  const offset = (page - 1) * PAGE_SIZE;
  const empty = paid ? <NoOrders /> : <NoPendingPayments />;

  return (
    <div className="space-y-6">
      {orderNumber ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-indigo-100 bg-indigo-50/70 px-5 py-4 text-base font-semibold text-slate-900"
        >
          <span>
            {total > 0 ? 'Showing order ' : 'No paid order numbered '}
            <span className="font-mono">{orderNumber}</span>
          </span>
          <span aria-hidden="true" className="text-slate-400">
            ·
          </span>
          <Link
            to={paths.myOrders}
            className="text-indigo-700 underline-offset-2 hover:text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            Show all
          </Link>
        </p>
      ) : paid ? (
        <p className="rounded-xl border border-indigo-100 bg-indigo-50/70 px-5 py-4 text-base font-semibold text-slate-900">
          Total Orders: <span className="text-indigo-700">{total}</span>
          <span className="text-slate-400">{' | '}</span>
          Total Spend:{' '}
          <span className="text-indigo-700">{formatUsd(summary.data?.amount ?? 0)}</span>
        </p>
      ) : total > 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 text-base font-semibold text-amber-900">
          <ClockIcon className="size-5 shrink-0 text-amber-600" />
          {`${plural(total, 'pending payment', 'pending payments')} to process`}
        </p>
      ) : null}

      {total === 0 ? (
        empty
      ) : (
        <>
          <DataTable
            caption={paid ? 'My orders' : 'Pending payments'}
            columns={paid ? paidColumns(offset) : pendingColumns(offset)}
            rows={items}
            rowKey={(order) => order._id}
            busy={orders.isPlaceholderData}
            phone="cards"
            empty={empty}
          />
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            label={paid ? 'Order pages' : 'Pending payment pages'}
          />
        </>
      )}
    </div>
  );
}

function LoadFailed({
  query,
  noun,
  status,
}: {
  query: UseQueryResult<unknown>;
  noun: string;
  status: OwnOrdersStatus;
}) {
  const Icon = status === 'Received' ? ReceiptIcon : ClockIcon;
  return (
    <StatePanel
      tone="error"
      icon={<Icon className="size-7" />}
      title={`We couldn't load your ${noun}`}
      actions={
        <Button
          variant="secondary"
          onClick={() => void query.refetch()}
          isLoading={query.isFetching}
          loadingText="Retrying..."
        >
          Try again
        </Button>
      }
    >
      <p role="alert">{query.error?.message}</p>
    </StatePanel>
  );
}

function NoOrders() {
  return (
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
  );
}

function NoPendingPayments() {
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

const serial = (offset: number): Column<Order> => ({
  header: 'SL No.',
  cell: (_, index) => offset + index + 1,
  className: 'w-16',
});
const orderIdColumn: Column<Order> = {
  header: 'Order ID',
  cell: (order) => <span className="font-mono font-medium text-slate-900">{order.orderId}</span>,
};
const packageColumn = (header: string): Column<Order> => ({
  header,
  cell: (order) => <span className="font-medium text-slate-900">{order.packageName}</span>,
});
const priceColumn = (header: string): Column<Order> => ({
  header,
  cell: (order) => formatUsd(order.total),
  className: 'whitespace-nowrap tabular-nums',
});

function paidColumns(offset: number): Column<Order>[] {
  return [
    serial(offset),
    {
      header: 'Date',
      cell: (order) => formatDate(order.orderDate),
      className: 'whitespace-nowrap',
    },
    orderIdColumn,
    packageColumn('Package'),
    priceColumn('Price'),
    { header: 'Payment', cell: (order) => <StatusBadge status={order.paymentStatus} /> },
    { header: 'Access', cell: (order) => <OrderAccessCell order={order} /> },
    { header: 'Invoice', cell: (order) => <OrderDocumentLinks order={order} /> },
  ];
}

function pendingColumns(offset: number): Column<Order>[] {
  return [
    serial(offset),
    orderIdColumn,
    packageColumn('Package Name'),
    priceColumn('Amount'),
    {
      header: 'Action',
      cell: (order) => <PayNowLink order={order} />,
      className: 'w-32 sm:text-right',
      action: true,
    },
  ];
}

function PayNowLink({ order }: { order: Order }): ReactNode {
  const describedBy = useId();
  return (
    <>
      <ButtonLink to={paths.payNow(order._id)} size="sm" aria-describedby={describedBy}>
        Pay Now
      </ButtonLink>
      <span id={describedBy} className="sr-only">
        {`${order.packageName}, order ${order.orderId}, ${formatUsd(order.total)}`}
      </span>
    </>
  );
}
