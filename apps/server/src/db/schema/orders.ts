import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
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
    transactionId: text('transaction_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_price_positive', sql`${table.packagePriceCents} > 0`),
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
