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

type StatusFilter = Required<OrderList['filter']>;

/**
 * The list of the orders whose order status (the Orders menu) or payment status (the Payments
 * menu) is `status`; its menu entry is named after the status.
 */
function listOf<Field extends keyof StatusFilter>(
  field: Field,
  status: StatusFilter[Field],
  title: string,
  path: string,
  pagination: OrderList['pagination'] = 'window',
): OrderList {
  return {
    title,
    menu: { group: field === 'orderStatus' ? 'Orders' : 'Payments', label: status },
    path,
    filter: { [field]: status },
    status: field,
    pagination,
  };
}

const a = paths.admin;

/** The spec's order dashboards: what each lists, and how it pages. */
export const ORDER_LISTS: Record<OrderListKind, OrderList> = {
  total: {
    title: 'Total Orders',
    menu: { group: 'Orders', label: 'Total' },
    path: a.orders,
    filter: {},
    status: 'paymentStatus',
    pagination: 'window',
  },
  pendingOrders: listOf('orderStatus', 'Pending', 'Pending Orders Dashboard', a.ordersPending),
  acceptedOrders: listOf('orderStatus', 'Accepted', 'Accepted Orders', a.ordersAccepted),
  cancelledOrders: listOf('orderStatus', 'Cancelled', 'Cancelled Orders', a.ordersCancelled),
  deliveredOrders: {
    ...listOf('orderStatus', 'Delivered', 'Delivered Orders', a.ordersDelivered, 'numbers'),
    compact: true,
  },
  pendingPayments: listOf('paymentStatus', 'Pending', 'Pending Payments', a.paymentsPending),
  receivedPayments: listOf('paymentStatus', 'Received', 'Payment Received', a.paymentsReceived),
  cancelledPayments: listOf(
    'paymentStatus',
    'Cancelled',
    'Cancelled Payments',
    a.paymentsCancelled,
  ),
  refundedPayments: listOf(
    'paymentStatus',
    'Refunded',
    'Refunded Payments',
    a.paymentsRefunded,
    'all',
  ),
};
