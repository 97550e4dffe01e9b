import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { packages } from './packages.ts';

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
    index('orders_customer_created_idx').on(table.customerUserId, table.createdAt.desc()),
    index('orders_payment_status_created_idx').on(table.paymentStatus, table.createdAt.desc()),
    index('orders_order_status_created_idx').on(table.orderStatus, table.createdAt.desc()),
    index('orders_created_idx').on(table.createdAt.desc()),
  ],
);

/** PayPal webhook events already handled; the primary key makes each one count once. */
export const paypalWebhookEvents = pgTable('paypal_webhook_events', {
  id: text('id').primaryKey(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
