import type { OrderListQuery } from '@leadvault/contract';
import { paths } from '@/config/paths';

export type OrderListKind =
  | 'total'
  | 'pendingOrders'
  | 'acceptedOrders'
  | 'cancelledOrders'
  | 'deliveredOrders'
  | 'pendingPayments'
  | 'receivedPayments'
  | 'cancelledPayments'
  | 'refundedPayments';

export type OrderList = {
  title: string;
  /** Its entry in the order menu. */
  menu: { group: 'Orders' | 'Payments'; label: string };
  path: string;
  filter: Pick<OrderListQuery, 'paymentStatus' | 'orderStatus'>;
  /** Which status the Status column shows. */
  status: 'orderStatus' | 'paymentStatus';
  /** The spec's pagination per list. */
  pagination: 'window' | 'all' | 'numbers';
  /** Delivered shows fewer columns (no Website, no Note). */
  compact?: boolean;
};

/** The spec's order dashboards: what each lists, and how it pages. */
export const ORDER_LISTS: Record<OrderListKind, OrderList> = {
  total: {
    title: 'Total Orders',
    menu: { group: 'Orders', label: 'Total' },
    path: paths.admin.orders,
    filter: {},
    status: 'paymentStatus',
    pagination: 'window',
  },
  pendingOrders: {
    title: 'Pending Orders Dashboard',
    menu: { group: 'Orders', label: 'Pending' },
    path: paths.admin.ordersPending,
    filter: { orderStatus: 'Pending' },
    status: 'orderStatus',
    pagination: 'window',
  },
  acceptedOrders: {
    title: 'Accepted Orders',
    menu: { group: 'Orders', label: 'Accepted' },
    path: paths.admin.ordersAccepted,
    filter: { orderStatus: 'Accepted' },
    status: 'orderStatus',
    pagination: 'window',
  },
  cancelledOrders: {
    title: 'Cancelled Orders',
    menu: { group: 'Orders', label: 'Cancelled' },
    path: paths.admin.ordersCancelled,
    filter: { orderStatus: 'Cancelled' },
    status: 'orderStatus',
    pagination: 'window',
  },
  deliveredOrders: {
    title: 'Delivered Orders',
    menu: { group: 'Orders', label: 'Delivered' },
    path: paths.admin.ordersDelivered,
    filter: { orderStatus: 'Delivered' },
    status: 'orderStatus',
    pagination: 'numbers',
    compact: true,
  },
  pendingPayments: {
    title: 'Pending Payments',
    menu: { group: 'Payments', label: 'Pending' },
    path: paths.admin.paymentsPending,
    filter: { paymentStatus: 'Pending' },
    status: 'paymentStatus',
    pagination: 'window',
  },
  receivedPayments: {
    title: 'Payment Received',
    menu: { group: 'Payments', label: 'Received' },
    path: paths.admin.paymentsReceived,
    filter: { paymentStatus: 'Received' },
    status: 'paymentStatus',
    pagination: 'window',
  },
  cancelledPayments: {
    title: 'Cancelled Payments',
    menu: { group: 'Payments', label: 'Cancelled' },
    path: paths.admin.paymentsCancelled,
    filter: { paymentStatus: 'Cancelled' },
    status: 'paymentStatus',
    pagination: 'window',
  },
  refundedPayments: {
    title: 'Refunded Payments',
    menu: { group: 'Payments', label: 'Refunded' },
    path: paths.admin.paymentsRefunded,
    filter: { paymentStatus: 'Refunded' },
    status: 'paymentStatus',
    pagination: 'all',
  },
};
