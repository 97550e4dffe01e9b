import type { OrderStatus, PaymentStatus } from '@leadvault/contract';

/** What narrows an order list (the server already limits a customer to their own orders). */
export type OrderFilter = {
  paymentStatus?: PaymentStatus;
  orderStatus?: OrderStatus;
  /** Customer name, e-mail or orderId, ignoring case. */
  q?: string;
  /** Only the reader's own orders (staff read everyone's otherwise). */
  owner?: 'me';
};

/** One page of `GET /api/orders`, from 1. */
export type OrderPageParams = OrderFilter & { page?: number; limit?: number };

/**
 * Query keys of the orders area. Every list (one page, or the summary of a filter) lives under
 * `lists()`, so a write invalidates them all at once; one order lives under `detail(id)`.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderPageParams) => [...orderKeys.lists(), params] as const,
  summary: (filter: OrderFilter) => [...orderKeys.lists(), 'summary', filter] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
};
