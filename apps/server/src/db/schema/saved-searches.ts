import type { LeadFilters, SavedSearchAlert } from '@leadvault/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A customer's search kept under a name (modules/saved-searches), and its alert: `new_since` is
 * the moment after which added leads are new to it; each alert tells of those and moves it on.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<LeadFilters>().notNull(),
    alert: text('alert').$type<SavedSearchAlert>().notNull().default('off'),
    newSince: timestamp('new_since', { withTimezone: true }).notNull().defaultNow(),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('saved_searches_alert', sql`${table.alert} in ('off', 'daily', 'weekly')`),
    uniqueIndex('saved_searches_user_name_key').on(table.userId, sql`lower(${table.name})`),
    index('saved_searches_user_created_idx').on(table.userId, table.createdAt.desc()),
    // The alert pass reads the searches with an alert.
    index('saved_searches_alert_idx')
      .on(table.alert, table.newSince)
      .where(sql`${table.alert} <> 'off'`),
  ],
);
