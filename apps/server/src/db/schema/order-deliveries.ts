import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { orders } from './orders.ts';

/**
 * The delivery record: who downloaded (a hosted file) or opened (an external link) which of an
 * order's databases, and when. Staff read it on the order's page ("I never received it").
 */
export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Kept as it was then, so the record still reads after an account is gone. */
    userEmail: text('user_email').notNull(),
    slot: integer('slot').notNull(),
    kind: text('kind').notNull(),
    /** The file name downloaded, or the link opened. */
    target: text('target').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('order_deliveries_kind', sql`${table.kind} in ('download', 'open')`),
    check('order_deliveries_slot', sql`${table.slot} between 1 and 3`),
    index('order_deliveries_order_at_idx').on(table.orderId, table.at.desc()),
  ],
);
