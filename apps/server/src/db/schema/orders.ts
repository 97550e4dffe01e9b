import type { SegmentDefinition } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { packages } from './packages.ts';

/**
 * The text the order search looks in, as a full-text document: the customer's name, their
 * e-mail split into words, and the order id. No extension needed (core PostgreSQL and PGlite).
 * The index and the queries must use this very expression.
 */
export function orderSearchDocument(columns: {
  customerName: AnyPgColumn;
  customerEmail: AnyPgColumn;
  orderId: AnyPgColumn;
}) {
  return sql`to_tsvector('simple'::regconfig, ${columns.customerName} || ' ' || translate(${columns.customerEmail}, '@.+_-', '     ') || ' ' || ${columns.orderId})`;
}

/**
 * An order. Everything but the billing details is decided by the server. The access links are
 * not copied: they are read from the package while the payment is Received.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id').notNull().unique(),
    paymentId: text('payment_id').notNull().unique(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    packageName: text('package_name').notNull(),
    packagePriceCents: integer('package_price_cents').notNull(),
    /** The discount code applied at checkout, as typed (upper-cased); null without one. */
    discountCode: text('discount_code'),
    /** What the code took off the package's price, in cents (0 without a code). */
    discountCents: integer('discount_cents').notNull().default(0),
    /** Credits the package granted when ordered (a credit pack): a later package edit changes nothing bought. */
    packageCredits: integer('package_credits').notNull().default(0),
    /** The package's kind when ordered: what the order's texts speak of (credits or databases). */
    packageKind: text('package_kind').notNull().default('database'),
    /** A segment package's definition when ordered: what this buyer's files are cut from. */
    segment: jsonb('segment').$type<SegmentDefinition>(),
    /** The buyer asked for leads they already got from earlier packages too. */
    includeOwned: boolean('include_owned').notNull().default(false),
    customerUserId: text('customer_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    address: text('address').notNull(),
    cityName: text('city_name').notNull(),
    countryName: text('country_name').notNull(),
    customerWebsite: text('customer_website').notNull().default(''),
    customerNote: text('customer_note').notNull().default(''),
    paymentStatus: text('payment_status').notNull().default('Pending'),
    orderStatus: text('order_status').notNull().default('Pending'),
    paypalOrderId: text('paypal_order_id').unique(),
    /** Declined captures so far: part of the PayPal-Request-Id, so a retry after a decline is a new request. */
    captureAttempt: integer('capture_attempt').notNull().default(0),
    /**
     * Set while a PayPal capture of this order is under way (a short claim, not a lock): cancels
     * and status changes wait for it to clear. A claim older than the capture lease is ignored,
     * so a crashed capture never blocks the order for good.
     */
    captureStartedAt: timestamp('capture_started_at', { withTimezone: true }),
    transactionId: text('transaction_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_price_positive', sql`${table.packagePriceCents} > 0`),
    check('orders_credits_non_negative', sql`${table.packageCredits} >= 0`),
    check('orders_package_kind', sql`${table.packageKind} in ('database', 'credit_pack')`),
    check(
      'orders_payment_status',
      sql`${table.paymentStatus} in ('Received', 'Pending', 'Cancelled', 'Refunded')`,
    ),
    check(
      'orders_order_status',
      sql`${table.orderStatus} in ('Accepted', 'Pending', 'Cancelled', 'Delivered', 'Completed')`,
    ),
    // Lists read newest first with the id as tie-break (`created_at desc, id desc`, whose nulls
    // come first): the indexes hold that exact order, so a page is read straight from the index
    // instead of sorting every order of the status.
    index('orders_customer_created_idx').on(
      table.customerUserId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('orders_payment_status_created_idx').on(
      table.paymentStatus,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('orders_order_status_created_idx').on(
      table.orderStatus,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('orders_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Sales figures (the total, the dashboard's 30-day chart) read Received orders only, by paid
    // date and price: answered from this small index alone.
    index('orders_received_paid_idx')
      .on(table.paidAt, table.packagePriceCents)
      .where(sql`${table.paymentStatus} = 'Received'`),
    // The back office's search box: words of the name, of the e-mail and the order id, matched by
    // prefix (orders/search.ts builds the same expression).
    index('orders_search_idx').using('gin', orderSearchDocument(table)),
  ],
);

/** PayPal webhook events already handled; the primary key makes each one count once. */
export const paypalWebhookEvents = pgTable('paypal_webhook_events', {
  id: text('id').primaryKey(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refunds of PayPal captures, one per capture (we only refund in full). A row is `requested`
 * while staff's refund call to PayPal is under way, so whichever of our answer and PayPal's
 * webhook arrives first records the refund with the staff member and the reason; `completed`
 * once PayPal refunded. `kind` says who started it: staff in the back office, PayPal (a refund
 * or reversal made outside the shop), or the shop itself for a capture that could not settle
 * (its order was cancelled meanwhile).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    captureId: text('capture_id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    requestedByUserId: text('requested_by_user_id'),
    requestedByEmail: text('requested_by_email'),
    paypalRefundId: text('paypal_refund_id').unique(),
    amountCents: integer('amount_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('order_refunds_kind', sql`${table.kind} in ('staff', 'paypal', 'unsettled')`),
    check('order_refunds_status', sql`${table.status} in ('requested', 'completed')`),
    index('order_refunds_order_idx').on(table.orderId),
  ],
);
