import { z } from 'zod';

// The back office's dashboard (`GET /api/dashboard`).

export const SALES_CHART_DAYS = 30;

/** One day of the sales chart: Received amounts by the day they were paid (UTC). */
export const SalesDay = z.object({
  /** yyyy-mm-dd */
  date: z.string(),
  /** Received that day, less discounts (dollars). */
  amount: z.number(),
  /** Discounts given on that day's paid orders (dollars). */
  discount: z.number(),
  orders: z.number().int(),
});
export type SalesDay = z.infer<typeof SalesDay>;

/**
 * `GET /api/dashboard` (Admin or Manager). The counts of the Admin-only screens are present only
 * for Admins; a Manager gets the sales chart and the template count.
 */
export const DashboardStats = z.object({
  packages: z.number().int().optional(),
  orders: z
    .object({
      total: z.number().int(),
      pendingOrders: z.number().int(),
      pendingPayments: z.number().int(),
    })
    .optional(),
  unreadMessages: z.number().int().optional(),
  users: z.number().int().optional(),
  emailTemplateVersions: z.number().int(),
  sales: z.object({
    days: z.array(SalesDay),
    /** Sum of the days, in dollars. */
    total: z.number(),
  }),
});
export type DashboardStats = z.infer<typeof DashboardStats>;
