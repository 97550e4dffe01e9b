import { formatUsd, type Order } from '@leadvault/contract';
import { Link } from 'react-router';
import type { Column } from '@/components/kit';
import { StatusBadge } from '@/components/kit/status-badge';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import type { OrderList } from './order-list-kinds';

const truncate = 'max-w-40 truncate';

export function orderColumns(list: OrderList, offset: number): Column<Order>[] {
  const sl: Column<Order> = {
    header: 'SL No.',
    cell: (_order, index) => offset + index + 1,
    className: 'w-16 tabular-nums text-slate-500',
  };
  const date: Column<Order> = {
    header: 'Date',
    cell: (order) => formatDate(order.orderDate),
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
    cell: (order) => <PriceCell order={order} />,
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
export function salesColumns(offset: number): Column<Order>[] {
  return [
    {
      header: 'SL No.',
      cell: (_order, index) => offset + index + 1,
      className: 'w-16 tabular-nums text-slate-500',
    },
    {
      header: 'Date',
      cell: (order) => formatDate(order.orderDate),
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
      cell: (order) => <PriceCell order={order} />,
      className: 'whitespace-nowrap tabular-nums',
    },
    { header: 'Payment Status', cell: (order) => <StatusBadge status={order.paymentStatus} /> },
    { header: 'Order Status', cell: (order) => <StatusBadge status={order.orderStatus} /> },
  ];
}

/** What the order costs; with a discount code, the total paid and the code under it. */
function PriceCell({ order }: { order: Order }) {
  if (!order.discountCode) return <>{formatUsd(order.packagePrice)}</>;
  return (
    <span>
      {formatUsd(order.total)}
      <span className="block text-xs text-slate-600">
        {formatUsd(order.packagePrice)} − {order.discountCode}
      </span>
    </span>
  );
}
