import { sql } from 'drizzle-orm';
import {
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
import { orders } from './orders.ts';

/**
 * A discount code (decision 051). `value` is a percent (1-100) or an amount in cents, by `kind`.
 * `redeemed` counts the live redemptions (Pending or paid orders): checkout raises it with a
 * conditional update under the row's lock, a cancelled order lowers it, so `limit` holds across
 * processes.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-cased: codes are matched ignoring case. */
    code: text('code').notNull().unique(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    /** The packages the code applies to; null: every package. */
    packageIds: jsonb('package_ids').$type<string[]>(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** How many orders may use the code in all; null: no limit. */
    redemptionLimit: integer('redemption_limit'),
    redeemed: integer('redeemed').notNull().default(0),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('discount_codes_kind', sql`${table.kind} in ('percent', 'fixed')`),
    check(
      'discount_codes_value',
      sql`${table.value} > 0 and (${table.kind} = 'fixed' or ${table.value} <= 100)`,
    ),
    check(
      'discount_codes_within_limit',
      sql`${table.redeemed} >= 0 and (${table.redemptionLimit} is null or ${table.redeemed} <= ${table.redemptionLimit})`,
    ),
  ],
);

/** One row per live order that used a code: once-per-customer and releases read it. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('discount_redemptions_code_user_idx').on(table.codeId, table.userId)],
);
