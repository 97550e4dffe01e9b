import type { OrderStatus, PaymentStatus } from '@leadvault/contract';

/** What narrows an order list (the server already limits a customer to their own orders). */
export type OrderFilter = {
  paymentStatus?: PaymentStatus;
  orderStatus?: OrderStatus;
  /** Customer name, e-mail or orderId, ignoring case. */
  q?: string;
};

/** One page of `GET /api/orders`, from 1. */
export type OrderPageParams = OrderFilter & { page?: number; limit?: number };

/**
 * Query keys of the orders area. Every list (one page, or every page of a filter) lives under
 * `lists()`, so a write invalidates them all at once; one order lives under `detail(id)`.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderPageParams | (OrderFilter & { page: 'all' })) =>
    [...orderKeys.lists(), params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
};
