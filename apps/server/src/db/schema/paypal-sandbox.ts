import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The local PayPal sandbox's own state (src/paypal-sandbox, decision 004 and 018): kept in the
 * database so every server process sharing it, and a restarted one, knows the same PayPal
 * orders. Demo and tests only; with real PayPal these tables stay empty.
 */
type SandboxMoney = { currency_code: string; value: string };
/** `amount.breakdown` as the shop sent it (the parts it gave). */
export type SandboxBreakdown = Partial<
  Record<
    | 'item_total'
    | 'tax_total'
    | 'shipping'
    | 'handling'
    | 'insurance'
    | 'shipping_discount'
    | 'discount',
    SandboxMoney
  >
>;

export type SandboxPurchaseUnit = {
  reference_id: string;
  amount: SandboxMoney & { breakdown?: SandboxBreakdown };
  custom_id?: string;
  invoice_id?: string;
  description?: string;
};

export type SandboxPayer = {
  payer_id: string;
  email_address: string;
  name: { given_name: string; surname: string };
};

export const paypalSandboxOrders = pgTable(
  'paypal_sandbox_orders',
  {
    id: text('id').primaryKey(),
    /** CREATED, APPROVED or COMPLETED. */
    status: text('status').notNull(),
    purchaseUnit: jsonb('purchase_unit').$type<SandboxPurchaseUnit>().notNull(),
    brandName: text('brand_name'),
    returnUrl: text('return_url'),
    cancelUrl: text('cancel_url'),
    payer: jsonb('payer').$type<SandboxPayer>(),
    /** Set by the approval page's test option: the next capture is declined once. */
    declineNextCapture: boolean('decline_next_capture').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('paypal_sandbox_orders_created_at_idx').on(table.createdAt)],
);

/** One capture per order (intent CAPTURE), refunded in whole or in parts. */
export const paypalSandboxCaptures = pgTable('paypal_sandbox_captures', {
  id: text('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .unique()
    .references(() => paypalSandboxOrders.id, { onDelete: 'cascade' }),
  /** COMPLETED, PARTIALLY_REFUNDED or REFUNDED. */
  status: text('status').notNull(),
  currencyCode: text('currency_code').notNull(),
  amountCents: integer('amount_cents').notNull(),
  refundedCents: integer('refunded_cents').notNull().default(0),
  customId: text('custom_id'),
  invoiceId: text('invoice_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The first answer to a `PayPal-Request-Id`, answered again (200) when the id comes back. */
export const paypalSandboxReplays = pgTable(
  'paypal_sandbox_replays',
  {
    key: text('key').primaryKey(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('paypal_sandbox_replays_created_at_idx').on(table.createdAt)],
);

/** Every webhook event the sandbox sent, as sent (the signed text), and when it was taken. */
export const paypalSandboxEvents = pgTable(
  'paypal_sandbox_events',
  {
    id: text('id').primaryKey(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [index('paypal_sandbox_events_created_at_idx').on(table.createdAt)],
);
