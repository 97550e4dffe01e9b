import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { leads } from './leads.ts';

/** A person's named list of leads (locked or not). */
export const leadLists = pgTable(
  'lead_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_lists_user_created_idx').on(table.userId, table.createdAt.desc()),
    // One list of a name per person, whatever its case: "Prospects" and "prospects" are one.
    uniqueIndex('lead_lists_user_name_key').on(table.userId, sql`lower(${table.name})`),
  ],
);

export const leadListItems = pgTable(
  'lead_list_items',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => leadLists.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    primaryKey({ name: 'lead_list_items_pkey', columns: [table.listId, table.leadId] }),
    index('lead_list_items_list_added_idx').on(
      table.listId,
      table.addedAt.desc(),
      table.leadId.desc(),
    ),
    index('lead_list_items_lead_idx').on(table.leadId),
  ],
);
