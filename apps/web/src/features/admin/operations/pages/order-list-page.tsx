import { formatUsd, formatUsdTotal, ORDER_PAGE_SIZE, type Order } from '@leadvault/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ordersExportUrl, useOrders } from '../api/get-orders';
import { useTotalSales } from '../api/get-total-sales';
import { AdminScreen, LoadError, QueryState } from '../components/admin-screen';
import { type Column, DataTable } from '../components/data-table';
import { ListFooter } from '../components/list-footer';
import { OrderMenu } from '../components/order-menu';
import { SearchBox } from '../components/search-box';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../hooks/use-list-params';
import { ORDER_LISTS, type OrderList, type OrderListKind } from '../order-lists';
import { countOf } from '../utils';

const truncate = 'max-w-40 truncate';

function orderColumns(list: OrderList, offset: number): Column<Order>[] {
  const sl: Column<Order> = {
    header: 'SL No.',
    cell: (_order, index) => offset + index + 1,
    className: 'w-16 tabular-nums text-slate-500',
  };
  const date: Column<Order> = {
    header: 'Date',
    cell: (order) => order.orderDate,
    className: 'whitespace-nowrap tabular-nums',
  };
  const name: Column<Order> = {
    header: 'Name',
    cell: (order) => <span title={order.customerName}>{order.customerName}</span>,
    className: `${truncate} font-medium text-slate-900`,
  };
  const pkg: Column<Order> = {
    header: 'Package',
    cell: (order) => order.packageName,
    className: 'whitespace-nowrap',
  };
  const price: Column<Order> = {
    header: 'Price',
    cell: (order) => formatUsd(order.packagePrice),
    className: 'whitespace-nowrap tabular-nums',
  };
  // Typed by the customer: shown as text, never as a link.
  const website: Column<Order> = {
    header: 'Website',
    cell: (order) =>
      order.customerWebsite ? (
        <span title={order.customerWebsite}>{order.customerWebsite}</span>
      ) : (
        <span className="text-slate-500">—</span>
      ),
    className: truncate,
  };
  const email: Column<Order> = {
    header: 'Email',
    cell: (order) => <span title={order.customerEmail}>{order.customerEmail}</span>,
    className: truncate,
  };
  const note: Column<Order> = {
    header: 'Note',
    cell: (order) =>
      order.customerNote ? (
        <span title={order.customerNote}>{order.customerNote}</span>
      ) : (
        <span className="text-slate-500">—</span>
      ),
    className: 'max-w-32 truncate',
  };
  const status: Column<Order> = {
    header: 'Status',
    cell: (order) => <StatusBadge status={order[list.status]} />,
  };
  const action: Column<Order> = {
    header: 'Action',
    cell: (order) => (
      <Link
        to={paths.admin.order(order._id)}
        className="font-semibold whitespace-nowrap text-indigo-600 hover:text-indigo-500"
      >
        Manage<span className="sr-only"> order {order.orderId}</span>
      </Link>
    ),
  };
  return list.compact
    ? [sl, date, name, pkg, price, email, status, action]
    : [sl, date, name, pkg, price, website, email, note, status, action];
}

/** The sales list's columns (Total Orders): the spec's, plus Package and Order Status as in the CSV. */
function salesColumns(offset: number): Column<Order>[] {
  return [
    {
      header: 'SL No.',
      cell: (_order, index) => offset + index + 1,
      className: 'w-16 tabular-nums text-slate-500',
    },
    {
      header: 'Date',
      cell: (order) => order.orderDate,
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: 'Order ID',
      cell: (order) => (
        <Link
          to={paths.admin.order(order._id)}
          className="font-semibold tracking-wide text-indigo-600 tabular-nums hover:text-indigo-500"
        >
          {order.orderId}
        </Link>
      ),
    },
    {
      header: 'Name',
      cell: (order) => <span title={order.customerName}>{order.customerName}</span>,
      className: `${truncate} font-medium text-slate-900`,
    },
    {
      header: 'Email',
      cell: (order) => <span title={order.customerEmail}>{order.customerEmail}</span>,
      className: 'max-w-64 truncate',
    },
    {
      header: 'Package',
      cell: (order) => order.packageName,
      className: 'whitespace-nowrap',
    },
    {
      header: 'Amount',
      cell: (order) => formatUsd(order.packagePrice),
      className: 'whitespace-nowrap tabular-nums',
    },
    { header: 'Payment Status', cell: (order) => <StatusBadge status={order.paymentStatus} /> },
    { header: 'Order Status', cell: (order) => <StatusBadge status={order.orderStatus} /> },
  ];
}

function TotalSales() {
  const total = useTotalSales();
  if (total.isError) {
    return (
      <LoadError
        error={total.error}
        title="Could not load the sales total."
        onRetry={() => void total.refetch()}
      />
    );
  }
  return (
    <div className="rounded-2xl border border-emerald-200 bg-emerald-50 px-5 py-4">
      <p className="text-lg font-bold text-emerald-900" aria-live="polite">
        {total.data
          ? `Total Sales: ${formatUsdTotal(total.data.totalSales)} USD`
          : 'Total Sales: …'}
      </p>
      {total.data ? (
        <p className="mt-0.5 text-sm text-emerald-800">
          {countOf(total.data.orders, 'order', 'orders')} with payment Received
        </p>
      ) : null}
    </div>
  );
}

/** One of the order dashboards: filtered, searched and paged by the server. */
export function OrderListPage({ kind }: { kind: OrderListKind }) {
  const list = ORDER_LISTS[kind];
  const { page, values, setPage, setTerms } = useListParams(['q']);
  const q = values.q || undefined;
  const query = { ...list.filter, q, page, limit: ORDER_PAGE_SIZE };
  const orders = useOrders(query);
  const offset = (page - 1) * ORDER_PAGE_SIZE;
  const isSales = kind === 'total';

  return (
    <AdminScreen
      title={list.title}
      toolbar={<OrderMenu />}
      actions={
        <a
          href={ordersExportUrl({ ...list.filter, q })}
          download
          className={buttonClasses({ variant: 'secondary' })}
        >
          Export CSV
        </a>
      }
    >
      {isSales ? <TotalSales /> : null}
      <SearchBox
        label="Search orders by name, e-mail or order ID"
        placeholder="Search by name, e-mail or order ID"
        value={values.q}
        onSearch={(value) => setTerms({ q: value })}
        className="max-w-xl"
      />
      <QueryState query={orders} label="Loading orders...">
        {(data) => (
          <div className="space-y-4">
            <DataTable
              caption={list.title}
              columns={isSales ? salesColumns(offset) : orderColumns(list, offset)}
              rows={data.items}
              rowKey={(order) => order._id}
              busy={orders.isPlaceholderData}
              dense={!isSales}
              empty={q ? `No orders match "${q}".` : 'No orders found.'}
            />
            <ListFooter
              page={page}
              limit={ORDER_PAGE_SIZE}
              shown={data.items.length}
              total={data.total}
              onPageChange={setPage}
              variant={list.pagination}
              label={`${list.title} pages`}
            />
          </div>
        )}
      </QueryState>
    </AdminScreen>
  );
}
